-- The lead figures of the daily rollups (provider_daily_stats, departement_daily_stats), kept by
-- triggers on event_requests: a request counts on the UTC day it came in; its first view, unlock
-- and rejection count on that same row, with the delay since it came in added to the day's
-- histogram (DELAY_BUCKETS_MINUTES in shared/src/statistics.ts: bucket i holds delays in
-- [bound i-1, bound i) minutes, the last one is open). Only a timestamp going from NULL to a value
-- counts (the first view, even when an unlock later rewrites viewed_at). Deleted leads stay
-- counted: the figures are what was received. A département's row sums its published providers'
-- leads, under the département the provider has when the lead changes.

-- The 1-based bucket of a delay (an interval), as in DELAY_BUCKETS_MINUTES.
CREATE FUNCTION stats_delay_bucket(delay interval) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT width_bucket(extract(epoch FROM delay) / 60,
    '{5,15,30,60,120,240,480,720,1440,2880,4320,7200,10080,20160,43200}'::double precision[]) + 1
$$;--> statement-breakpoint
-- A histogram with one more count in `bucket` (unchanged when bucket is NULL; NULL reads as all 0).
CREATE FUNCTION stats_histogram_add(h integer[], bucket integer) RETURNS integer[] LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  r integer[] := coalesce(h, array_fill(0, ARRAY[16]));
BEGIN
  IF bucket IS NULL THEN RETURN h; END IF;
  r[bucket] := r[bucket] + 1;
  RETURN r;
END $$;--> statement-breakpoint
-- The histogram of a list of buckets (NULL for an empty one): the backfill's aggregate.
CREATE FUNCTION stats_histogram(buckets integer[]) RETURNS integer[] LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT array_agg((SELECT count(*) FROM unnest(buckets) b WHERE b = i)::integer ORDER BY i) FROM generate_series(1, 16) i
$$;--> statement-breakpoint
CREATE FUNCTION lead_daily_stats_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_day date := (NEW.created_at AT TIME ZONE 'UTC')::date;
  v_requests integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE 0 END;
  v_viewed integer := 0;
  v_unlocked integer := 0;
  v_rejected integer := 0;
  v_view_bucket integer;
  v_unlock_bucket integer;
  v_departement integer;
BEGIN
  IF NEW.viewed_at IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.viewed_at IS NULL) THEN
    v_viewed := 1;
    v_view_bucket := stats_delay_bucket(NEW.viewed_at - NEW.created_at);
  END IF;
  IF NEW.unlocked_at IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.unlocked_at IS NULL) THEN
    v_unlocked := 1;
    v_unlock_bucket := stats_delay_bucket(NEW.unlocked_at - NEW.created_at);
  END IF;
  IF NEW.rejected_at IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.rejected_at IS NULL) THEN
    v_rejected := 1;
  END IF;
  IF v_requests + v_viewed + v_unlocked + v_rejected = 0 THEN RETURN NULL; END IF;
  INSERT INTO provider_daily_stats AS s (provider_id, day, requests, viewed, unlocked, rejected, view_delays, unlock_delays)
    VALUES (NEW.provider_id, v_day, v_requests, v_viewed, v_unlocked, v_rejected,
      stats_histogram_add(NULL, v_view_bucket), stats_histogram_add(NULL, v_unlock_bucket))
    ON CONFLICT (provider_id, day) DO UPDATE SET
      requests = s.requests + v_requests, viewed = s.viewed + v_viewed, unlocked = s.unlocked + v_unlocked,
      rejected = s.rejected + v_rejected, view_delays = stats_histogram_add(s.view_delays, v_view_bucket),
      unlock_delays = stats_histogram_add(s.unlock_delays, v_unlock_bucket);
  SELECT p.departement_id INTO v_departement FROM providers p WHERE p.id = NEW.provider_id AND p.published_at IS NOT NULL;
  IF v_departement IS NOT NULL THEN
    INSERT INTO departement_daily_stats AS s (departement_id, day, requests, viewed, unlocked, rejected, view_delays, unlock_delays)
      VALUES (v_departement, v_day, v_requests, v_viewed, v_unlocked, v_rejected,
        stats_histogram_add(NULL, v_view_bucket), stats_histogram_add(NULL, v_unlock_bucket))
      ON CONFLICT (departement_id, day) DO UPDATE SET
        requests = s.requests + v_requests, viewed = s.viewed + v_viewed, unlocked = s.unlocked + v_unlocked,
        rejected = s.rejected + v_rejected, view_delays = stats_histogram_add(s.view_delays, v_view_bucket),
        unlock_delays = stats_histogram_add(s.unlock_delays, v_unlock_bucket);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Deferred to the commit: a send (several leads, several départements) or an unlock holds the
