DROP INDEX "images_provider_idx";--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "variant_prefix" text;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "widths" integer[];--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "alt" text;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "caption" text;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "images_provider_idx" ON "images" USING btree ("provider_id","position");