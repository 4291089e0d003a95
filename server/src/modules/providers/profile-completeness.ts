import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** A portrait this long (stored HTML, tags included) says something about the provider. */
export const SUBSTANTIAL_PORTRAIT_CHARS = 300;

/**
 * The completeness points of provider `p` (0–5), as the directory ranks them (`/how-we-rank/`):
 * a visible profile image, a substantial portrait, languages, services, an outside link.
 */
export const completenessOf = (p: SQL): SQL => sql`(
    (exists (select 1 from images i where i.provider_id = ${p}.id and i.is_profile and i.is_visible))::int
  + (length(${p}.portrait) >= ${sql.raw(String(SUBSTANTIAL_PORTRAIT_CHARS))})::int
  + (exists (select 1 from provider_languages l where l.provider_id = ${p}.id))::int
  + (exists (select 1 from provider_service_types s where s.provider_id = ${p}.id))::int
  + (exists (select 1 from provider_links k where k.provider_id = ${p}.id))::int
  )::smallint`;

/**
 * Recomputes the stored `profile_completeness` of these providers (all of them without ids).
 * Whoever changes an image, the portrait, languages, services or links calls it in the same
 * transaction, so the listing order never lags behind the profile.
 */
export async function refreshProfileCompleteness(db: Executor, providerIds?: readonly number[]): Promise<void> {
  if (providerIds && providerIds.length === 0) return;
  const which = providerIds ? sql`and p.id in ${providerIds}` : sql``;
  await db.execute(sql`update providers p set profile_completeness = ${completenessOf(sql`p`)}
    where p.profile_completeness is distinct from ${completenessOf(sql`p`)} ${which}`);
}
