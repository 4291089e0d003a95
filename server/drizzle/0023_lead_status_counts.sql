CREATE TABLE "lead_status_counts" (
	"provider_id" integer NOT NULL,
	"status" "event_request_status" NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_status_counts_provider_id_status_pk" PRIMARY KEY("provider_id","status")
);
--> statement-breakpoint
ALTER TABLE "lead_status_counts" ADD CONSTRAINT "lead_status_counts_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every change of a lead's status (or a new or deleted lead) moves its provider's counts, in the
-- same transaction: the counts can never drift from the rows.
CREATE FUNCTION lead_status_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE lead_status_counts SET n = n - 1 WHERE provider_id = OLD.provider_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO lead_status_counts AS c (provider_id, status, n) VALUES (NEW.provider_id, NEW.status, 1)
      ON CONFLICT (provider_id, status) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER event_requests_counts_insert AFTER INSERT OR DELETE ON "event_requests"
  FOR EACH ROW EXECUTE FUNCTION lead_status_counts_keep();--> statement-breakpoint
CREATE TRIGGER event_requests_counts_update AFTER UPDATE OF status, provider_id ON "event_requests"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.provider_id IS DISTINCT FROM NEW.provider_id)
  EXECUTE FUNCTION lead_status_counts_keep();--> statement-breakpoint
INSERT INTO lead_status_counts (provider_id, status, n)
  SELECT provider_id, status, count(*)::int FROM event_requests GROUP BY provider_id, status;
