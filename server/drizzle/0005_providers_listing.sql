DROP INDEX "providers_departement_idx";--> statement-breakpoint
CREATE INDEX "providers_country_list_idx" ON "providers" USING btree ("country_code","is_premium" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "providers_departement_list_idx" ON "providers" USING btree ("departement_id","is_premium" DESC NULLS LAST,"id");