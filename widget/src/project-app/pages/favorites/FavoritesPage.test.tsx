import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { knownUser } from '../../../screens/account/testing.ts';
import { memoryTokens, type Reply, type Route, renderWidget, scriptedFetch } from '../../../test/harness.tsx';
import { App } from '../../App.tsx';
import { appResources } from '../../i18n/resources.ts';
import { filterRoutes, provider, publicIdOf, signedIn, TOGGLE } from '../search/testing.tsx';
import { FavoritesPage } from './FavoritesPage.tsx';

const PLANNERS = 'GET /api/favorites/planners';
const listOf = (ids: number[]): Reply => ({ body: { success: true, prestataires: ids.map((id) => provider(id)) } });

function renderFavorites(routes: Record<string, Route>) {
  const location = memoryLocation({ path: '/favorites', record: true });
  const view = renderWidget(
    <Router hook={location.hook}>
      <FavoritesPage />
    </Router>,
    { ...signedIn, routes, resources: appResources },
  );
  return { ...view, location };
}

const names = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('FavoritesPage', () => {
  it("lists the couple's favorite providers in the server's order, each with its page, Contacter and a pressed heart", async () => {
    const { server, store } = renderFavorites({ [PLANNERS]: listOf([3, 1, 2]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Mes favoris' })).toBeTruthy();
    expect(screen.getByText('Chargement…')).toBeTruthy();
    await screen.findByRole('article', { name: 'Planner 3' });
    expect(names()).toEqual(['Planner 3', 'Planner 1', 'Planner 2']);

    const card = screen.getByRole('article', { name: 'Planner 1' });
    expect(within(card).getByRole('link', { name: 'Planner 1' }).getAttribute('href')).toBe('/providers/1');
    expect(within(card).getByRole('link', { name: 'Contacter Planner 1' }).getAttribute('href')).toBe(
      '/projects/new?prestataire=1',
    );
    expect(within(card).getByRole('button', { name: 'Retirer Planner 1 de mes favoris' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(server.calls(PLANNERS)[0]?.headers.get('authorization')).toBe('Bearer t');
    expect(store.getState().favorites).toEqual([3, 1, 2].map((id) => ({ publicId: publicIdOf(id) })));
  });

  it('takes an un-hearted provider out of the list once the server has answered, focus on the next card', async () => {
    const user = userEvent.setup();
    let answer: (reply: { body: unknown }) => void = () => undefined;
    const { server } = renderFavorites({
      [PLANNERS]: listOf([3, 1, 2]),
      [TOGGLE]: () => new Promise((resolve) => (answer = resolve)),
    });
    await user.click(await screen.findByRole('button', { name: 'Retirer Planner 1 de mes favoris' }));
    // Still there while the server has not answered.
    expect(names()).toEqual(['Planner 3', 'Planner 1', 'Planner 2']);
    answer({ body: { success: true, favorite: false } });

    await waitFor(() => expect(names()).toEqual(['Planner 3', 'Planner 2']));
    expect(server.calls(TOGGLE).map((request) => request.body)).toEqual([{ publicId: publicIdOf(1) }]);
    // The announcement and the focus follow the list's update (they raced it under load).
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Planner 1 a été retiré de vos favoris.'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Planner 2' })));
  });

  it('keeps the provider listed when the server refuses, and says why', async () => {
    const user = userEvent.setup();
    renderFavorites({
      [PLANNERS]: listOf([1]),
      [TOGGLE]: { status: 500, body: { success: false, error: 'Panne' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Retirer Planner 1 de mes favoris' }));
    expect((await screen.findByRole('alert')).textContent).toContain("Vos favoris n'ont pas pu être modifiés");
    expect(names()).toEqual(['Planner 1']);
  });

  it('shows the empty state with the way to the search once the last favorite is gone', async () => {
    const user = userEvent.setup();
    renderFavorites({ [PLANNERS]: listOf([1]), [TOGGLE]: { body: { success: true, favorite: false } } });
    await user.click(await screen.findByRole('button', { name: 'Retirer Planner 1 de mes favoris' }));
    const search = await screen.findByRole('link', { name: 'Rechercher un prestataire' });
    expect(search.getAttribute('href')).toBe('/search');
    expect(document.activeElement).toBe(search);
    expect(screen.getByText("Vous n'avez pas encore de prestataire favori.")).toBeTruthy();
  });

  it('says so when the couple has no favorite, with a link to the search', async () => {
    const user = userEvent.setup();
    const { location } = renderFavorites({ [PLANNERS]: listOf([]) });
    expect(await screen.findByText("Vous n'avez pas encore de prestataire favori.")).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Rechercher un prestataire' }));
    expect(location.history?.at(-1)).toBe('/search');
  });

  it('says when the list could not be loaded, and asks again on demand', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderFavorites({
      [PLANNERS]: () => (++calls === 1 ? { status: 500, body: { success: false, error: 'Panne' } } : listOf([2])),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      "Vos favoris n'ont pas pu être chargés : Le service est momentanément indisponible. Réessayez dans quelques instants.",
    );
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: 'Planner 2' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('/favorites in the app', () => {
  const environment = { origin: 'http://project.alliance.test', hostname: 'project.alliance.test', search: '' };
  function renderApp(path: string, routes: Record<string, Route>, signedInTokens: boolean) {
    const server = scriptedFetch(routes);
    const location = memoryLocation({ path, record: true });
    render(
      <App
        fetch={server.fetch}
        tokens={memoryTokens(signedInTokens ? { token: 'access', refreshToken: 'refresh' } : {})}
        locale="fr"
        environment={environment}
        locationHook={location.hook}
      />,
    );
    return { server, location };
  }

  it('shows the sign-in gate to a couple not signed in, and asks the server nothing', async () => {
    const { server } = renderApp('/favorites', {}, false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Connectez-vous ou créez votre compte' })).toBeTruthy();
    expect(await screen.findByLabelText('Numéro de téléphone mobile')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Mes favoris' })).toBeNull();
    expect(server.requests).toHaveLength(0);
  });

  it('opens from the navigation for a signed-in couple, focus on its heading', async () => {
    const user = userEvent.setup();
    renderApp(
      '/search',
      {
        ...filterRoutes,
        'GET /api/me': { body: { user: knownUser } },
        'GET /api/directory/favorites': { body: { success: true, data: [{ publicId: publicIdOf(5) }] } },
        'GET /api/get-all-planners': { body: { success: true, prestataires: [], next_page: null } },
        [PLANNERS]: listOf([5]),
      },
      true,
    );
    // Once the stored session is checked (the app moves no focus before).
    await screen.findByRole('button', { name: 'Se déconnecter' });
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    await user.click(within(nav).getByRole('link', { name: 'Mes favoris' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Mes favoris' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(await screen.findByRole('article', { name: 'Planner 5' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Mes favoris', current: 'page' }).getAttribute('href')).toBe('/favorites');
  });
});
