/** Test data of the presentation screen's tests (not part of the bundle: only tests import it). */
import type { ProjectSummary } from '@alliance/shared/projects';
import type { ProviderCard } from '@alliance/shared/providers';
import type { User } from '@alliance/shared/user';
import { type HarnessOptions, type Route, renderWidget } from '../../test/harness.tsx';
import { PresentationScreen } from './PresentationScreen.tsx';

export const user: User = {
  phone: '+33612345678',
  locale: 'fr',
  latitude: 45.76,
  longitude: 4.83,
  has_finished_onboarding: true,
  email: 'camille@example.fr',
  firstname: 'Camille',
  lastname: 'Martin',
  city: 'Lyon',
  zipCode: '69001',
  country: 'FR',
};

export const projects: ProjectSummary[] = [
  { id: 3, eventDate: '2099-06-20', eventType: 'mariage', eventTypeName: 'Wedding', eventLocation: 'Lyon (69001)' },
  { id: 7, eventDate: '2098-09-05', eventType: 'bapteme', eventTypeName: 'Baptism', eventLocation: 'Nantes (44000)' },
  { id: 9, eventDate: '2020-01-11', eventType: 'mariage', eventTypeName: 'Mariage', eventLocation: 'Paris (75001)' },
  { id: 5, eventDate: '2099-01-02', eventType: 'anniversaire', eventTypeName: 'Anniversaire', eventLocation: null },
];

export const providers: ProviderCard[] = [
  {
    id: 11,
    publicId: '00000000-0000-4000-8000-000000000011',
    name: 'Élégance Événements',
    city: 'Paris',
    cp: '75008',
    portrait: '<p>Nous organisons des <strong>mariages</strong> depuis 2009.</p>',
    profileUrl: 'http://www.alliance.test/wedding-planners/75/paris/elegance',
    profileImage: 'http://www.alliance.test/image/11',
    isPremium: true,
    hasLoggedInTheLastDays: true,
    langues: [
      { iso: 'fr', label: 'Français' },
      { iso: 'en', label: 'Anglais' },
    ],
  },
  {
    id: 12,
    publicId: '00000000-0000-4000-8000-000000000012',
    name: 'Les Jolis Jours',
    city: 'Lyon',
    cp: '69003',
    portrait: '<p>Des fêtes à votre image.</p>',
    profileUrl: 'http://www.alliance.test/wedding-planners/69/lyon/jolis-jours',
    profileImage: null,
    isPremium: false,
    hasLoggedInTheLastDays: false,
    langues: [
      { iso: 'it', label: 'Italien' },
      { iso: 'eo', label: 'Espéranto' },
    ],
  },
  {
    id: 13,
    publicId: '00000000-0000-4000-8000-000000000013',
    name: 'Atelier Blanc',
    city: 'Bordeaux',
    cp: '33000',
    portrait: '',
    profileUrl: 'http://www.alliance.test/wedding-planners/33/bordeaux/atelier-blanc',
    profileImage: null,
    isPremium: false,
    hasLoggedInTheLastDays: true,
    langues: [{ iso: 'es', label: 'Espagnol' }],
  },
];

/** The screen as a signed-in couple sees it, projects listed unless a route says otherwise. */
export function renderPresentation(routes: Record<string, Route> = {}, options: Omit<HarnessOptions, 'routes'> = {}) {
  return renderWidget(<PresentationScreen />, {
    state: { screen: 'presentation', user, phone: user.phone },
    tokens: { token: 't', refreshToken: 'r' },
    ...options,
    routes: { 'GET /api/get-projects': { body: { success: true, projects } }, ...routes },
  });
}

/** Replies given in turn, the last one repeated. */
export function inTurn(...replies: { status?: number; body: unknown }[]): Route {
  let next = 0;
  return () => replies[Math.min(next++, replies.length - 1)] ?? { status: 500 };
}
