import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import type { StoredTokens } from '../api/tokens.ts';
import { codeBoxes, knownUser, submitPhone } from '../screens/account/testing.ts';
import { memoryTokens, type Route, scriptedFetch } from '../test/harness.tsx';
import { App } from './App.tsx';

const environment = { origin: 'http://project.alliance.test', hostname: 'project.alliance.test', search: '' };
const SIGNED_IN: StoredTokens = { token: 'access', refreshToken: 'refresh' };
const me = {
  'GET /api/me': { body: { user: knownUser } },
  'GET /api/directory/favorites': { body: { success: true, data: [] } },
};
const projects = [
  { id: 12, eventDate: '2031-06-14', eventType: 'mariage', eventTypeName: 'Mariage', eventLocation: 'Bordeaux (33000)' },
  { id: 9, eventDate: '2031-09-02', eventType: 'bapteme', eventTypeName: 'Baptême', eventLocation: null },
];

/** The whole app at `path`, on a scripted server, with tokens in memory. */
function renderApp(path: string, options: { routes?: Record<string, Route>; tokens?: StoredTokens; search?: string } = {}) {
  const server = scriptedFetch(options.routes ?? {});
  const tokens = memoryTokens(options.tokens);
  const location = memoryLocation({ path, record: true });
  const view = render(
    <App
      fetch={server.fetch}
      tokens={tokens}
      locale="fr"
      environment={{ ...environment, search: options.search ?? '' }}
      locationHook={location.hook}
    />,
  );
  return { ...view, server, tokens, location };
}