-- département's row of the day for the commit only, not for its whole transaction, so concurrent
-- sends into one département do not queue on it.
CREATE CONSTRAINT TRIGGER event_requests_daily_stats_insert AFTER INSERT ON "event_requests"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION lead_daily_stats_keep();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER event_requests_daily_stats_update AFTER UPDATE OF viewed_at, unlocked_at, rejected_at ON "event_requests"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.viewed_at IS NULL AND NEW.viewed_at IS NOT NULL) OR (OLD.unlocked_at IS NULL AND NEW.unlocked_at IS NOT NULL)
    OR (OLD.rejected_at IS NULL AND NEW.rejected_at IS NOT NULL))
  EXECUTE FUNCTION lead_daily_stats_keep();--> statement-breakpoint
-- The leads received before the triggers, counted once (profile views, already there, are kept).
INSERT INTO provider_daily_stats AS s (provider_id, day, requests, viewed, unlocked, rejected, view_delays, unlock_delays)
  SELECT provider_id, day, count(*)::int, count(viewed_at)::int, count(unlocked_at)::int, count(rejected_at)::int,
    stats_histogram(array_agg(view_bucket) FILTER (WHERE view_bucket IS NOT NULL)),
    stats_histogram(array_agg(unlock_bucket) FILTER (WHERE unlock_bucket IS NOT NULL))
  FROM (SELECT provider_id, (created_at AT TIME ZONE 'UTC')::date AS day, viewed_at, unlocked_at, rejected_at,
      stats_delay_bucket(viewed_at - created_at) AS view_bucket, stats_delay_bucket(unlocked_at - created_at) AS unlock_bucket
    FROM event_requests) e
  GROUP BY provider_id, day
  ON CONFLICT (provider_id, day) DO UPDATE SET requests = excluded.requests, viewed = excluded.viewed,
    unlocked = excluded.unlocked, rejected = excluded.rejected, view_delays = excluded.view_delays,
    unlock_delays = excluded.unlock_delays;--> statement-breakpoint
INSERT INTO departement_daily_stats AS s (departement_id, day, requests, viewed, unlocked, rejected, view_delays, unlock_delays)
  SELECT p.departement_id, (e.created_at AT TIME ZONE 'UTC')::date, count(*)::int, count(e.viewed_at)::int,
    count(e.unlocked_at)::int, count(e.rejected_at)::int,
    coalesce(stats_histogram(array_agg(stats_delay_bucket(e.viewed_at - e.created_at)) FILTER (WHERE e.viewed_at IS NOT NULL)), array_fill(0, ARRAY[16])),
    coalesce(stats_histogram(array_agg(stats_delay_bucket(e.unlocked_at - e.created_at)) FILTER (WHERE e.unlocked_at IS NOT NULL)), array_fill(0, ARRAY[16]))
  FROM event_requests e JOIN providers p ON p.id = e.provider_id AND p.published_at IS NOT NULL AND p.departement_id IS NOT NULL
  GROUP BY 1, 2
  ON CONFLICT (departement_id, day) DO UPDATE SET requests = excluded.requests, viewed = excluded.viewed,
    unlocked = excluded.unlocked, rejected = excluded.rejected, view_delays = excluded.view_delays,
    unlock_delays = excluded.unlock_delays;
