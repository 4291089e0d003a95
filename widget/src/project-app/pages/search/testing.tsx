/** Test data of the search and provider pages (only tests import it). */
import type { ProviderCard } from '@alliance/shared/providers';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { user } from '../../../screens/presentation/fixtures.tsx';
import { type HarnessOptions, type Route, renderWidget } from '../../../test/harness.tsx';
import { appResources } from '../../i18n/resources.ts';
import { ProviderPage } from '../provider/ProviderPage.tsx';
import { SearchPage } from './SearchPage.tsx';

export const LIST = 'GET /api/get-all-planners';
export const TOGGLE = 'POST /api/directory/toggle-favorite';

/** A provider's public id, from its number (a valid v4 uuid, as the server checks). */
export const publicIdOf = (id: number) => `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`;

export function provider(id: number, overrides: Partial<ProviderCard> = {}): ProviderCard {
  return {
    id,
    publicId: publicIdOf(id),
    name: `Planner ${id}`,
    city: 'Bordeaux',
    cp: '33000',
    portrait: '<p>Vingt ans de <strong>mariages</strong>.</p>',
    profileUrl: `http://www.alliance.test/wedding-planners/profile/planner-${id}`,
    profileImage: null,
    isPremium: false,
    hasLoggedInTheLastDays: true,
    langues: [
      { iso: 'fr', label: 'Français' },
      { iso: 'en', label: 'Anglais' },
    ],
    ...overrides,
  };
}

/** One page of `get-all-planners`. */
export const page = (ids: number[], nextPage: number | null) => ({
  body: { success: true, prestataires: ids.map((id) => provider(id)), next_page: nextPage },
});

/** The filters' lists and the locality search, as the server answers them. */
export const filterRoutes: Record<string, Route> = {
  // The site's départements, by région (www host): the search names them (issue 7).
  'GET /api/directory/regions': {
    body: {
      success: true,
      regions: [
        {
          code: '75',
          name: 'Nouvelle-Aquitaine',
          departements: [{ code: '33', slug: 'gironde', name: 'Gironde', providers: 2 }],
        },
        { code: '94', name: 'Corse', departements: [{ code: '2A', slug: 'corse-du-sud', name: 'Corse-du-Sud', providers: 1 }] },
        { code: '76', name: 'Occitanie', departements: [{ code: '48', slug: 'lozere', name: 'Lozère', providers: 0 }] },
        {
          code: '53',
          name: 'Bretagne',
          departements: [{ code: '22', slug: 'cotes-d-armor', name: "Côtes-d'Armor", providers: 0 }],
        },
      ],
    },
  },
  'GET /api/service-types': {
    body: {
      success: true,
      serviceTypes: [
        { slug: 'organisation-complete', name: 'Organisation complète' },
        { slug: 'organisation-partielle', name: 'Organisation partielle' },
      ],
    },
  },
  'GET /api/langues': {
    body: {
      success: true,
      langues: [
        { iso: 'fr', label: 'Français' },
        { iso: 'en', label: 'Anglais' },
      ],
    },
  },
  'GET /search/locality': {
    body: {
      results: [
        { label: 'Bordeaux (33000)', city: 'Bordeaux', zipCode: '33000', countryCode: 'FR', latitude: 44.84, longitude: -0.58 },
      ],
      next_page: null,
    },
  },
};

/** A signed-in couple, as the session check leaves the store. */
export const signedIn: Pick<HarnessOptions, 'state' | 'tokens'> = {
  state: { screen: 'presentation', user, phone: user.phone },
  tokens: { token: 't', refreshToken: 'r' },
};

/** The search page, or a provider's, at an address, inside the app's translations. */
export function renderAt(
  path: string,
  ui: 'search' | { provider: number },
  routes: Record<string, Route>,
  options: Omit<HarnessOptions, 'routes' | 'resources'> = {},
) {
  const location = memoryLocation({ path, record: true });
  const view = renderWidget(
    <Router hook={location.hook}>{ui === 'search' ? <SearchPage /> : <ProviderPage providerId={ui.provider} />}</Router>,
    { ...options, routes: { ...filterRoutes, ...routes }, resources: appResources },
  );
  return { ...view, location };
}
