import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, selectRows } from '../../db/client.ts';
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
    async contacted(executor: Executor, projectId: number, providerIds: number[]) {
      const rows = await executor
        .select({ providerId: eventRequests.providerId })
        .from(eventRequests)
        .where(and(eq(eventRequests.projectId, projectId), inArray(eventRequests.providerId, providerIds)));
      return new Set(rows.map((r) => r.providerId));
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
    /**
     * Suggestions (issue 4): serving the event type, active since `since`, not contacted by this
     * project; same département first, then by distance in 10 km bands with premium first within a
     * band (premium first "among equals"), then exact distance. Plain haversine (no extension).
     */
    async suggest(
      executor: Executor,
      q: {
        projectId: number;
        eventTypeId: number;
        departementId: number | null;
        latitude: number;
        longitude: number;
        since: Date;
        limit: number;
        offset: number;
      },
    ) {
      const distance = sql`(6371 * 2 * asin(sqrt(
        power(sin(radians(p.latitude - ${q.latitude}) / 2), 2) +
        cos(radians(${q.latitude})) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - ${q.longitude}) / 2), 2))))`;
      const rows = await selectRows<{ id: number }>(
        executor,
        sql`
        select p.id from providers p
        where p.last_login_at >= ${q.since.toISOString()}
          and p.latitude is not null
          and exists (select 1 from provider_event_types pet where pet.provider_id = p.id and pet.event_type_id = ${q.eventTypeId})
          and not exists (select 1 from event_requests er where er.project_id = ${q.projectId} and er.provider_id = p.id)
        order by (p.departement_id is not distinct from ${q.departementId}::int) desc,
          floor(${distance} / 10) asc, p.is_premium desc, ${distance} asc, p.id asc
        limit ${q.limit} offset ${q.offset}`,
      );
      return rows.map((r) => Number(r.id));
    },
  };
}
