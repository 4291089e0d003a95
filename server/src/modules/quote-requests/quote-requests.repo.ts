import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cities, eventRequests, projects, providers } from '../../db/schema/index.ts';

export function createQuoteRequestsRepo() {
  return {
    async providers(executor: Executor, ids: number[]) {
      if (!ids.length) return [];
      return executor
        .select({ id: providers.id, name: providers.name, email: providers.email, locale: providers.locale })
        .from(providers)
        .where(inArray(providers.id, ids));
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
    /** The project's event type and département (through its seeded city, when it has one). */
    async placeOf(executor: Executor, projectId: number) {
      const [row] = await executor
        .select({ eventTypeId: projects.eventTypeId, departementId: cities.departementId })
        .from(projects)
        .leftJoin(cities, eq(cities.id, projects.cityId))
        .where(eq(projects.id, projectId));
      return { eventTypeId: row?.eventTypeId ?? 0, departementId: row?.departementId ?? null };
    },
  };
}
