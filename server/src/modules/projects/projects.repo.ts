import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  cities,
  eventTypes,
  languages,
  postalCodes,
  projectLanguages,
  projects,
  ranges,
  serviceTypes,
} from '../../db/schema/index.ts';

export type ProjectRow = typeof projects.$inferSelect;

export function createProjectsRepo() {
  return {
    /** The caller's projects dated after `today`, newest id first (spec §5). */
    async futureOf(executor: Executor, userId: number, today: string) {
      return executor
        .select({ project: projects, eventTypeSlug: eventTypes.slug, eventTypeNames: eventTypes.names })
        .from(projects)
        .innerJoin(eventTypes, eq(eventTypes.id, projects.eventTypeId))
        .where(and(eq(projects.userId, userId), gt(projects.eventDate, today)))
        .orderBy(desc(projects.id));
    },
    /** A project through its owner: another couple's id finds nothing. */
    async findOwned(executor: Executor, userId: number, projectId: number) {
      const [row] = await executor
        .select({ project: projects, eventTypeSlug: eventTypes.slug, eventTypeNames: eventTypes.names })
        .from(projects)
        .innerJoin(eventTypes, eq(eventTypes.id, projects.eventTypeId))
        .where(and(eq(projects.id, projectId), eq(projects.userId, userId)));
      return row;
    },
    async idsOf(executor: Executor, userId: number) {
      const rows = await executor.select({ id: projects.id }).from(projects).where(eq(projects.userId, userId));
      return rows.map((r) => r.id);
    },
    async languagesOf(executor: Executor, projectId: number) {
      const rows = await executor
        .select({ iso: projectLanguages.languageIso })
        .from(projectLanguages)
        .where(eq(projectLanguages.projectId, projectId))
        .orderBy(projectLanguages.languageIso);
      return rows.map((r) => r.iso);
    },
    async slugsOf(executor: Executor, row: ProjectRow) {
      const rangeIds = [row.guestRangeId, row.budgetRangeId, row.plannerBudgetRangeId].filter((id): id is number => id !== null);
      const [service] = row.serviceTypeId
        ? await executor.select({ slug: serviceTypes.slug }).from(serviceTypes).where(eq(serviceTypes.id, row.serviceTypeId))
        : [];
      const rangeRows = rangeIds.length
        ? await executor.select({ id: ranges.id, slug: ranges.slug }).from(ranges).where(inArray(ranges.id, rangeIds))
        : [];
      const rangeSlug = (id: number | null) => rangeRows.find((r) => r.id === id)?.slug ?? null;
      return {
        serviceType: service?.slug ?? null,
        guestRange: rangeSlug(row.guestRangeId),
        budgetRange: rangeSlug(row.budgetRangeId),
        plannerBudgetRange: rangeSlug(row.plannerBudgetRangeId),
      };
    },
    /** The seeded place of a locality-search choice, when there is one. */
    async cityOf(executor: Executor, countryCode: string, zipCode: string, searchName: string) {
      const [row] = await executor
        .select({ id: cities.id })
        .from(cities)
        .innerJoin(postalCodes, eq(postalCodes.cityId, cities.id))
        .where(and(eq(cities.countryCode, countryCode), eq(postalCodes.code, zipCode), eq(cities.searchName, searchName)))
        .limit(1);
      return row?.id ?? null;
    },
    async insert(executor: Executor, values: typeof projects.$inferInsert) {
      const [row] = await executor.insert(projects).values(values).returning();
      return row;
    },
    async update(executor: Executor, userId: number, projectId: number, values: Partial<typeof projects.$inferInsert>) {
      const [row] = await executor
        .update(projects)
        .set(values)
        .where(and(eq(projects.id, projectId), eq(projects.userId, userId)))
        .returning();
      return row;
    },
    async replaceLanguages(executor: Executor, projectId: number, isos: string[]) {
      await executor.delete(projectLanguages).where(eq(projectLanguages.projectId, projectId));
      if (isos.length) await executor.insert(projectLanguages).values(isos.map((languageIso) => ({ projectId, languageIso })));
    },
    lookups: {
      eventType: (executor: Executor, slug: string) =>
        executor.select({ id: eventTypes.id }).from(eventTypes).where(eq(eventTypes.slug, slug)),
      serviceType: (executor: Executor, slug: string) =>
        executor.select({ id: serviceTypes.id }).from(serviceTypes).where(eq(serviceTypes.slug, slug)),
      range: (executor: Executor, kind: 'guest' | 'budget' | 'planner_budget', slug: string) =>
        executor
          .select({ id: ranges.id })
          .from(ranges)
          .where(and(eq(ranges.kind, kind), eq(ranges.slug, slug))),
      languages: (executor: Executor, isos: string[]) =>
        executor.select({ iso: languages.iso }).from(languages).where(inArray(languages.iso, isos)),
    },
  };
}

export type ProjectsRepo = ReturnType<typeof createProjectsRepo>;
