CREATE TABLE "profile_owner_visitors" (
	"day" date NOT NULL,
	"provider_id" integer NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "profile_owner_visitors_day_provider_id_visitor_pk" PRIMARY KEY("day","provider_id","visitor")
);
--> statement-breakpoint
ALTER TABLE "departement_daily_stats" ALTER COLUMN "view_delays" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "departement_daily_stats" ALTER COLUMN "view_delays" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "departement_daily_stats" ALTER COLUMN "unlock_delays" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "departement_daily_stats" ALTER COLUMN "unlock_delays" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_daily_stats" ALTER COLUMN "view_delays" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "provider_daily_stats" ALTER COLUMN "view_delays" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_daily_stats" ALTER COLUMN "unlock_delays" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "provider_daily_stats" ALTER COLUMN "unlock_delays" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_owner_visitors" ADD CONSTRAINT "profile_owner_visitors_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;