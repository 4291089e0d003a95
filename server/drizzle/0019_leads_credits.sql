CREATE TABLE "credit_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"event_request_id" integer,
	"payment_id" integer,
	CONSTRAINT "credit_ledger_balance_not_negative" CHECK ("credit_ledger"."balance_after" >= 0),
	CONSTRAINT "credit_ledger_delta_not_zero" CHECK ("credit_ledger"."delta" <> 0),
	CONSTRAINT "credit_ledger_kind_sign" CHECK (("credit_ledger"."kind" in ('purchase', 'refund', 'welcome') and "credit_ledger"."delta" > 0)
          or ("credit_ledger"."kind" = 'unlock' and "credit_ledger"."delta" < 0)
          or "credit_ledger"."kind" = 'adjustment')
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"provider_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"locale" text NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"description" text NOT NULL,
	"currency" text NOT NULL,
	"net" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"vat" integer NOT NULL,
	"total" integer NOT NULL,
	"vat_scheme" text NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payment_id" integer,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"purpose" text DEFAULT 'credits' NOT NULL,
	"pack_id" text,
	"credits" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"adapter" text NOT NULL,
	"session_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0 and "payments"."credits" >= 0)
);
--> statement-breakpoint
DROP INDEX "event_requests_provider_idx";--> statement-breakpoint
ALTER TABLE "event_requests" ADD COLUMN "source" text DEFAULT 'directory' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_requests" ADD COLUMN "grid_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_requests" ADD COLUMN "unlock_price" integer;--> statement-breakpoint
ALTER TABLE "event_requests" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "event_requests" ADD COLUMN "report_reason" text;--> statement-breakpoint
ALTER TABLE "event_requests" ADD COLUMN "report_status" text;--> statement-breakpoint
ALTER TABLE "event_requests" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_requests" ADD COLUMN "report_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_accounts" ADD COLUMN "sms_on_new_lead" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_event_request_id_event_requests_id_fk" FOREIGN KEY ("event_request_id") REFERENCES "public"."event_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_ledger_provider_idx" ON "credit_ledger" USING btree ("provider_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_unlock_uq" ON "credit_ledger" USING btree ("event_request_id") WHERE kind = 'unlock';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_refund_uq" ON "credit_ledger" USING btree ("event_request_id") WHERE kind = 'refund';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_purchase_uq" ON "credit_ledger" USING btree ("payment_id") WHERE kind = 'purchase';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_welcome_uq" ON "credit_ledger" USING btree ("provider_id") WHERE kind = 'welcome';--> statement-breakpoint
CREATE INDEX "invoices_provider_idx" ON "invoices" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "payments_provider_idx" ON "payments" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "event_requests_inbox_idx" ON "event_requests" USING btree ("provider_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "event_requests_inbox_status_idx" ON "event_requests" USING btree ("provider_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "event_requests_pending_reports_idx" ON "event_requests" USING btree ("reported_at") WHERE report_status = 'pending';--> statement-breakpoint
-- The ledger is append-only: corrections are new rows (kind adjustment), never edits.
CREATE FUNCTION credit_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit_ledger is append-only (% refused)', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER credit_ledger_append_only BEFORE UPDATE OR DELETE ON "credit_ledger"
  FOR EACH ROW EXECUTE FUNCTION credit_ledger_append_only();--> statement-breakpoint
-- Leads sent before prices existed get the grid price of their project's ranges (PRICE_GRID in shared/src/leads.ts).
UPDATE "event_requests" er SET "grid_price" = (
  SELECT (ARRAY[[2,3,4],[3,4,5],[4,5,6]])
    [CASE WHEN g.min IS NULL OR g.min < 50 THEN 1 WHEN g.min < 150 THEN 2 ELSE 3 END]
    [CASE WHEN b.min IS NULL OR b.min < 2000000 THEN 1 WHEN b.min < 5000000 THEN 2 ELSE 3 END]
  FROM "projects" p
  LEFT JOIN "ranges" g ON g.id = p.guest_range_id
  LEFT JOIN "ranges" b ON b.id = p.budget_range_id
  WHERE p.id = er.project_id
);
