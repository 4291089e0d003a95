-- Covering indexes of the two suggestion queries (modules/quote-requests/suggestions.repo.ts):
-- every column they read is in the index, so PostgreSQL answers with index-only scans instead
-- of visiting thousands of scattered heap pages. drizzle-kit cannot declare INCLUDE columns.
CREATE INDEX IF NOT EXISTS "providers_suggest_departement_idx" ON "providers" USING btree ("departement_id", "last_login_at")
  INCLUDE ("latitude", "longitude", "is_premium", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "providers_suggest_area_idx" ON "providers" USING btree ("latitude", "longitude")
  INCLUDE ("departement_id", "last_login_at", "is_premium", "id");
