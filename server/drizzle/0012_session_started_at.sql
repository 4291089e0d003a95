-- Existing families: their first token's creation is the best known sign-in time.
ALTER TABLE "refresh_tokens" ADD COLUMN "session_started_at" timestamp with time zone;--> statement-breakpoint
UPDATE "refresh_tokens" AS t SET "session_started_at" = (SELECT min(f."created_at") FROM "refresh_tokens" AS f WHERE f."family_id" = t."family_id");--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "session_started_at" SET NOT NULL;
