import type { LeadStatus } from '@alliance/shared/leads';
import type { Project } from '@alliance/shared/projects';
import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.ts';
import { cities, departements, eventRequests, leadStatusCounts, projects, providers, users } from '../../db/schema/index.ts';

/** What a lead is made of: the request, its project and couple, and the signals around it. */
const leadColumns = {
  id: eventRequests.id,
  uuid: eventRequests.uuid,
  providerId: eventRequests.providerId,
  projectId: eventRequests.projectId,
  status: eventRequests.status,
  createdAt: eventRequests.createdAt,
  source: eventRequests.source,
  gridPrice: eventRequests.gridPrice,
  unlockPrice: eventRequests.unlockPrice,
  message: eventRequests.message,
  snapshot: sql<Project>`${eventRequests.projectSnapshot}`,
  unlockedAt: eventRequests.unlockedAt,
  rejectReason: eventRequests.rejectReason,
  reportReason: eventRequests.reportReason,
  reportStatus: eventRequests.reportStatus,
  reportedAt: eventRequests.reportedAt,
  projectCreatedAt: projects.createdAt,
  coupleId: projects.userId,
  departement: departements.code,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  phone: users.phone,
  // The couple proved their phone by SMS to exist; an emptied (deleted) account has none.
  phoneVerified: sql<boolean>`${users.phone} is not null`,
  sentTo: sql<number>`(select count(*) from event_requests s where s.project_id = ${eventRequests.projectId})`.mapWith(Number),
  unlockedBy:
    sql<number>`(select count(*) from event_requests s where s.project_id = ${eventRequests.projectId} and s.unlocked_at is not null)`.mapWith(
      Number,
    ),
  // Price rule: 0 when this provider already unlocked this couple for a project on the same date.
  alreadyUnlocked: sql<boolean>`exists (
    select 1 from projects op join event_requests o on o.project_id = op.id and o.provider_id = ${eventRequests.providerId}
    where op.user_id = ${projects.userId} and op.event_date = ${projects.eventDate} and op.id <> ${projects.id}
      and o.status = 'unlocked')`,
};
/**
 * The inbox's order, written exactly as its indexes are (`desc nulls last`): a plain `desc` means
 * nulls first, which the planner does not match to them (it does not reason from NOT NULL), and it
 * then sorts every lead of the provider for each page.
 */
const NEWEST_FIRST = [sql`${eventRequests.createdAt} desc nulls last`, sql`${eventRequests.id} desc nulls last`];

export type LeadRow = Awaited<ReturnType<ReturnType<typeof createLeadsRepo>['one']>> & {};

/** What the unlock's mail adds to a lead (lead-notifications.ts). */
const partyColumns = {
  eventDate: projects.eventDate,
  coupleLocale: users.locale,
  providerName: providers.name,
  providerSlug: providers.slug,
};

function leadQuery(executor: Executor) {
  return executor
    .select(leadColumns)
    .from(eventRequests)
    .innerJoin(projects, eq(projects.id, eventRequests.projectId))
    .innerJoin(users, eq(users.id, projects.userId))
    .leftJoin(cities, eq(cities.id, projects.cityId))
    .leftJoin(departements, eq(departements.id, cities.departementId));
}

