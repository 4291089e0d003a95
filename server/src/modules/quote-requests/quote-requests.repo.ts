import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cities, eventRequests, LISTED_PROVIDER, projects, providers } from '../../db/schema/index.ts';

export function createQuoteRequestsRepo() {
  return {
    async providers(executor: Executor, ids: number[]) {
      if (!ids.length) return [];
      return (
        executor
          .select({ id: providers.id, name: providers.name, email: providers.email, locale: providers.locale })
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
        .select({ providerId: eventRequests.providerId, status: eventRequests.status, createdAt: eventRequests.createdAt })
        .from(eventRequests)
        .where(eq(eventRequests.projectId, projectId))
        .orderBy(desc(eventRequests.createdAt), desc(eventRequests.id));
    },
    /** Open requests (new or viewed) of these projects become withdrawn; answered and declined ones stay. */
    async withdrawOpen(executor: Executor, projectIds: number[], now: Date) {
      if (!projectIds.length) return 0;
      const rows = await executor
        .update(eventRequests)
        .set({ status: 'withdrawn', withdrawnAt: now })
        .where(and(inArray(eventRequests.projectId, projectIds), inArray(eventRequests.status, ['new', 'viewed'])))
        .returning({ id: eventRequests.id });
      return rows.length;
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
