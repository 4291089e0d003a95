-- One sandbox clock per provider (issue 21, security 3): the single shared row let any provider
-- move everyone's clock and overflow it. The offset is bounded by a check (10 years).
DROP TABLE "sandbox_clock";--> statement-breakpoint
CREATE TABLE "sandbox_clocks" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"offset_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sandbox_clocks_offset_bounded" CHECK ("sandbox_clocks"."offset_seconds" between 0 and 315360000)
);
--> statement-breakpoint
ALTER TABLE "sandbox_clocks" ADD CONSTRAINT "sandbox_clocks_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The check made of the buyer's VAT number when the VAT was decided (issue 21, security 2), kept
-- with the checkout, the subscription and the invoice that print it.
ALTER TABLE "payments" ADD COLUMN "vat_check" jsonb;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "vat_check" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_check" jsonb;--> statement-breakpoint
-- The payment method printed on the invoice (the payment adapter), frozen with it.
ALTER TABLE "invoices" ADD COLUMN "payment_method" text;--> statement-breakpoint
UPDATE "invoices" SET "payment_method" = "payments"."adapter" FROM "payments" WHERE "payments"."id" = "invoices"."payment_id";