describe('the app shell', () => {
  it("shows the widget's phone screen inside the app on a couple's page while signed out", async () => {
    const { server } = renderApp('/favorites');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connectez-vous ou créez votre compte' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Recevez votre code de vérification' })).toBeTruthy();
    expect(await screen.findByLabelText('Numéro de téléphone mobile')).toBeTruthy();
    // Issue 7: signed out, the navigation offers "Se connecter", no link to a private page.
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Rechercher un prestataire', 'Se connecter']);
    expect(within(nav).getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/account');
    // Issue 4: the legal pages of the www host, from the footer.
    const legal = screen.getByRole('navigation', { name: 'Informations légales' });
    expect(within(legal).getByRole('link', { name: 'Politique de confidentialité' }).getAttribute('href')).toBe(
      'http://www.alliance.test/confidentialite/',
    );
    expect(within(legal).getByRole('link', { name: "Conditions d'utilisation" }).getAttribute('href')).toMatch(
      /\/conditions-utilisation\/$/,
    );
    expect(screen.getByText('Données géographiques : GeoNames (CC BY 4.0) et Licence Ouverte – INSEE/Etalab.')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });

  it('checks a stored session first, with a loading state, then shows the couple their projects', async () => {
    const { server } = renderApp('/', {
      tokens: SIGNED_IN,
      routes: { ...me, 'GET /api/get-projects': { body: { success: true, projects } } },
    });
    expect(screen.getByRole('status').textContent).toBe('Chargement…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes projets' })).toBeTruthy();
    const wedding = await screen.findByRole('link', { name: /Mariage/ });
    expect(wedding.getAttribute('href')).toBe('/projects/12');
    expect(wedding.textContent).toContain('14 juin 2031');
    expect(wedding.textContent).toContain('Bordeaux (33000)');
    expect(screen.getByRole('link', { name: /Baptême/ }).getAttribute('href')).toBe('/projects/9');
    expect(screen.getByRole('link', { name: 'Décrire un nouveau projet' }).getAttribute('href')).toBe('/projects/new');
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
    expect(server.calls('GET /api/get-projects')[0]?.headers.get('authorization')).toBe('Bearer access');
  });

  it('signs a couple in by phone on the home page, then shows their projects with focus on the heading', async () => {
    const user = userEvent.setup();
    const { tokens } = renderApp('/', {
      routes: {
        'POST /api/check-phone': { body: { success: true } },
        'POST /api/verify-phone': { body: { success: true, token: 'access', refresh_token: 'refresh' } },
        'POST /api/check-account': { body: { hasAccount: true, user: knownUser } },
        'GET /api/get-projects': { body: { success: true, projects } },
        'GET /api/directory/favorites': { body: { success: true, data: [] } },
      },
    });
    await submitPhone(user);
    await screen.findByRole('heading', { name: 'Saisissez le code reçu par SMS' });
    await user.click(codeBoxes()[0] as HTMLInputElement);
    await user.keyboard('123456');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Mes projets' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(await screen.findByRole('link', { name: /Mariage/ })).toBeTruthy();
    expect(tokens.current).toEqual({ token: 'access', refreshToken: 'refresh' });
  });

  it('says so when the couple has no upcoming project', async () => {
    renderApp('/', { tokens: SIGNED_IN, routes: { ...me, 'GET /api/get-projects': { body: { success: true, projects: [] } } } });
    expect(await screen.findByText("Vous n'avez pas encore de projet à venir.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Décrire un nouveau projet' })).toBeTruthy();
  });

  it("shows a visitor the service's promises, testimonials and the sign-in on the home page", async () => {
    const { server } = renderApp('/', { routes: { 'GET /api/app-stats': { body: { success: true, providers: 1234 } } } });
    expect(screen.getByRole('heading', { level: 1, name: 'Décrivez votre mariage, recevez des devis gratuits' })).toBeTruthy();
    // Issue 5: the number of providers is the database's; no answer time is promised.
    expect(await screen.findByText(/^1\s234 prestataires référencés$/)).toBeTruthy();
    expect(server.calls('GET /api/app-stats')).toHaveLength(1);
    expect(screen.queryByText(/24 heures/)).toBeNull();
    for (const claim of ['Votre projet décrit en 3 à 5 minutes', '3 profils suggérés', '6 fois plus de réponses']) {
      expect(screen.getByText(claim)).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Décrire mon projet' }).getAttribute('href')).toBe('/projects/new');
    const testimonials = screen.getByRole('region', { name: 'Exemples de témoignages' });
    expect(within(testimonials).getAllByRole('figure')).toHaveLength(3);
    expect(within(testimonials).getByText('Camille et Julien, mariés à Bordeaux')).toBeTruthy();
    expect(await screen.findByLabelText('Numéro de téléphone mobile')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Se déconnecter' })).toBeNull();
  });

  it("sends the widget's link on to the creation page, keeping the provider", async () => {
    const { location } = renderApp('/?project=new&prestataire=42', { search: '?project=new&prestataire=42' });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/projects/new?prestataire=42'));
    // Replaced, not pushed: Back leaves the app instead of bouncing on the redirect.
    expect(location.history).toHaveLength(1);
    // Issue 3: the steps are open to a signed-out couple; the phone is asked for at the save.
    expect(await screen.findByRole('heading', { level: 1, name: 'Décrivez votre projet' })).toBeTruthy();
  });

  it('shows the 404 page on an unknown path, with a way home', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/nope/nothing');
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: "Retour à l'accueil" }));
    expect(location.history?.at(-1)).toBe('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Décrivez votre mariage, recevez des devis gratuits' })).toBeTruthy();
  });

  it('treats a project or provider id that is not a number as an unknown page', () => {
    renderApp('/projects/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
  });

  it('moves focus to the new page heading after a navigation, and names the document after it', async () => {
    const user = userEvent.setup();
    renderApp('/', {
      routes: { 'GET /api/get-all-planners': { body: { success: true, prestataires: [], next_page: null } } },
    });
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    await user.click(within(nav).getByRole('link', { name: 'Rechercher un prestataire' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Rechercher un prestataire' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.title).toBe('Rechercher un prestataire · Alliance');
    expect(within(nav).getByRole('link', { name: 'Rechercher un prestataire', current: 'page' })).toBeTruthy();
  });

  it('logs out: the server revokes the session, the tokens go, the home page says so', async () => {
    const user = userEvent.setup();
    const { server, tokens } = renderApp('/', {
      tokens: SIGNED_IN,
      routes: {
        ...me,
        'GET /api/get-projects': { body: { success: true, projects } },
        'POST /api/logout': { body: { success: true } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    expect((await screen.findByRole('status')).textContent).toBe('Vous êtes déconnecté. À bientôt !');
    expect(server.calls('POST /api/logout')[0]?.headers.get('authorization')).toBe('Bearer access');
    expect(tokens.current).toEqual({});
    expect(await screen.findByLabelText('Numéro de téléphone mobile')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Se déconnecter' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  it('logs out here even when the server cannot be reached', async () => {
    const user = userEvent.setup();
    const { tokens } = renderApp('/', {
      tokens: SIGNED_IN,
      routes: { ...me, 'GET /api/get-projects': { body: { success: true, projects } }, 'POST /api/logout': { status: 503 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    await screen.findByLabelText('Numéro de téléphone mobile');
    expect(tokens.current).toEqual({});
  });

  it('says the session expired and asks for the phone again when it cannot be renewed', async () => {
    renderApp('/account', {
      tokens: SIGNED_IN,
      routes: { 'GET /api/me': { status: 401 }, 'POST /api/token/refresh': { status: 401 } },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Votre session a expiré. Veuillez vous reconnecter.');
    expect(await screen.findByLabelText('Numéro de téléphone mobile')).toBeTruthy();
  });

  it('sets the page language, and the app speaks the one it was given', () => {
    const server = scriptedFetch({});
    render(
      <App
        fetch={server.fetch}
        tokens={memoryTokens()}
        locale="de"
        environment={environment}
        locationHook={memoryLocation({ path: '/x' }).hook}
      />,
    );
    expect(document.documentElement.lang).toBe('de');
    expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
  });
});