export function createLeadsRepo(db: Database) {
  // The inbox's page (hot path, prepared): the page's ids come from the inbox index alone (a deferred
  // join), so a deep page walks index entries, not rows; then only those rows are read and joined.
  const pageIds = (withStatus: boolean) => {
    const page = db.$with('page').as(
      db
        .select({ pageId: sql<number>`${eventRequests.id}`.as('page_id') })
        .from(eventRequests)
        .where(
          withStatus
            ? and(
                eq(eventRequests.providerId, sql.placeholder('providerId')),
                eq(eventRequests.status, sql.placeholder('status')),
              )
            : eq(eventRequests.providerId, sql.placeholder('providerId')),
        )
        .orderBy(...NEWEST_FIRST)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    );
    return db
      .with(page)
      .select(leadColumns)
      .from(page)
      .innerJoin(eventRequests, eq(eventRequests.id, page.pageId))
      .innerJoin(projects, eq(projects.id, eventRequests.projectId))
      .innerJoin(users, eq(users.id, projects.userId))
      .leftJoin(cities, eq(cities.id, projects.cityId))
      .leftJoin(departements, eq(departements.id, cities.departementId))
      .orderBy(...NEWEST_FIRST)
      .prepare(withStatus ? 'leads_page_by_status' : 'leads_page');
  };
  const allPage = pageIds(false);
  const leadByUuid = leadQuery(db)
    .where(and(eq(eventRequests.uuid, sql.placeholder('uuid')), eq(eventRequests.providerId, sql.placeholder('providerId'))))
    .prepare('lead_by_uuid');
  const statusPage = pageIds(true);
  // Kept by triggers (lead_status_counts): one row per status, whatever the size of the inbox.
  const counts = db
    .select({ status: leadStatusCounts.status, n: leadStatusCounts.n })
    .from(leadStatusCounts)
    .where(eq(leadStatusCounts.providerId, sql.placeholder('providerId')))
    .prepare('leads_counts');

  return {
    page(providerId: number, status: LeadStatus | undefined, offset: number, limit: number) {
      return status ? statusPage.execute({ providerId, status, offset, limit }) : allPage.execute({ providerId, offset, limit });
    },
    async counts(providerId: number): Promise<Record<LeadStatus, number>> {
      const result: Record<LeadStatus, number> = { new: 0, viewed: 0, unlocked: 0, rejected: 0, withdrawn: 0 };
      for (const row of await counts.execute({ providerId })) result[row.status] = row.n;
      return result;
    },
    /** One lead through its owner (another provider's uuid: undefined, answered 404). */
    async one(executor: Executor, providerId: number, uuid: string) {
      // Outside a transaction, the prepared statement: planned once, not on every lead page read.
      if (executor === db) return (await leadByUuid.execute({ uuid, providerId }))[0];
      const [row] = await leadQuery(executor).where(and(eq(eventRequests.uuid, uuid), eq(eventRequests.providerId, providerId)));
      return row;
    },
    /**
     * The whole lead with what the unlock's mail names (the couple's language, the date, the
     * provider), its row and the provider's locked (the ledger's lock, in the order every writer
     * takes them: the lead, then the provider): the unlock reads it once, in one statement. The
     * counts and the price rule read the statement's snapshot, as a read just after the lock would.
     */
    async lockWhole(tx: Executor, providerId: number, uuid: string) {
      const [row] = await tx
        .select({ ...leadColumns, ...partyColumns })
        .from(eventRequests)
        .innerJoin(projects, eq(projects.id, eventRequests.projectId))
        .innerJoin(users, eq(users.id, projects.userId))
        .leftJoin(cities, eq(cities.id, projects.cityId))
        .leftJoin(departements, eq(departements.id, cities.departementId))
        .innerJoin(providers, eq(providers.id, eventRequests.providerId))
        .where(and(eq(eventRequests.uuid, uuid), eq(eventRequests.providerId, providerId)))
        .for('update', { of: [eventRequests, providers] });
      return row;
    },
    /** Locks the lead's row for a change (unlock, reject, report): concurrent calls queue here. */
    async lock(executor: Executor, providerId: number, uuid: string) {
      const [row] = await executor
        .select({
          id: eventRequests.id,
          status: eventRequests.status,
          gridPrice: eventRequests.gridPrice,
          unlockPrice: eventRequests.unlockPrice,
          unlockedAt: eventRequests.unlockedAt,
          reportStatus: eventRequests.reportStatus,
        })
        .from(eventRequests)
        .where(and(eq(eventRequests.uuid, uuid), eq(eventRequests.providerId, providerId)))
        .for('update');
      return row;
    },
    /** The first read: `new` → `viewed` (a no-op for any other status). */
    async markViewed(executor: Executor, providerId: number, uuid: string, now: Date) {
      await executor
        .update(eventRequests)
        .set({ status: 'viewed', viewedAt: now })
        .where(and(eq(eventRequests.uuid, uuid), eq(eventRequests.providerId, providerId), eq(eventRequests.status, 'new')));
    },
    async update(executor: Executor, id: number, values: PgUpdateSetSource<typeof eventRequests>) {
      await executor.update(eventRequests).set(values).where(eq(eventRequests.id, id));
    },
    /** Refund rule 3's figures for a provider since `since`: refunded reports and unlocks. */
    async reportFigures(executor: Executor, providerId: number, since: Date) {
      const at = since.toISOString();
      const [row] = await executor
        .select({
          refunded:
            sql<number>`count(*) filter (where ${eventRequests.reportStatus} = 'refunded' and ${eventRequests.reportedAt} > ${at})`.mapWith(
              Number,
            ),
          unlocks: sql<number>`count(*) filter (where ${eventRequests.unlockedAt} > ${at})`.mapWith(Number),
        })
        .from(eventRequests)
        .where(eq(eventRequests.providerId, providerId));
      return { refunded: row?.refunded ?? 0, unlocks: row?.unlocks ?? 0 };
    },
  };
}
