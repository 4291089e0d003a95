CREATE TABLE "image_views" (
	"image_id" integer NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "image_views_day_image_id_visitor_pk" PRIMARY KEY("day","image_id","visitor")
);
--> statement-breakpoint
CREATE TABLE "provider_link_clicks" (
	"provider_id" integer NOT NULL,
	"type" text NOT NULL,
	"day" date NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "provider_link_clicks_provider_id_type_day_pk" PRIMARY KEY("provider_id","type","day")
);
--> statement-breakpoint
CREATE TABLE "provider_links" (
	"provider_id" integer NOT NULL,
	"type" text NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "provider_links_provider_id_type_pk" PRIMARY KEY("provider_id","type")
);
--> statement-breakpoint
DROP INDEX "providers_city_list_idx";--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "profile_completeness" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "image_views" ADD CONSTRAINT "image_views_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_link_clicks" ADD CONSTRAINT "provider_link_clicks_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_links" ADD CONSTRAINT "provider_links_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "providers_country_rank_idx" ON "providers" USING btree ("country_code","is_premium" DESC NULLS LAST,"profile_completeness" DESC NULLS LAST,"last_login_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "providers_departement_rank_idx" ON "providers" USING btree ("departement_id","is_premium" DESC NULLS LAST,"profile_completeness" DESC NULLS LAST,"last_login_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "providers_city_rank_idx" ON "providers" USING btree ("city_id","is_premium" DESC NULLS LAST,"profile_completeness" DESC NULLS LAST,"last_login_at" DESC NULLS LAST,"id");--> statement-breakpoint
-- Existing providers get their completeness points (modules/providers/profile-completeness.ts).
UPDATE "providers" p SET "profile_completeness" = (
    (exists (select 1 from images i where i.provider_id = p.id and i.is_profile and i.is_visible))::int
  + (length(p.portrait) >= 300)::int
  + (exists (select 1 from provider_languages l where l.provider_id = p.id))::int
  + (exists (select 1 from provider_service_types s where s.provider_id = p.id))::int
  )::smallint;
