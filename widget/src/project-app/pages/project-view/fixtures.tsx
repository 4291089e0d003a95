/** Test data of the project view's tests (only tests import it). */
import type { ProjectRequest } from '@alliance/shared/couple-account';
import type { Project } from '@alliance/shared/projects';
import { providers, user } from '../../../screens/presentation/fixtures.tsx';
import { type HarnessOptions, type Route, renderWidget } from '../../../test/harness.tsx';
import { appResources } from '../../i18n/resources.ts';
import { ProjectViewPage } from './ProjectViewPage.tsx';

export const project: Project = {
  id: 5,
  eventDate: '2099-06-20',
  eventType: 'mariage',
  eventTypeName: 'Mariage',
  eventLocation: 'Lyon (69001)',
  serviceType: 'organisation-complete',
  theme: 'Champêtre',
  location: { city: 'Lyon', zipCode: '69001', countryCode: 'FR', latitude: 45.76, longitude: 4.83 },
  locationPreference: 'venue-wanted',
  guestRange: '50-100',
  budgetRange: '10k-20k',
  plannerBudgetRange: '2k-5k',
  languages: ['fr', 'en'],
  message: 'Nous cherchons une ferme.\nAvec un grand jardin.',
};

const [first, second, third] = providers as [(typeof providers)[0], (typeof providers)[0], (typeof providers)[0]];
const more = (id: number, name: string) => ({ ...third, id, name, isPremium: false });

export const requests: ProjectRequest[] = [
  { prestataire: first, status: 'sent', sentAt: '2099-01-10T10:00:00Z' },
  { prestataire: second, status: 'viewed', sentAt: '2099-01-11T10:00:00Z' },
  { prestataire: third, status: 'unlocked', sentAt: '2099-01-12T10:00:00Z' },
  { prestataire: more(21, 'Maison Rose'), status: 'declined', sentAt: '2099-01-13T10:00:00Z' },
  { prestataire: more(22, 'Jour J'), status: 'withdrawn', sentAt: '2099-01-14T10:00:00Z' },
];

const suggested = [more(31, 'Fleurs de Loire'), more(32, 'Le Grand Jour'), more(33, 'Oui !')];

const named = (pairs: [string, string][]) => pairs.map(([slug, name]) => ({ slug, name }));
const ranged = (pairs: [string, string][]) => pairs.map(([slug, label]) => ({ slug, label, min: 0, max: null }));

/** The reference lists, as the server gives them in French. */
const referenceRoutes: Record<string, Route> = {
  'GET /api/event-types': {
    body: {
      success: true,
      eventTypes: named([
        ['mariage', 'Mariage'],
        ['bapteme', 'Baptême'],
      ]),
    },
  },
  'GET /api/service-types': {
    body: {
      success: true,
      serviceTypes: named([
        ['organisation-complete', 'Organisation complète'],
        ['coordination-jour-j', 'Coordination du jour J'],
      ]),
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
    body: {
      success: true,
      ranges: ranged([
        ['50-100', '50 à 100 invités'],
        ['100-150', '100 à 150 invités'],
      ]),
    },
  },
  'GET /api/project/ranges/budget': { body: { success: true, ranges: ranged([['10k-20k', '10 000 à 20 000 €']]) } },
  'GET /api/project/ranges/planner-budget': { body: { success: true, ranges: ranged([['2k-5k', '2 000 à 5 000 €']]) } },
};

export const PROJECT_ROUTE = 'GET /api/project/5';

/** The page of project 5 as a signed-in couple sees it; `routes` replace the defaults. */
export function renderProjectView(routes: Record<string, Route> = {}, options: Omit<HarnessOptions, 'routes'> = {}) {
  return renderWidget(<ProjectViewPage projectId={5} />, {
    state: { screen: 'presentation', user, phone: user.phone },
    tokens: { token: 't', refreshToken: 'r' },
    resources: appResources,
    ...options,
    routes: {
      [PROJECT_ROUTE]: { body: { success: true, project, requests } },
      'POST /api/get-prestataires': { body: { success: true, prestataires: suggested, next_page: 2 } },
      ...referenceRoutes,
      ...routes,
    },
  });
}
