CREATE TYPE "public"."event_request_status" AS ENUM('new', 'viewed', 'unlocked', 'rejected', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."range_kind" AS ENUM('guest', 'budget', 'planner_budget');--> statement-breakpoint
CREATE TABLE "event_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"project_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"status" "event_request_status" DEFAULT 'new' NOT NULL,
	"message" text,
	"project_snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"viewed_at" timestamp with time zone,
	"unlocked_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	CONSTRAINT "event_requests_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_provider_id_pk" PRIMARY KEY("user_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" char(2) NOT NULL,
	"departement_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"slug" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"population" integer
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" char(2) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"default_locale" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departements" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" char(2) NOT NULL,
	"region_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postal_codes" (
	"city_id" integer NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" char(2) NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_languages" (
	"project_id" integer NOT NULL,
	"language_iso" text NOT NULL,
	CONSTRAINT "project_languages_project_id_language_iso_pk" PRIMARY KEY("project_id","language_iso")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event_type_id" integer NOT NULL,
	"service_type_id" integer,
	"theme" text,
	"event_date" date NOT NULL,
	"city_id" integer,
	"event_location" text,
	"zip_code" text,
	"country_code" text,
	"latitude" double precision,
	"longitude" double precision,
	"location_preference" text,
	"guest_range_id" integer,
	"budget_range_id" integer,
	"planner_budget_range_id" integer,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"is_profile" boolean DEFAULT false NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_event_types" (
	"provider_id" integer NOT NULL,
	"event_type_id" integer NOT NULL,
	CONSTRAINT "provider_event_types_provider_id_event_type_id_pk" PRIMARY KEY("provider_id","event_type_id")
);
--> statement-breakpoint
CREATE TABLE "provider_languages" (
	"provider_id" integer NOT NULL,
	"language_iso" text NOT NULL,
	CONSTRAINT "provider_languages_provider_id_language_iso_pk" PRIMARY KEY("provider_id","language_iso")
);
--> statement-breakpoint
CREATE TABLE "provider_service_types" (
	"provider_id" integer NOT NULL,
	"service_type_id" integer NOT NULL,
	CONSTRAINT "provider_service_types_provider_id_service_type_id_pk" PRIMARY KEY("provider_id","service_type_id")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"country_code" char(2) NOT NULL,
	"city_id" integer,
	"departement_id" integer,
	"city" text NOT NULL,
	"cp" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"portrait" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'fr' NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "providers_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "providers_slug_unique" UNIQUE("slug"),
	CONSTRAINT "providers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "event_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"iso" text PRIMARY KEY NOT NULL,
	"labels" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "range_kind" NOT NULL,
	"slug" text NOT NULL,
	"min" integer NOT NULL,
	"max" integer,
	"labels" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"firstname" text,
	"lastname" text,
	"city" text,
	"zip_code" text,
	"country_code" char(2),
	"latitude" double precision,
	"longitude" double precision,
	"locale" text DEFAULT 'fr' NOT NULL,
	"has_finished_onboarding" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "users_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
ALTER TABLE "event_requests" ADD CONSTRAINT "event_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_requests" ADD CONSTRAINT "event_requests_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_departement_id_departements_id_fk" FOREIGN KEY ("departement_id") REFERENCES "public"."departements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departements" ADD CONSTRAINT "departements_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departements" ADD CONSTRAINT "departements_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postal_codes" ADD CONSTRAINT "postal_codes_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_languages" ADD CONSTRAINT "project_languages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_languages" ADD CONSTRAINT "project_languages_language_iso_languages_iso_fk" FOREIGN KEY ("language_iso") REFERENCES "public"."languages"("iso") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_event_type_id_event_types_id_fk" FOREIGN KEY ("event_type_id") REFERENCES "public"."event_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_guest_range_id_ranges_id_fk" FOREIGN KEY ("guest_range_id") REFERENCES "public"."ranges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_budget_range_id_ranges_id_fk" FOREIGN KEY ("budget_range_id") REFERENCES "public"."ranges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_planner_budget_range_id_ranges_id_fk" FOREIGN KEY ("planner_budget_range_id") REFERENCES "public"."ranges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_event_types" ADD CONSTRAINT "provider_event_types_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_event_types" ADD CONSTRAINT "provider_event_types_event_type_id_event_types_id_fk" FOREIGN KEY ("event_type_id") REFERENCES "public"."event_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_languages" ADD CONSTRAINT "provider_languages_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_languages" ADD CONSTRAINT "provider_languages_language_iso_languages_iso_fk" FOREIGN KEY ("language_iso") REFERENCES "public"."languages"("iso") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_service_types" ADD CONSTRAINT "provider_service_types_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_service_types" ADD CONSTRAINT "provider_service_types_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_departement_id_departements_id_fk" FOREIGN KEY ("departement_id") REFERENCES "public"."departements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_requests_project_provider_uq" ON "event_requests" USING btree ("project_id","provider_id");--> statement-breakpoint
CREATE INDEX "event_requests_provider_idx" ON "event_requests" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_country_code_uq" ON "cities" USING btree ("country_code","code");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_departement_slug_uq" ON "cities" USING btree ("departement_id","slug");--> statement-breakpoint
CREATE INDEX "cities_search_name_idx" ON "cities" USING btree ("search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "cities_departement_idx" ON "cities" USING btree ("departement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "departements_country_code_uq" ON "departements" USING btree ("country_code","code");--> statement-breakpoint
CREATE UNIQUE INDEX "departements_country_slug_uq" ON "departements" USING btree ("country_code","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "postal_codes_city_code_uq" ON "postal_codes" USING btree ("city_id","code");--> statement-breakpoint
CREATE INDEX "postal_codes_code_idx" ON "postal_codes" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "regions_country_code_uq" ON "regions" USING btree ("country_code","code");--> statement-breakpoint
CREATE INDEX "projects_user_idx" ON "projects" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "images_provider_idx" ON "images" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "images_one_profile_per_provider_uq" ON "images" USING btree ("provider_id") WHERE is_profile;--> statement-breakpoint
CREATE INDEX "provider_event_types_type_idx" ON "provider_event_types" USING btree ("event_type_id");--> statement-breakpoint
CREATE INDEX "providers_departement_idx" ON "providers" USING btree ("departement_id");--> statement-breakpoint
CREATE INDEX "providers_city_idx" ON "providers" USING btree ("city_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ranges_kind_slug_uq" ON "ranges" USING btree ("kind","slug");