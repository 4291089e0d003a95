import { type Lead, REFUND_WINDOW_DAYS } from '@alliance/shared/leads';
import type { Locale } from '@alliance/shared/locale';
import type { LeadRow } from './leads.repo.ts';
import { maskContact } from './masking.ts';
import type { ReferenceLabels } from './reference-labels.ts';

const DAY_MS = 86_400_000;

/** The credits an unlock of this lead costs now (PROVIDERS.md "Price"); what it cost once unlocked. */
export function priceOf(row: Pick<LeadRow, 'status' | 'gridPrice' | 'unlockPrice' | 'source' | 'alreadyUnlocked'>): number {
  if (row.unlockPrice !== null) return row.unlockPrice;
  if (row.source === 'own-site' || row.alreadyUnlocked) return 0;
  return row.gridPrice;
}

/** 0–100: how much of the project the couple filled in (the optional questions of the project form). */
export function completenessOf(project: Partial<LeadRow['snapshot']>, message: string | null): number {
  const answered = [
    project.serviceType,
    project.theme,
    project.location,
    project.locationPreference,
    project.guestRange,
    project.budgetRange,
    project.plannerBudgetRange,
    project.languages?.length ? project.languages : null,
    (message ?? '').trim().length >= 80 ? message : null,
  ];
  return Math.round(
    (answered.filter((value) => value !== null && value !== undefined && value !== '').length / answered.length) * 100,
  );
}

/** Until when a report is accepted: 7 days after the unlock, while no report was made. */
export function reportableUntil(row: Pick<LeadRow, 'status' | 'unlockedAt' | 'reportStatus'>, now: Date): Date | null {
  if (row.status !== 'unlocked' || !row.unlockedAt || row.reportStatus) return null;
  const until = new Date(row.unlockedAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS);
  return until > now ? until : null;
}

/** A lead row as the provider reads it, in their language; the contact only once unlocked. */
export function toLead(row: LeadRow, labels: ReferenceLabels, locale: Locale, now: Date): Lead {
  const project = row.snapshot;
  const unlocked = row.status === 'unlocked';
  const until = reportableUntil(row, now);
  return {
    uuid: row.uuid,
    status: row.status,
    receivedAt: row.createdAt.toISOString(),
    price: priceOf(row),
    source: row.source,
    project: {
      eventType: project.eventType ?? null,
      eventTypeName: labels.eventType(project.eventType, locale) ?? project.eventTypeName ?? null,
      eventDate: project.eventDate ?? null,
      city: project.location?.city ?? null,
      cp: project.location?.zipCode ?? null,
      departement: row.departement,
      serviceType: labels.serviceType(project.serviceType, locale),
      theme: project.theme ?? null,
      locationPreference: project.locationPreference ?? null,
      guestRange: labels.range('guest', project.guestRange, locale),
      budgetRange: labels.range('budget', project.budgetRange, locale),
      plannerBudgetRange: labels.range('planner_budget', project.plannerBudgetRange, locale),
      languages: (project.languages ?? []).map((iso) => labels.language(iso, locale)),
      message: row.message === null ? null : unlocked ? row.message : maskContact(row.message),
    },
    couple: { firstname: row.firstname, phoneVerified: row.phoneVerified },
    signals: {
      sentTo: row.sentTo,
      unlockedBy: row.unlockedBy,
      projectCreatedAt: row.projectCreatedAt?.toISOString() ?? null,
      completeness: completenessOf(project, row.message),
    },
    contact: unlocked ? { firstname: row.firstname, lastname: row.lastname, email: row.email, phone: row.phone } : null,
    unlockedAt: row.unlockedAt?.toISOString() ?? null,
    paid: row.unlockPrice,
    rejectReason: (row.rejectReason as Lead['rejectReason']) ?? null,
    report:
      row.reportReason && row.reportStatus && row.reportedAt
        ? {
            reason: row.reportReason as NonNullable<Lead['report']>['reason'],
            status: row.reportStatus,
            at: row.reportedAt.toISOString(),
          }
        : null,
    reportableUntil: until?.toISOString() ?? null,
  };
}
