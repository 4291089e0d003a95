import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { LISTED_PROVIDER } from '../../db/schema/index.ts';

/**
 * The départements a visitor may be offered (issue 21, defect 9): those with at least one commune
 * to live or marry in, or a listed provider. Data-driven rather than a list of codes: the French
 * Southern Lands (984, four communes without a postal code, which the seed skips) and Clipperton
 * (989, no commune) have neither, so no couple lives there and no provider can be placed there.
 * `id` is the département's id column of the query (`d.id`, or drizzle's `departements.id`).
 */
export function inhabitedDepartement(id: AnyColumn | SQL): SQL {
  return sql`(exists (select 1 from cities c where c.departement_id = ${id})
    or exists (select 1 from providers p where p.departement_id = ${id} and ${LISTED_PROVIDER}))`;
}
