CREATE TABLE "departement_daily_stats" (
	"departement_id" integer NOT NULL,
	"day" date NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"viewed" integer DEFAULT 0 NOT NULL,
	"unlocked" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"view_delays" integer[] DEFAULT '{0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0}'::integer[] NOT NULL,
	"unlock_delays" integer[] DEFAULT '{0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0}'::integer[] NOT NULL,
	CONSTRAINT "departement_daily_stats_departement_id_day_pk" PRIMARY KEY("departement_id","day")
);
--> statement-breakpoint
CREATE TABLE "portfolio_daily_views" (
	"portfolio_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "portfolio_daily_views_portfolio_id_day_pk" PRIMARY KEY("portfolio_id","day")
);
--> statement-breakpoint
CREATE TABLE "portfolio_view_visitors" (
	"day" date NOT NULL,
	"portfolio_id" integer NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "portfolio_view_visitors_day_portfolio_id_visitor_pk" PRIMARY KEY("day","portfolio_id","visitor")
);
--> statement-breakpoint
CREATE TABLE "profile_view_visitors" (
	"day" date NOT NULL,
	"provider_id" integer NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "profile_view_visitors_day_provider_id_visitor_pk" PRIMARY KEY("day","provider_id","visitor")
);
--> statement-breakpoint
CREATE TABLE "provider_daily_stats" (
	"provider_id" integer NOT NULL,
	"day" date NOT NULL,
	"profile_views" integer DEFAULT 0 NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"viewed" integer DEFAULT 0 NOT NULL,
	"unlocked" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"view_delays" integer[] DEFAULT '{0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0}'::integer[] NOT NULL,
	"unlock_delays" integer[] DEFAULT '{0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0}'::integer[] NOT NULL,
	CONSTRAINT "provider_daily_stats_provider_id_day_pk" PRIMARY KEY("provider_id","day")
);
--> statement-breakpoint
CREATE TABLE "sandbox_clock" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sandbox_clock_one_row" CHECK ("sandbox_clock"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"plan" text NOT NULL,
	"next_plan" text,
	"adapter" text NOT NULL,
	"checkout_session_id" text NOT NULL,
	"checkout_url" text NOT NULL,
	"external_id" text,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"vat" integer NOT NULL,
	"total" integer NOT NULL,
	"vat_scheme" text NOT NULL,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"sandbox_fail_renewals" boolean DEFAULT false NOT NULL,
	"last_event_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "subscriptions_checkout_session_id_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "subscriptions_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "subscriptions_total_is_amount_plus_vat" CHECK ("subscriptions"."amount" > 0 and "subscriptions"."vat" >= 0 and "subscriptions"."total" = "subscriptions"."amount" + "subscriptions"."vat")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "subscription_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "premium_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "departement_daily_stats" ADD CONSTRAINT "departement_daily_stats_departement_id_departements_id_fk" FOREIGN KEY ("departement_id") REFERENCES "public"."departements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_daily_views" ADD CONSTRAINT "portfolio_daily_views_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_view_visitors" ADD CONSTRAINT "portfolio_view_visitors_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_view_visitors" ADD CONSTRAINT "profile_view_visitors_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_daily_stats" ADD CONSTRAINT "provider_daily_stats_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_provider_idx" ON "subscriptions" USING btree ("provider_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_uq" ON "subscriptions" USING btree ("provider_id") WHERE status in ('checkout', 'active', 'past_due');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The sandbox's clock starts at the real time.
INSERT INTO "sandbox_clock" ("id", "offset_seconds") VALUES (1, 0);--> statement-breakpoint
-- Providers flagged premium before subscriptions existed (the demo's) keep it for a year.
UPDATE "providers" SET "premium_until" = now() + interval '1 year' WHERE "is_premium";
