import type { LeadStatus } from '@alliance/shared/leads';
import type { Project } from '@alliance/shared/projects';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { builtOnce } from '../../db/built-once.ts';
import { type Database, type Executor, selectRows } from '../../db/client.ts';
import {
  cities,
  departements,
  eventRequests,
  eventTypes,
  languages,
  leadStatusCounts,
  projects,
  providerAccounts,
  providers,
  ranges,
  serviceTypes,
  users,
} from '../../db/schema/index.ts';
import { lastBalance, ledgerInsert } from '../credits/credits.repo.ts';
import { outboxColumns, outboxRowSelect, type QueuedMail } from '../mail/mail.repo.ts';
import type { PageAnchor } from './page-anchors.ts';

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

/** Counts of every status, 0 for those a provider never had. */
export const allStatuses = (counts: Partial<Record<LeadStatus, number>>): Record<LeadStatus, number> => ({
  new: 0,
  viewed: 0,
  unlocked: 0,
  rejected: 0,
  withdrawn: 0,
  ...counts,
});

export function createLeadsRepo(db: Database) {
  // The inbox's page (hot path, prepared): the page's ids come from the inbox index alone (a deferred
  // join), so a deep page walks index entries, not rows; then only those rows are read and joined.
  // Anchored (page-anchors.ts): the ids start at a known lead instead of an offset, and only while
  // the inbox is in the state the anchor was seen in (else no row, and the caller reads by offset).
  const pageQuery = (withStatus: boolean, anchored: boolean) => {
    const ofProvider = eq(eventRequests.providerId, sql.placeholder('providerId'));
    const inTab = withStatus ? and(ofProvider, eq(eventRequests.status, sql.placeholder('status'))) : ofProvider;
    // The inbox's state: every new, deleted or moved lead of this tab adds to it (migration 0028).
    const version = sql<string>`(select coalesce(sum(c.changes), 0)::text from ${leadStatusCounts} c
      where c.provider_id = ${sql.placeholder('providerId')}${withStatus ? sql` and c.status = ${sql.placeholder('status')}` : sql``})`;
    const ids = db
      .select({ pageId: sql<number>`${eventRequests.id}`.as('page_id') })
      .from(eventRequests)
      .where(
        anchored
          ? and(
              inTab,
              sql`(${eventRequests.createdAt}, ${eventRequests.id}) <= (${sql.placeholder('anchorAt')}::timestamptz, ${sql.placeholder('anchorId')}::int)`,
              sql`${version} = ${sql.placeholder('version')}`,
            )
          : inTab,
      )
      .orderBy(...NEWEST_FIRST)
      .limit(sql.placeholder('limit'));
    const page = db.$with('page').as(anchored ? ids : ids.offset(sql.placeholder('offset')));
    return db
      .with(page)
      .select({
        ...leadColumns,
        // Where this lead stands in the inbox's order, exactly (a Date would lose the microseconds).
        anchorAt: sql<string>`${eventRequests.createdAt}::text`,
        version,
        // The tabs' counts, for the first page: read by offset, never from an anchor.
        statusCounts: anchored
          ? sql<null>`null::json`
          : sql<Partial<Record<LeadStatus, number>> | null>`(select json_object_agg(c.status, c.n) from ${leadStatusCounts} c
              where c.provider_id = ${sql.placeholder('providerId')})`,
      })
      .from(page)
      .innerJoin(eventRequests, eq(eventRequests.id, page.pageId))
      .innerJoin(projects, eq(projects.id, eventRequests.projectId))
      .innerJoin(users, eq(users.id, projects.userId))
      .leftJoin(cities, eq(cities.id, projects.cityId))
      .leftJoin(departements, eq(departements.id, cities.departementId))
      .orderBy(...NEWEST_FIRST)
      .prepare(`leads_page${withStatus ? '_by_status' : ''}${anchored ? '_anchored' : ''}`);
  };
  const pages = {
    all: pageQuery(false, false),
    byStatus: pageQuery(true, false),
    allAnchored: pageQuery(false, true),
    byStatusAnchored: pageQuery(true, true),
  };
  // The unlock's read (lockWhole): built once, run in each unlock's transaction.
  const lockWholeSelect = db
    .select({ ...leadColumns, ...partyColumns })
    .from(eventRequests)
    .innerJoin(projects, eq(projects.id, eventRequests.projectId))
    .innerJoin(users, eq(users.id, projects.userId))
    .leftJoin(cities, eq(cities.id, projects.cityId))
    .leftJoin(departements, eq(departements.id, cities.departementId))
    .innerJoin(providers, eq(providers.id, eventRequests.providerId))
    .where(and(eq(eventRequests.uuid, sql.placeholder('uuid')), eq(eventRequests.providerId, sql.placeholder('providerId'))))
    .for('update', { of: [eventRequests, providers] });
  const lockWholeQuery = builtOnce<(typeof lockWholeSelect)['_']['result'][number]>(lockWholeSelect);
  const leadByUuid = leadQuery(db)
    .where(and(eq(eventRequests.uuid, sql.placeholder('uuid')), eq(eventRequests.providerId, sql.placeholder('providerId'))))
    .prepare('lead_by_uuid');
  // Kept by triggers (lead_status_counts): one row per status, whatever the size of the inbox.
  const counts = db
    .select({ status: leadStatusCounts.status, n: leadStatusCounts.n })
    .from(leadStatusCounts)
    .where(eq(leadStatusCounts.providerId, sql.placeholder('providerId')))
    .prepare('leads_counts');

  return {
    /** `limit` leads from `offset` in the inbox's order, each with its anchor and the inbox's state. */
    page(providerId: number, status: LeadStatus | undefined, offset: number, limit: number) {
      return status
        ? pages.byStatus.execute({ providerId, status, offset, limit })
        : pages.all.execute({ providerId, offset, limit });
    },
    /** `limit` leads from the anchor's on; none when the inbox is no longer in the anchor's state. */
    pageFrom(providerId: number, status: LeadStatus | undefined, anchor: PageAnchor, limit: number) {
      const from = { anchorAt: anchor.createdAt, anchorId: anchor.id, version: anchor.version, limit };
      return status
        ? pages.byStatusAnchored.execute({ providerId, status, ...from })
        : pages.allAnchored.execute({ providerId, ...from });
    },
    async counts(providerId: number): Promise<Record<LeadStatus, number>> {
      const rows = await counts.execute({ providerId });
      return allStatuses(Object.fromEntries(rows.map((row) => [row.status, row.n])));
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
      const [row] = await lockWholeQuery(tx, { uuid, providerId });
      return row;
    },
    /**
     * The unlock's writes, in one statement after `lockWhole`: the debit (when the lead has a
     * price), the lead's new status and the couple's mail, all or none: none when the balance
     * does not cover the price. An unlock is a view too, but never moves the first view's time
     * (the statistics read it). The balance is read here, after the lock, so it is the one the
     * previous holder of the provider's lock committed.
     */
    async writeUnlock(
      tx: Executor,
      unlock: { providerId: number; leadId: number; price: number; now: Date; mail: QueuedMail | null },
    ) {
      const { providerId, leadId, price, now } = unlock;
      const at = now.toISOString();
      const covered = sql`(select balance from before) >= ${price}::int`;
      const debit =
        price > 0
          ? sql`, debit as (${ledgerInsert({ providerId, at: now, delta: -price, kind: 'unlock', eventRequestId: leadId }, sql`(select balance from before)`)})`
          : sql``;
      const mail = unlock.mail
        ? sql`, mail as (insert into ${outboxColumns} ${outboxRowSelect(unlock.mail, now, sql`exists (select 1 from lead)`)})`
        : sql``;
      const [row] = await selectRows<{ balance: number; unlocked: boolean }>(
        tx,
        sql`with before as (select ${lastBalance(providerId)} as balance)${debit},
          lead as (update ${eventRequests} set status = 'unlocked', unlocked_at = ${at}::timestamptz, unlock_price = ${price}::int,
              viewed_at = coalesce(viewed_at, ${at}::timestamptz)
            where id = ${leadId}::int and ${covered} returning id)${mail}
          select (select balance from before) - (case when ${covered} then ${price}::int else 0 end) as balance,
            exists (select 1 from lead) as unlocked`,
      );
      return { balance: Number(row?.balance ?? 0), unlocked: row?.unlocked === true };
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

/** Withdraws the standing requests (new, viewed or unlocked) of `where`; answers what the refunds need. */
export async function withdrawStanding(tx: Executor, where: SQL | undefined, now: Date) {
  return tx
    .update(eventRequests)
    .set({ status: 'withdrawn', withdrawnAt: now })
    .where(and(where, inArray(eventRequests.status, ['new', 'viewed', 'unlocked'])))
    .returning({
      id: eventRequests.id,
      providerId: eventRequests.providerId,
      unlockPrice: eventRequests.unlockPrice,
      unlockedAt: eventRequests.unlockedAt,
      reportStatus: eventRequests.reportStatus,
    });
}

/** Which requests a withdrawal takes: one request, or every request of these projects. */
export const oneRequest = (id: number) => and(eq(eventRequests.id, id));
export const requestsOfProjects = (projectIds: number[]) => and(inArray(eventRequests.projectId, projectIds));

/** The couple's request of their project to this provider, locked for the withdrawal. */
export async function lockCoupleRequest(tx: Executor, userId: number, projectId: number, providerId: number) {
  const [row] = await tx
    .select({ id: eventRequests.id, status: eventRequests.status })
    .from(eventRequests)
    .innerJoin(projects, eq(projects.id, eventRequests.projectId))
    .where(and(eq(eventRequests.projectId, projectId), eq(eventRequests.providerId, providerId), eq(projects.userId, userId)))
    .for('update', { of: eventRequests });
  return row;
}

/** Pending reports, oldest first, for the operators. */
export const pendingReports = (executor: Executor) =>
  executor
    .select({
      uuid: eventRequests.uuid,
      providerId: eventRequests.providerId,
      reason: eventRequests.reportReason,
      reportedAt: eventRequests.reportedAt,
      unlockPrice: eventRequests.unlockPrice,
    })
    .from(eventRequests)
    .where(eq(eventRequests.reportStatus, 'pending'))
    .orderBy(eventRequests.reportedAt);

/** A reported lead, locked for the operator's decision. */
export async function lockReport(tx: Executor, uuid: string) {
  const [row] = await tx
    .select({
      id: eventRequests.id,
      providerId: eventRequests.providerId,
      reportStatus: eventRequests.reportStatus,
      unlockPrice: eventRequests.unlockPrice,
    })
    .from(eventRequests)
    .where(eq(eventRequests.uuid, uuid))
    .for('update');
  return row;
}

/** The operator's decision on a report. */
export async function decideReportRow(tx: Executor, id: number, status: 'refunded' | 'declined', now: Date) {
  await tx.update(eventRequests).set({ reportStatus: status, reportDecidedAt: now }).where(eq(eventRequests.id, id));
}

/** Leads the provider has not opened yet (the dashboard's "leads waiting"), from the trigger-kept counts. */
export async function countNewLeads(executor: Executor, providerId: number): Promise<number> {
  const [row] = await executor
    .select({ n: leadStatusCounts.n })
    .from(leadStatusCounts)
    .where(and(eq(leadStatusCounts.providerId, providerId), eq(leadStatusCounts.status, 'new')));
  return row?.n ?? 0;
}

/** The couple and the provider of one lead, as the mails name them. */
export async function partiesOf(executor: Executor, providerId: number, uuid: string) {
  const [row] = await executor
    .select({
      id: eventRequests.id,
      uuid: eventRequests.uuid,
      projectId: eventRequests.projectId,
      userId: projects.userId,
      eventDate: projects.eventDate,
      snapshot: sql<{ eventTypeName?: string }>`${eventRequests.projectSnapshot}`,
      email: users.email,
      firstname: users.firstname,
      coupleLocale: users.locale,
      providerName: providers.name,
      providerSlug: providers.slug,
    })
    .from(eventRequests)
    .innerJoin(projects, eq(projects.id, eventRequests.projectId))
    .innerJoin(users, eq(users.id, projects.userId))
    .innerJoin(providers, eq(providers.id, eventRequests.providerId))
    .where(sql`${eventRequests.uuid} = ${uuid} and ${eventRequests.providerId} = ${providerId}`);
  return row;
}

/** The provider's account to text about a new lead: only one opted in, with a verified phone. */
export async function newLeadSmsAccount(executor: Executor, providerId: number) {
  const [account] = await executor
    .select({ phone: providerAccounts.phone, locale: providerAccounts.locale })
    .from(providerAccounts)
    .where(
      sql`${providerAccounts.providerId} = ${providerId} and ${providerAccounts.deletedAt} is null
          and ${providerAccounts.phoneVerified} and ${providerAccounts.smsOnNewLead} and ${providerAccounts.phone} is not null`,
    );
  return account;
}

/** The provider account's new-lead SMS choice and whether its phone is verified (no row: none of either). */
export async function notificationSettingsOf(executor: Executor, accountId: number) {
  const [row] = await executor
    .select({ smsOnNewLead: providerAccounts.smsOnNewLead, phoneVerified: providerAccounts.phoneVerified })
    .from(providerAccounts)
    .where(eq(providerAccounts.id, accountId));
  return row;
}

export async function setSmsOnNewLead(executor: Executor, accountId: number, smsOnNewLead: boolean) {
  await executor.update(providerAccounts).set({ smsOnNewLead }).where(eq(providerAccounts.id, accountId));
}

/** The reference lists a lead's slugs are shown with, in every language (reference-labels.ts). */
export const referenceLabelRows = (executor: Executor) =>
  Promise.all([
    executor.select({ slug: eventTypes.slug, names: eventTypes.names }).from(eventTypes),
    executor.select({ slug: serviceTypes.slug, names: serviceTypes.names }).from(serviceTypes),
    executor.select({ kind: ranges.kind, slug: ranges.slug, min: ranges.min, labels: ranges.labels }).from(ranges),
    executor.select({ iso: languages.iso, labels: languages.labels }).from(languages),
  ]);
