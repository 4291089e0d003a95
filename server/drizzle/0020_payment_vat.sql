ALTER TABLE "payments" ADD COLUMN "vat_rate" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "vat" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "total" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "vat_scheme" text;--> statement-breakpoint
-- Payments opened before this column existed get the VAT the checkout decides now (modules/payments/vat.ts).
UPDATE "payments" p SET "vat_scheme" = CASE
    WHEN pr."country_code" = 'FR' THEN 'fr-vat'
    WHEN pr."country_code" NOT IN ('AT','BE','BG','CY','CZ','DE','DK','EE','ES','FI','GR','HR','HU','IE','IT','LT','LU','LV','MT','NL','PL','PT','RO','SE','SI','SK') THEN 'outside-eu'
    WHEN pr."vat_number" IS NOT NULL THEN 'reverse-charge'
    ELSE 'fr-vat' END
  FROM "providers" pr WHERE pr."id" = p."provider_id";--> statement-breakpoint
UPDATE "payments" SET "vat_rate" = CASE WHEN "vat_scheme" = 'fr-vat' THEN 2000 ELSE 0 END;--> statement-breakpoint
UPDATE "payments" SET "vat" = round("amount" * "vat_rate" / 10000.0), "total" = "amount" + round("amount" * "vat_rate" / 10000.0);--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "vat_rate" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "vat" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "total" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "vat_scheme" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_total_is_amount_plus_vat" CHECK ("payments"."vat" >= 0 and "payments"."total" = "payments"."amount" + "payments"."vat");
