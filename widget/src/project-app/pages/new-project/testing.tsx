/** Test data and helpers of the project-creation tests (only tests import this file). */
import type { Locality } from '@alliance/shared/locality';
import type { Project } from '@alliance/shared/projects';
import type { ProviderCard } from '@alliance/shared/providers';
import type { User } from '@alliance/shared/user';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { type HarnessOptions, type Route, renderWidget } from '../../../test/harness.tsx';
import { appResources } from '../../i18n/resources.ts';
import { NewProjectPage } from './NewProjectPage.tsx';

export const USER: User = {
  phone: '+33612345678',
  locale: 'fr',
  latitude: 44.84,
  longitude: -0.58,
  has_finished_onboarding: true,
  email: 'camille@example.fr',
  firstname: 'Camille',
  lastname: 'Martin',
  city: 'Bordeaux',
  zipCode: '33000',
  country: 'FR',
};

const BORDEAUX: Locality = {
  label: 'Bordeaux (33000)',
  city: 'Bordeaux',
  zipCode: '33000',
  countryCode: 'FR',
  latitude: 44.8378,
  longitude: -0.5792,
};

const range = (slug: string, label: string) => ({ slug, label, min: 0, max: null });

export const REFERENCE: Record<string, Route> = {
  'GET /api/event-types': {
    body: {
      success: true,
      eventTypes: [
        { slug: 'mariage', name: 'Mariage' },
        { slug: 'pacs', name: 'PACS' },
      ],
    },
  },
  'GET /api/service-types': {
    body: {
      success: true,
      serviceTypes: [
        { slug: 'organisation-complete', name: 'Organisation complète' },
        { slug: 'coordination-jour-j', name: 'Coordination du jour J' },
      ],
    },
  },
  'GET /api/langues': {
    body: {
      success: true,
      langues: [
        { iso: 'fr', label: 'Français' },
        { iso: 'en', label: 'Anglais' },
        { iso: 'it', label: 'Italien' },
      ],
    },
  },
  'GET /api/project/ranges/guest': {
    body: { success: true, ranges: [range('moins-de-50', 'Moins de 50 invités'), range('50-100', '50 à 100 invités')] },
  },
  'GET /api/project/ranges/budget': {
    body: {
      success: true,
      ranges: [range('moins-de-10000', 'Moins de 10 000 €'), range('10000-20000', 'De 10 000 € à 20 000 €')],
    },
  },
  'GET /api/project/ranges/planner-budget': {
    body: { success: true, ranges: [range('moins-de-1500', 'Moins de 1 500 €'), range('1500-3000', 'De 1 500 € à 3 000 €')] },
  },
  'GET /search/locality': { body: { results: [BORDEAUX], next_page: null } },
};

export const provider = (id: number, name: string, extra: Partial<ProviderCard> = {}): ProviderCard => ({
  id,
  publicId: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  name,
  city: 'Bordeaux',
  cp: '33000',
  portrait: '',
  profileUrl: `http://www.alliance.test/wedding-planners/33/bordeaux/${id}`,
  profileImage: null,
  isPremium: false,
  hasLoggedInTheLastDays: false,
  langues: [{ iso: 'fr', label: 'Français' }],
  ...extra,
});

export const savedProject = (id: number): Project => ({
  id,
  eventDate: '2099-06-20',
  eventType: 'mariage',
  eventTypeName: 'Mariage',
  eventLocation: 'Bordeaux (33000)',
  serviceType: null,
  theme: null,
  location: null,
  locationPreference: null,
  guestRange: null,
  budgetRange: null,
  plannerBudgetRange: null,
  languages: ['fr'],
  message: null,
});

/** The page as a signed-in couple opens it, the reference lists served unless a route says otherwise. */
export function renderPage(providerId: number | null, routes: Record<string, Route> = {}, options: HarnessOptions = {}) {
  return renderWidget(<NewProjectPage providerId={providerId} />, {
    state: { user: USER, phone: USER.phone, screen: 'presentation' },
    tokens: { token: 'access', refreshToken: 'refresh' },
    resources: appResources,
    ...options,
    routes: { ...REFERENCE, ...routes },
  });
}

/**
 * ProseMirror measures the page to scroll the caret into view; jsdom has no layout. Zero-sized
 * rectangles are enough for it (the editor's behaviour is what the tests look at).
 */
export function stubLayout(): void {
  const rect = () => new DOMRect(0, 0, 0, 0);
  const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  for (const proto of [Range.prototype, Element.prototype] as unknown as Record<string, unknown>[]) {
    proto.getClientRects ??= rects;
    proto.getBoundingClientRect ??= rect;
  }
  document.elementFromPoint ??= () => null;
}

export const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Suivant' }));
export const heading = () => screen.getByRole('heading', { level: 2 });

/** The message tied to a field or group through its aria-describedby, when it is marked invalid. */
export function messageOf(element: HTMLElement): string | undefined {
  if (element.getAttribute('aria-invalid') !== 'true') return undefined;
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  const found = ids.map((id) => document.getElementById(id)).find((node) => node?.classList.contains('field-error'));
  return found?.textContent ?? undefined;
}

/** Steps 1 to 4 answered the shortest way: 8 interactions (clicks and typed fields). */
export async function answerSteps1To4(user: UserEvent) {
  await user.click(await screen.findByRole('radio', { name: 'Mariage' })); // 1
  await next(user); // 2
  await user.type(screen.getByLabelText("Date de l'événement"), '2099-06-20'); // 3
  await next(user); // 4
  await user.type(screen.getByRole('combobox', { name: 'Lieu' }), 'Bord'); // 5
  await user.click(await screen.findByRole('option', { name: 'Bordeaux (33000)' })); // 6
  await next(user); // 7
  await next(user); // 8
}
