ALTER TABLE "lead_status_counts" ADD COLUMN "changes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every move of a count also counts one change: a provider's sum of changes grows with every
-- committed insert, delete or status change of their leads, and never comes back to a value it
-- had, so it names one state of their inbox's order (the deep pages' anchors are checked on it).
CREATE OR REPLACE FUNCTION lead_status_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE lead_status_counts SET n = n - 1, changes = changes + 1
      WHERE provider_id = OLD.provider_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO lead_status_counts AS c (provider_id, status, n, changes) VALUES (NEW.provider_id, NEW.status, 1, 1)
      ON CONFLICT (provider_id, status) DO UPDATE SET n = c.n + 1, changes = c.changes + 1;
  END IF;
  RETURN NULL;
END $$;
