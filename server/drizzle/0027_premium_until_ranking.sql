DROP INDEX "providers_country_list_idx";--> statement-breakpoint
DROP INDEX "providers_departement_list_idx";--> statement-breakpoint
DROP INDEX "providers_cp_list_idx";--> statement-breakpoint
DROP INDEX "providers_country_rank_idx";--> statement-breakpoint
DROP INDEX "providers_departement_rank_idx";--> statement-breakpoint
DROP INDEX "providers_city_rank_idx";--> statement-breakpoint
CREATE INDEX "providers_country_premium_idx" ON "providers" USING btree ("country_code","premium_until","profile_completeness","last_login_at","created_at","id") WHERE published_at is not null and premium_until is not null;--> statement-breakpoint
CREATE INDEX "providers_departement_premium_idx" ON "providers" USING btree ("departement_id","premium_until","profile_completeness","last_login_at","created_at","id") WHERE published_at is not null and premium_until is not null;--> statement-breakpoint
CREATE INDEX "providers_city_premium_idx" ON "providers" USING btree ("city_id","premium_until","profile_completeness","last_login_at","created_at","id") WHERE published_at is not null and premium_until is not null;--> statement-breakpoint
CREATE INDEX "providers_cp_premium_idx" ON "providers" USING btree ("country_code","cp","premium_until","profile_completeness","last_login_at","created_at","id") WHERE published_at is not null and premium_until is not null;--> statement-breakpoint
CREATE INDEX "providers_country_list_idx" ON "providers" USING btree ("country_code","created_at","id","premium_until") WHERE published_at is not null;--> statement-breakpoint
CREATE INDEX "providers_departement_list_idx" ON "providers" USING btree ("departement_id","created_at","id","premium_until") WHERE published_at is not null;--> statement-breakpoint
CREATE INDEX "providers_cp_list_idx" ON "providers" USING btree ("country_code","cp","created_at","id","premium_until") WHERE published_at is not null;--> statement-breakpoint
CREATE INDEX "providers_country_rank_idx" ON "providers" USING btree ("country_code","profile_completeness" DESC NULLS LAST,"last_login_at" DESC NULLS LAST,"id","premium_until") WHERE published_at is not null;--> statement-breakpoint
CREATE INDEX "providers_departement_rank_idx" ON "providers" USING btree ("departement_id","profile_completeness" DESC NULLS LAST,"last_login_at" DESC NULLS LAST,"id","premium_until") WHERE published_at is not null;--> statement-breakpoint
CREATE INDEX "providers_city_rank_idx" ON "providers" USING btree ("city_id","profile_completeness" DESC NULLS LAST,"last_login_at" DESC NULLS LAST,"id","premium_until") WHERE published_at is not null;--> statement-breakpoint
ALTER TABLE "providers" DROP COLUMN "is_premium";--> statement-breakpoint
-- The suggestion queries' covering indexes (0007, 0018) carried is_premium, and went with it: the
-- same, carrying premium_until (the queries rank on premium_until > now(), read from the index).
DROP INDEX IF EXISTS "providers_suggest_departement_idx";--> statement-breakpoint
CREATE INDEX "providers_suggest_departement_idx" ON "providers" USING btree ("departement_id", "last_login_at")
  INCLUDE ("latitude", "longitude", "premium_until", "id") WHERE published_at is not null;--> statement-breakpoint
DROP INDEX IF EXISTS "providers_suggest_area_idx";--> statement-breakpoint
CREATE INDEX "providers_suggest_area_idx" ON "providers" USING btree ("latitude", "longitude")
  INCLUDE ("departement_id", "last_login_at", "premium_until", "id") WHERE published_at is not null;
