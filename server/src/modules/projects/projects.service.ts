import type { Locale } from '@alliance/shared/locale';
import type { Project, ProjectSummary, SaveProjectBody } from '@alliance/shared/projects';
import { foldText } from '@alliance/shared/text';
import type { Database, Executor } from '../../db/client.ts';
import type { Translations } from '../../db/schema/reference.ts';
import { AppError, FieldValidationError } from '../../plugins/errors.ts';
import { createProjectsRepo, type ProjectRow } from './projects.repo.ts';

/** Calendar date of `now` (UTC) as `YYYY-MM-DD`: projects dated after it are "future". */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

const locationLabel = (row: ProjectRow) =>
  row.eventLocation ? (row.zipCode ? `${row.eventLocation} (${row.zipCode})` : row.eventLocation) : null;

function toSummary(row: ProjectRow, eventTypeSlug: string, names: Translations, locale: Locale): ProjectSummary {
  return {
    id: row.id,
    eventDate: row.eventDate,
    eventType: eventTypeSlug,
    eventTypeName: names[locale] || names.fr,
    eventLocation: locationLabel(row),
  };
}

/** Another couple's project id: 404, never the data. */
export class ProjectNotFoundError extends AppError {
  constructor() {
    super(404, 'projects.notFound');
  }
}

/** A couple's wedding projects (spec §3 fields, §5 rules). Every read and write goes through the owner. */
export function createProjectsService(deps: { db: Database; clock: () => Date }) {
  const repo = createProjectsRepo();

  /** Slugs → ids; every unknown one is reported on its own field. */
  async function resolve(executor: Executor, body: SaveProjectBody) {
    const errors: Record<string, string> = {};
    const one = async <T>(
      field: string,
      slug: string | null | undefined,
      find: (s: string) => Promise<{ id: T }[]>,
      key: string,
    ) => {
      if (!slug) return null;
      const [row] = await find(slug);
      if (!row) errors[field] = key;
      return row?.id ?? null;
    };
    const eventTypeId = await one(
      'eventType',
      body.eventType,
      (s) => repo.lookups.eventType(executor, s),
      'validation.eventTypeInvalid',
    );
    const serviceTypeId = await one(
      'serviceType',
      body.serviceType,
      (s) => repo.lookups.serviceType(executor, s),
      'validation.serviceTypeInvalid',
    );
    const guestRangeId = await one(
      'guestRange',
      body.guestRange,
      (s) => repo.lookups.range(executor, 'guest', s),
      'validation.rangeInvalid',
    );
    const budgetRangeId = await one(
      'budgetRange',
      body.budgetRange,
      (s) => repo.lookups.range(executor, 'budget', s),
      'validation.rangeInvalid',
    );
    const plannerBudgetRangeId = await one(
      'plannerBudgetRange',
      body.plannerBudgetRange,
      (s) => repo.lookups.range(executor, 'planner_budget', s),
      'validation.rangeInvalid',
    );
    const isos = [...new Set(body.languages ?? [])];
    const known = isos.length ? (await repo.lookups.languages(executor, isos)).map((r) => r.iso) : [];
    if (known.length !== isos.length) errors.languages = 'validation.languageInvalid';
    if (body.eventDate <= dayOf(deps.clock())) errors.eventDate = 'validation.eventDatePast';
    if (Object.keys(errors).length || eventTypeId === null) throw new FieldValidationError(errors);
    return { eventTypeId, serviceTypeId, guestRangeId, budgetRangeId, plannerBudgetRangeId, isos };
  }

  async function detail(
    executor: Executor,
    row: ProjectRow,
    eventTypeSlug: string,
    names: Translations,
    locale: Locale,
  ): Promise<Project> {
    const [slugs, languages] = await Promise.all([repo.slugsOf(executor, row), repo.languagesOf(executor, row.id)]);
    const location =
      row.eventLocation && row.zipCode && row.countryCode && row.latitude !== null && row.longitude !== null
        ? {
            city: row.eventLocation,
            zipCode: row.zipCode,
            countryCode: row.countryCode,
            latitude: row.latitude,
            longitude: row.longitude,
          }
        : null;
    return {
      ...toSummary(row, eventTypeSlug, names, locale),
      ...slugs,
      theme: row.theme,
      location,
      locationPreference: (row.locationPreference as Project['locationPreference']) ?? null,
      languages,
      message: row.message,
    };
  }

  return {
    async future(userId: number, locale: Locale): Promise<ProjectSummary[]> {
      const rows = await repo.futureOf(deps.db, userId, dayOf(deps.clock()));
      return rows.map((r) => toSummary(r.project, r.eventTypeSlug, r.eventTypeNames, locale));
    },

    /** Creates or updates in one transaction (project and its languages); throws ProjectNotFoundError for another's id. */
    async save(userId: number, body: SaveProjectBody, locale: Locale): Promise<Project> {
      return deps.db.transaction(async (tx) => {
        const ids = await resolve(tx, body);
        const { location } = body;
        const now = deps.clock();
        const values = {
          eventTypeId: ids.eventTypeId,
          serviceTypeId: ids.serviceTypeId,
          theme: body.theme || null,
          eventDate: body.eventDate,
          cityId: await repo.cityOf(tx, location.countryCode, location.zipCode, foldText(location.city)),
          eventLocation: location.city,
          zipCode: location.zipCode,
          countryCode: location.countryCode,
          latitude: location.latitude,
          longitude: location.longitude,
          locationPreference: body.locationPreference ?? null,
          guestRangeId: ids.guestRangeId,
          budgetRangeId: ids.budgetRangeId,
          plannerBudgetRangeId: ids.plannerBudgetRangeId,
          message: body.message || null,
          updatedAt: now,
        };
        const row = body.id
          ? await repo.update(tx, userId, body.id, values)
          : await repo.insert(tx, { ...values, userId, createdAt: now });
        if (!row) throw new ProjectNotFoundError();
        await repo.replaceLanguages(tx, row.id, ids.isos);
        const saved = await repo.findOwned(tx, userId, row.id);
        if (!saved) throw new ProjectNotFoundError();
        return detail(tx, saved.project, saved.eventTypeSlug, saved.eventTypeNames, locale);
      });
    },

    /** Ids of every project of the couple, past and future (account deletion withdraws their requests). */
    idsOf: (userId: number, executor: Executor = deps.db) => repo.idsOf(executor, userId),
    /** One of the caller's projects, past or future, as save-project answers it; null for another's id. */
    async get(userId: number, projectId: number, locale: Locale): Promise<Project | null> {
      const found = await repo.findOwned(deps.db, userId, projectId);
      return found ? detail(deps.db, found.project, found.eventTypeSlug, found.eventTypeNames, locale) : null;
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
