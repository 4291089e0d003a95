DROP INDEX "providers_country_list_idx";--> statement-breakpoint
DROP INDEX "providers_departement_list_idx";--> statement-breakpoint
CREATE INDEX "provider_languages_language_idx" ON "provider_languages" USING btree ("language_iso","provider_id");--> statement-breakpoint
CREATE INDEX "provider_service_types_type_idx" ON "provider_service_types" USING btree ("service_type_id","provider_id");--> statement-breakpoint
CREATE INDEX "providers_cp_list_idx" ON "providers" USING btree ("country_code","cp","is_premium" DESC NULLS LAST,"created_at","id");--> statement-breakpoint
CREATE INDEX "providers_country_list_idx" ON "providers" USING btree ("country_code","is_premium" DESC NULLS LAST,"created_at","id");--> statement-breakpoint
CREATE INDEX "providers_departement_list_idx" ON "providers" USING btree ("departement_id","is_premium" DESC NULLS LAST,"created_at","id");