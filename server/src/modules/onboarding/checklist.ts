import { CHECKLIST_ITEMS } from '@alliance/shared/onboarding';
import type { Executor } from '../../db/client.ts';
import { checklistRow } from './onboarding.repo.ts';

/**
 * Where a provider's profile stands on the dashboard's checklist, read in one query so the
 * dashboard makes one call. Every answer comes from stored data, never from what the SPA remembers.
 */
export async function readChecklist(db: Executor, providerId: number) {
  const row = await checklistRow(db, providerId);
  return {
    success: true as const,
    items: CHECKLIST_ITEMS.map((key) => ({ key, done: row?.[key] === true })),
  };
}
