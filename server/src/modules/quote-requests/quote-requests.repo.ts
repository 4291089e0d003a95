import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cities, eventRequests, LISTED_PROVIDER, projects, providers, ranges } from '../../db/schema/index.ts';

export function createQuoteRequestsRepo() {
  return {
    async providers(executor: Executor, ids: number[]) {
      if (!ids.length) return [];
      return (
        executor
          .select({
            id: providers.id,
            name: providers.name,
            email: providers.email,
            locale: providers.locale,
            // The new-request mail greets the person who reads it, not the company. The outer column
            // is named in full: drizzle writes `${providers.id}` here as a bare "id", which inside the
            // subquery would be the subquery's own table's id.
            firstname: sql<
              string | null
            >`(select a.firstname from provider_accounts a where a.provider_id = providers.id and a.deleted_at is null limit 1)`,
            // The provider's own website: a send from its pages is an `own-site` lead (free).
            website: sql<
              string | null
            >`(select l.url from provider_links l where l.provider_id = providers.id and l.type = 'website')`,
          })
          .from(providers)
          // An unpublished or closed provider receives nothing: it is "not found" like an unknown id.
          .where(and(inArray(providers.id, ids), LISTED_PROVIDER))
      );
    },
    /** The unique (project, provider) index decides: undefined when this project already contacted them. */
    async insertRequest(executor: Executor, values: typeof eventRequests.$inferInsert) {
      const [row] = await executor
        .insert(eventRequests)
        .values(values)
        .onConflictDoNothing({ target: [eventRequests.projectId, eventRequests.providerId] })
        .returning({ uuid: eventRequests.uuid });
      return row;
    },
    /** The lower bounds of a project's guest and budget ranges (the price grid reads them). */
    async rangeMins(executor: Executor, guest: string | null, budget: string | null) {
      const rows = await executor
        .select({ kind: ranges.kind, min: ranges.min })
        .from(ranges)
        .where(
          or(
            and(eq(ranges.kind, 'guest'), eq(ranges.slug, guest ?? '')),
            and(eq(ranges.kind, 'budget'), eq(ranges.slug, budget ?? '')),
          ),
        );
      return {
        guest: rows.find((r) => r.kind === 'guest')?.min ?? null,
        budget: rows.find((r) => r.kind === 'budget')?.min ?? null,
      };
    },
    /** The couple's sending lock (their user row) until the transaction ends: two sends racing are counted one after the other. */
    async lockCouple(executor: Executor, userId: number) {
      await executor.execute(sql`select id from users where id = ${userId} for update`);
    },
    /** What the caps look at: the couple's requests since `since` (with the oldest of them) and the project's in all. */
    async sendingCounts(executor: Executor, userId: number, projectId: number, sinceDate: Date) {
      // A raw timestamp parameter: ISO text, which both drivers (PGlite, postgres.js) bind alike.
      const since = sinceDate.toISOString();
      const [row] = await executor
        .select({
          recent: sql<number>`count(*) filter (where ${eventRequests.createdAt} > ${since})`.mapWith(Number),
          oldestRecent: sql<string | null>`min(${eventRequests.createdAt}) filter (where ${eventRequests.createdAt} > ${since})`,
          ofProject: sql<number>`count(*) filter (where ${eventRequests.projectId} = ${projectId})`.mapWith(Number),
        })
        .from(eventRequests)
        .innerJoin(projects, eq(projects.id, eventRequests.projectId))
        .where(eq(projects.userId, userId));
      return {
        recent: row?.recent ?? 0,
        oldestRecent: row?.oldestRecent ? new Date(row.oldestRecent) : undefined,
        ofProject: row?.ofProject ?? 0,
      };
    },
    /** The requests of one project, newest first. */
    async ofProject(executor: Executor, projectId: number) {
      return executor
        .select({
          providerId: eventRequests.providerId,
          status: eventRequests.status,
          source: eventRequests.source,
          createdAt: eventRequests.createdAt,
        })
        .from(eventRequests)
        .where(eq(eventRequests.projectId, projectId))
        .orderBy(desc(eventRequests.createdAt), desc(eventRequests.id));
    },
    /** What suggestions need of a project, through its owner, in one prepared query (hot path). */
    placeOf: (executor: Executor) => {
      const query = executor
        .select({
          eventTypeId: projects.eventTypeId,
          departementId: cities.departementId,
          latitude: projects.latitude,
          longitude: projects.longitude,
        })
        .from(projects)
        .leftJoin(cities, eq(cities.id, projects.cityId))
        .where(and(eq(projects.id, sql.placeholder('projectId')), eq(projects.userId, sql.placeholder('userId'))))
        .prepare('suggestions_project_place');
      return async (userId: number, projectId: number) => (await query.execute({ userId, projectId }))[0];
    },
  };
}
