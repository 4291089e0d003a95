CREATE TABLE "portfolio_images" (
	"portfolio_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"caption" text,
	"is_key" boolean DEFAULT false NOT NULL,
	CONSTRAINT "portfolio_images_portfolio_id_image_id_pk" PRIMARY KEY("portfolio_id","image_id")
);
--> statement-breakpoint
CREATE TABLE "portfolio_service_types" (
	"portfolio_id" integer NOT NULL,
	"service_type_id" integer NOT NULL,
	CONSTRAINT "portfolio_service_types_portfolio_id_service_type_id_pk" PRIMARY KEY("portfolio_id","service_type_id")
);
--> statement-breakpoint
CREATE TABLE "portfolios" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"event_date" date,
	"city" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_images" (
	"venue_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"caption" text,
	CONSTRAINT "venue_images_venue_id_image_id_pk" PRIMARY KEY("venue_id","image_id")
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"city" text,
	"cp" text,
	"capacity" integer,
	"website" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"kind" text NOT NULL,
	"external_id" text,
	"storage_key" text,
	"mime_type" text,
	"byte_size" integer,
	"title" text,
	"is_visible" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolio_images" ADD CONSTRAINT "portfolio_images_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_images" ADD CONSTRAINT "portfolio_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_service_types" ADD CONSTRAINT "portfolio_service_types_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_service_types" ADD CONSTRAINT "portfolio_service_types_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_images" ADD CONSTRAINT "venue_images_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_images" ADD CONSTRAINT "venue_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_images_one_key_uq" ON "portfolio_images" USING btree ("portfolio_id") WHERE is_key;--> statement-breakpoint
CREATE INDEX "portfolio_images_image_idx" ON "portfolio_images" USING btree ("image_id");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolios_provider_slug_uq" ON "portfolios" USING btree ("provider_id","slug");--> statement-breakpoint
CREATE INDEX "portfolios_published_idx" ON "portfolios" USING btree ("provider_id","published_at") WHERE published_at is not null;--> statement-breakpoint
CREATE INDEX "venue_images_image_idx" ON "venue_images" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "venues_provider_idx" ON "venues" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "videos_provider_idx" ON "videos" USING btree ("provider_id","position");