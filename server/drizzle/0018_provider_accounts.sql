CREATE TABLE "provider_instagram" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"instagram_user_id" text NOT NULL,
	"username" text NOT NULL,
	"access_token_sealed" text NOT NULL,
	"connected_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_dismissals" (
	"message_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "marketing_dismissals_message_id_account_id_pk" PRIMARY KEY("message_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "marketing_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"country_code" char(2),
	"audience" text DEFAULT 'all' NOT NULL,
	"texts" jsonb NOT NULL,
	"cta_url" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"client_ip" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_account_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"new_email" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "provider_account_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "provider_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"password_hash" text,
	"firstname" text,
	"lastname" text,
	"phone" text,
	"phone_verified" boolean DEFAULT false NOT NULL,
	"locale" text DEFAULT 'fr' NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"provider_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "provider_accounts_live_has_credentials" CHECK (("provider_accounts"."deleted_at" is null) = ("provider_accounts"."email" is not null and "provider_accounts"."password_hash" is not null))
);
--> statement-breakpoint
DROP INDEX "providers_country_list_idx";--> statement-breakpoint
DROP INDEX "providers_departement_list_idx";--> statement-breakpoint
DROP INDEX "providers_cp_list_idx";--> statement-breakpoint
DROP INDEX "providers_country_rank_idx";--> statement-breakpoint
DROP INDEX "providers_departement_rank_idx";--> statement-breakpoint
DROP INDEX "providers_city_rank_idx";--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "siret" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "experiences" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_instagram" ADD CONSTRAINT "provider_instagram_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_dismissals" ADD CONSTRAINT "marketing_dismissals_message_id_marketing_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."marketing_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_dismissals" ADD CONSTRAINT "marketing_dismissals_account_id_provider_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."provider_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_messages" ADD CONSTRAINT "marketing_messages_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_account_tokens" ADD CONSTRAINT "provider_account_tokens_account_id_provider_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."provider_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_accounts" ADD CONSTRAINT "provider_accounts_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketing_messages_active_idx" ON "marketing_messages" USING btree ("kind","ends_at");--> statement-breakpoint
CREATE INDEX "login_failures_email_at_idx" ON "login_failures" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_at_idx" ON "login_failures" USING btree ("client_ip","at");--> statement-breakpoint
CREATE INDEX "provider_account_tokens_account_idx" ON "provider_account_tokens" USING btree ("account_id","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_accounts_email_uq" ON "provider_accounts" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_accounts_provider_uq" ON "provider_accounts" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "providers_country_list_idx" ON "providers" USING btree ("country_code","is_premium" DESC NULLS LAST,"created_at","id") WHERE published_at is not null;--> statement-breakpoint
CREATE INDEX "providers_departement_list_idx" ON "providers" USING btree ("departement_id","is_premium" DESC NULLS LAST,"created_at","id") WHERE published_at is not null;--> statement-breakpoint
CREATE INDEX "providers_cp_list_idx" ON "providers" USING btree ("country_code","cp","is_premium" DESC NULLS LAST,"created_at","id") WHERE published_at is not null;--> statement-breakpoint
CREATE INDEX "providers_country_rank_idx" ON "providers" USING btree ("country_code","is_premium" DESC NULLS LAST,"profile_completeness" DESC NULLS LAST,"last_login_at" DESC NULLS LAST,"id") WHERE published_at is not null;--> statement-breakpoint
CREATE INDEX "providers_departement_rank_idx" ON "providers" USING btree ("departement_id","is_premium" DESC NULLS LAST,"profile_completeness" DESC NULLS LAST,"last_login_at" DESC NULLS LAST,"id") WHERE published_at is not null;--> statement-breakpoint
CREATE INDEX "providers_city_rank_idx" ON "providers" USING btree ("city_id","is_premium" DESC NULLS LAST,"profile_completeness" DESC NULLS LAST,"last_login_at" DESC NULLS LAST,"id") WHERE published_at is not null;--> statement-breakpoint
-- Every provider listed before accounts existed (the seeded directory) stays published.
UPDATE "providers" SET "published_at" = "created_at" WHERE "published_at" IS NULL;--> statement-breakpoint
-- The suggestion queries' covering indexes (0007) hold listed providers only, like the listing indexes.
DROP INDEX IF EXISTS "providers_suggest_departement_idx";--> statement-breakpoint
CREATE INDEX "providers_suggest_departement_idx" ON "providers" USING btree ("departement_id", "last_login_at")
  INCLUDE ("latitude", "longitude", "is_premium", "id") WHERE published_at is not null;--> statement-breakpoint
DROP INDEX IF EXISTS "providers_suggest_area_idx";--> statement-breakpoint
CREATE INDEX "providers_suggest_area_idx" ON "providers" USING btree ("latitude", "longitude")
  INCLUDE ("departement_id", "last_login_at", "is_premium", "id") WHERE published_at is not null;
