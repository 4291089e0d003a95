import {
  LEADS_PAGE_SIZE,
  type LeadStatus,
  REFUND_WINDOW_DAYS,
  REPORT_LOOKBACK_DAYS,
  REPORT_RATIO_DENOMINATOR,
  type RejectReason,
  type ReportReason,
} from '@alliance/shared/leads';
import type { Locale } from '@alliance/shared/locale';
import type { SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/errors.ts';
import { balanceOf, lockProviderRow } from '../credits/credits.repo.ts';
import { appendLedger, InsufficientCreditsError } from '../credits/ledger.ts';
import type { LeadNotifications } from './lead-notifications.ts';
import { priceOf, reportableUntil, toLead } from './lead-view.ts';
import {
  allStatuses,
  createLeadsRepo,
  lockCoupleRequest,
  oneRequest,
  requestsOfProjects,
  withdrawStanding,
} from './leads.repo.ts';
import { createPageAnchors } from './page-anchors.ts';
import { createReferenceLabels } from './reference-labels.ts';
import { createReportDecisions } from './report-decisions.ts';

const DAY_MS = 86_400_000;

/** A change a lead's status does not allow (unlock a declined lead, report out of time…): 409. */
const conflict = (key: string) => new AppError(409, key);
const leadNotFound = () => notFound('leads.notFound');

/**
 * The provider's leads (PROVIDERS.md "Leads"): read free, unlock with credits (debit and reveal in
 * one transaction), reject, report, and the refunds of the couple's withdrawals and of reports.
 */
export function createLeadsService(deps: { db: Database; clock: () => Date; notifications: LeadNotifications }) {
  const { db, clock } = deps;
  const repo = createLeadsRepo(db);
  const labels = createReferenceLabels(db);
  const anchors = createPageAnchors();

  /**
   * A page and one lead more (another page exists). A page whose start this process saw read from
   * that lead on, if the inbox has not changed since (page-anchors.ts); else, and for the first
   * read, by its offset. Each read leaves the anchors of this page and of the next.
   */
  async function pageRows(providerId: number, status: LeadStatus | undefined, page: number) {
    const limit = LEADS_PAGE_SIZE + 1;
    const anchor = page > 1 ? anchors.get(providerId, status, page) : undefined;
    let rows = anchor ? await repo.pageFrom(providerId, status, anchor, limit) : [];
    if (rows.length === 0) rows = await repo.page(providerId, status, (page - 1) * LEADS_PAGE_SIZE, limit);
    const anchorOf = (row: (typeof rows)[number]) => ({ createdAt: row.anchorAt, id: row.id, version: row.version });
    const [first] = rows;
    const next = rows[LEADS_PAGE_SIZE];
    if (first && page > 1) anchors.set(providerId, status, page, anchorOf(first));
    if (next) anchors.set(providerId, status, page + 1, anchorOf(next));
    return rows;
  }

  async function view(executor: Executor, providerId: number, uuid: string, locale: Locale) {
    const row = await repo.one(executor, providerId, uuid);
    if (!row) throw leadNotFound();
    return toLead(row, await labels(), locale, clock());
  }

  /** Refund rule 1: a withdrawn unlock within 7 days gets its price back, once (the ledger's unique index). */
  async function refundWithdrawal(
    tx: Executor,
    lead: { id: number; providerId: number; unlockPrice: number | null; unlockedAt: Date | null },
    now: Date,
  ) {
    if (!lead.unlockPrice || !lead.unlockedAt) return false;
    if (now.getTime() - lead.unlockedAt.getTime() > REFUND_WINDOW_DAYS * DAY_MS) return false;
    const row = await appendLedger(tx, {
      providerId: lead.providerId,
      at: now,
      delta: lead.unlockPrice,
      kind: 'refund',
      reason: 'withdrawn',
      eventRequestId: lead.id,
    });
    return row !== null;
  }

  /** Withdraws requests (new, viewed or unlocked) inside the caller's transaction; the unlocked ones are refunded by rule 1. */
  async function withdrawRows(tx: Executor, where: SQL | undefined) {
    const now = clock();
    const rows = await withdrawStanding(tx, where, now);
    for (const row of rows) {
      const refunded = await refundWithdrawal(tx, row, now);
      // A pending report is settled by the withdrawal's refund.
      if (refunded && row.reportStatus === 'pending')
        await repo.update(tx, row.id, { reportStatus: 'refunded', reportDecidedAt: now });
    }
    return rows.length;
  }

  return {
    async list(providerId: number, status: LeadStatus | undefined, page: number, locale: Locale) {
      const [rows, referenceLabels] = await Promise.all([pageRows(providerId, status, page), labels()]);
      // The tabs' counts come with the first page only, read with it (or alone for an empty tab).
      const read = rows[0]?.statusCounts;
      const counts = page !== 1 ? undefined : read ? allStatuses(read) : await repo.counts(providerId);
      const now = clock();
      return {
        items: rows.slice(0, LEADS_PAGE_SIZE).map((row) => toLead(row, referenceLabels, locale, now)),
        next_page: rows.length > LEADS_PAGE_SIZE ? page + 1 : null,
        ...(counts ? { counts } : {}),
      };
    },

    /** One lead; the first read moves it from `new` to `viewed` (the couple's app then says "viewed"). */
    async get(providerId: number, uuid: string, locale: Locale) {
      await repo.markViewed(db, providerId, uuid, clock());
      return view(db, providerId, uuid, locale);
    },

    /**
     * Debits the price and reveals the contact in one transaction, under the lead's row lock: ten
     * concurrent unlocks debit once, and a failure after the debit leaves neither. Already
     * unlocked: answered again, nothing debited.
     */
    async unlock(providerId: number, uuid: string, locale: Locale) {
      const outcome = await db.transaction(async (tx) => {
        const row = await repo.lockWhole(tx, providerId, uuid);
        if (!row) throw leadNotFound();
        if (row.status === 'rejected') throw conflict('leads.alreadyRejected');
        if (row.status === 'withdrawn') throw conflict('leads.withdrawn');
        if (row.status === 'unlocked') return null;
        const price = priceOf(row);
        const now = clock();
        const written = await repo.writeUnlock(tx, {
          providerId,
          leadId: row.id,
          price,
          now,
          mail: deps.notifications.unlockedMail(row),
        });
        if (!written.unlocked) throw new InsufficientCreditsError(price, written.balance);
        // The lead as it now is (this unlock counts among the project's), written from the locked read.
        const unlocked = {
          ...row,
          status: 'unlocked' as const,
          unlockedAt: now,
          unlockPrice: price,
          unlockedBy: row.unlockedBy + 1,
        };
        return { unlocked, balance: written.balance };
      });
      if (!outcome) {
        // Already unlocked: answered again as it is, nothing debited.
        const [request, balance] = await Promise.all([view(db, providerId, uuid, locale), balanceOf(db, providerId)]);
        return { request, balance };
      }
      deps.notifications.flush();
      return {
        request: toLead(outcome.unlocked, await labels(), locale, clock()),
        balance: outcome.balance,
      };
    },

    /** Declines a lead (free); the couple is told, with three other suggestions. Again: answered as it is. */
    async reject(providerId: number, uuid: string, reason: RejectReason, locale: Locale) {
      const rejectedNow = await db.transaction(async (tx) => {
        const locked = await repo.lock(tx, providerId, uuid);
        if (!locked) throw leadNotFound();
        if (locked.status === 'rejected') return false;
        if (locked.status === 'withdrawn') throw conflict('leads.withdrawn');
        if (locked.status === 'unlocked') throw conflict('leads.alreadyUnlocked');
        await repo.update(tx, locked.id, { status: 'rejected', rejectedAt: clock(), rejectReason: reason });
        return true;
      });
      // The mail needs suggestions, found outside the transaction; it is queued in the outbox like any other.
      if (rejectedNow) await deps.notifications.rejected(providerId, uuid, reason);
      return view(db, providerId, uuid, locale);
    },

    /**
     * Refund rule 3: a report within 7 days of the unlock is refunded at once while the provider's
     * refunded reports of the last 90 days stay under 1 in 5 of their unlocks (the first always);
     * otherwise it waits, `pending`, for an operator (`npm run ops -- reports`).
     */
    async report(providerId: number, uuid: string, reason: ReportReason, locale: Locale) {
      await db.transaction(async (tx) => {
        const locked = await repo.lock(tx, providerId, uuid);
        if (!locked) throw leadNotFound();
        if (locked.status !== 'unlocked') throw conflict('leads.reportNotUnlocked');
        if (locked.reportStatus) throw conflict('leads.alreadyReported');
        const now = clock();
        if (!reportableUntil({ ...locked, reportStatus: null }, now)) throw conflict('leads.reportTooLate');
        // The provider's row lock (taken by appendLedger too) keeps two reports from both reading "first".
        await lockProviderRow(tx, providerId);
        const figures = await repo.reportFigures(tx, providerId, new Date(now.getTime() - REPORT_LOOKBACK_DAYS * DAY_MS));
        const refund = figures.refunded === 0 || (figures.refunded + 1) * REPORT_RATIO_DENOMINATOR < figures.unlocks;
        await repo.update(tx, locked.id, {
          reportReason: reason,
          reportStatus: refund ? 'refunded' : 'pending',
          reportedAt: now,
          reportDecidedAt: refund ? now : null,
        });
        if (refund && locked.unlockPrice)
          await appendLedger(tx, {
            providerId,
            at: now,
            delta: locked.unlockPrice,
            kind: 'refund',
            reason: 'reported',
            eventRequestId: locked.id,
          });
      });
      return view(db, providerId, uuid, locale);
    },

    /** The couple withdraws one request of their project (`POST /api/withdraw-request`). */
    async withdraw(userId: number, projectId: number, providerId: number) {
      return db.transaction(async (tx) => {
        const row = await lockCoupleRequest(tx, userId, projectId, providerId);
        if (!row) throw notFound('leads.requestNotFound');
        if (row.status === 'rejected') throw conflict('leads.withdrawDeclined');
        if (row.status !== 'withdrawn') await withdrawRows(tx, oneRequest(row.id));
        return { status: 'withdrawn' as const };
      });
    },

    /** Account deletion: every request of these projects still standing is withdrawn (with rule 1's refunds). */
    withdrawAll: (tx: Executor, projectIds: number[]) =>
      projectIds.length ? withdrawRows(tx, requestsOfProjects(projectIds)) : Promise.resolve(0),

    /** The operators' side of rule 3 (`npm run ops -- reports`). */
    ...createReportDecisions(db, clock),
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
