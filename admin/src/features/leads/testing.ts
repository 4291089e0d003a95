import type { Lead } from '@alliance/shared/leads';

/** A lead as the server answers it, with some fields changed (tests). */
export function leadWith(overrides: Partial<Omit<Lead, 'project'>> & { project?: Partial<Lead['project']> } = {}): Lead {
  const { project, ...rest } = overrides;
  return {
    uuid: '0b9a4b52-6f3c-4b8e-9d7a-2f1e3c4d5e60',
    status: 'new',
    receivedAt: '2026-05-04T09:30:00.000Z',
    price: 4,
    source: 'directory',
    project: {
      eventType: 'mariage',
      eventTypeName: 'Mariage',
      eventDate: '2026-09-12',
      city: 'Bordeaux',
      cp: '33000',
      departement: '33',
      serviceType: 'Décoration',
      theme: 'Bohème',
      locationPreference: 'venue-found',
      guestRange: '100 à 150 invités',
      budgetRange: '20 000 à 30 000 €',
      plannerBudgetRange: null,
      languages: ['fr', 'en'],
      message: 'Bonjour,\nnous cherchons une décoratrice. Écrivez-nous à […]',
      ...project,
    },
    couple: { firstname: 'Léa', phoneVerified: true },
    signals: { sentTo: 3, unlockedBy: 1, projectCreatedAt: '2026-05-01T08:00:00.000Z', completeness: 80 },
    contact: null,
    unlockedAt: null,
    paid: null,
    rejectReason: null,
    report: null,
    reportableUntil: null,
    ...rest,
  };
}

export const uuidOf = (n: number) => `0b9a4b52-6f3c-4b8e-9d7a-${String(n).padStart(12, '0')}`;

/** The inbox's answer. */
export const leadList = (
  items: Lead[],
  nextPage: number | null = null,
  counts: Partial<Record<Lead['status'], number>> = {},
) => ({
  success: true,
  items,
  next_page: nextPage,
  counts: { new: 0, viewed: 0, unlocked: 0, rejected: 0, withdrawn: 0, ...counts },
});
