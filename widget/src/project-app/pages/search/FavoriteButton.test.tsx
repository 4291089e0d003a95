import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LIST, page, publicIdOf, renderAt, signedIn, TOGGLE } from './testing.tsx';

const heart = (name: string) => screen.getByRole('button', { name });
const favoriteIds = (store: ReturnType<typeof renderAt>['store']) => store.getState().favorites.map((item) => item.publicId);

describe('favorites on the search results', () => {
  it("shows each card's heart pressed for the couple's favorites", async () => {
    const { store } = renderAt('/search', 'search', { [LIST]: page([1, 2], null) }, signedIn);
    store.getState().setFavorites([{ publicId: publicIdOf(2) }]);
    const card = await screen.findByRole('article', { name: 'Planner 1' });
    expect(within(card).getByRole('button', { name: 'Ajouter Planner 1 à mes favoris' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(heart('Retirer Planner 2 de mes favoris').getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText('Connectez-vous pour enregistrer vos prestataires favoris')).toBeNull();
  });

  it('adds a provider: the server is told by public id, the heart and the store follow its answer', async () => {
    const user = userEvent.setup();
    const { server, store } = renderAt(
      '/search',
      'search',
      { [LIST]: page([1, 2], null), [TOGGLE]: { body: { success: true, favorite: true } } },
      signedIn,
    );
    store.getState().setFavorites([{ publicId: publicIdOf(2) }]);
    await user.click(await screen.findByRole('button', { name: 'Ajouter Planner 1 à mes favoris' }));

    const pressed = await screen.findByRole('button', { name: 'Retirer Planner 1 de mes favoris' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(pressed);
    expect(server.calls(TOGGLE).map((request) => request.body)).toEqual([{ publicId: publicIdOf(1) }]);
    expect(server.calls(TOGGLE)[0]?.headers.get('authorization')).toBe('Bearer t');
    expect(server.calls(TOGGLE)[0]?.url.origin).toBe('http://www.alliance.test');
    expect(favoriteIds(store)).toEqual([publicIdOf(1), publicIdOf(2)]);
  });

  it('removes a provider when the server says it is no longer a favorite', async () => {
    const user = userEvent.setup();
    const { store } = renderAt(
      '/search',
      'search',
      { [LIST]: page([1, 2], null), [TOGGLE]: { body: { success: true, favorite: false } } },
      signedIn,
    );
    store.getState().setFavorites([{ publicId: publicIdOf(1) }, { publicId: publicIdOf(2) }]);
    await user.click(await screen.findByRole('button', { name: 'Retirer Planner 2 de mes favoris' }));
    expect((await screen.findByRole('button', { name: 'Ajouter Planner 2 à mes favoris' })).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(favoriteIds(store)).toEqual([publicIdOf(1)]);
  });

  it('asks once while the server has not answered', async () => {
    const user = userEvent.setup();
    let answer: (reply: { body: unknown }) => void = () => undefined;
    const { server } = renderAt(
      '/search',
      'search',
      { [LIST]: page([1], null), [TOGGLE]: () => new Promise((resolve) => (answer = resolve)) },
      signedIn,
    );
    const button = await screen.findByRole('button', { name: 'Ajouter Planner 1 à mes favoris' });
    await user.click(button);
    await user.click(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    answer({ body: { success: true, favorite: true } });
    await screen.findByRole('button', { name: 'Retirer Planner 1 de mes favoris' });
    expect(server.calls(TOGGLE)).toHaveLength(1);
  });

  it('says when the change failed, and leaves the heart as it was', async () => {
    const user = userEvent.setup();
    const { store } = renderAt(
      '/search',
      'search',
      { [LIST]: page([1], null), [TOGGLE]: { status: 500, body: { success: false, error: 'Panne' } } },
      signedIn,
    );
    const button = await screen.findByRole('button', { name: 'Ajouter Planner 1 à mes favoris' });
    await user.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      "Vos favoris n'ont pas pu être modifiés : Le service est momentanément indisponible. Réessayez dans quelques instants.",
    );
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.getAttribute('aria-describedby')).toBe(alert.id);
    expect(store.getState().favorites).toEqual([]);
  });

  it('goes away when the session has ended', async () => {
    const user = userEvent.setup();
    const { sessionExpired } = renderAt(
      '/search',
      'search',
      {
        [LIST]: page([1], null),
        [TOGGLE]: { status: 401, body: { error: 'Unauthorized' } },
        'POST /api/token/refresh': { status: 401, body: { error: 'Unauthorized' } },
      },
      signedIn,
    );
    await user.click(await screen.findByRole('button', { name: 'Ajouter Planner 1 à mes favoris' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /favoris/ })).toBeNull());
    expect(sessionExpired).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Connectez-vous pour enregistrer vos prestataires favoris' })).toBeTruthy();
  });

  it('is not offered to a visitor, who is told once how to keep favorites', async () => {
    renderAt('/search', 'search', { [LIST]: page([1, 2], null) });
    await screen.findByText('2 prestataires affichés');
    expect(screen.queryByRole('button', { name: /favoris/ })).toBeNull();
    const links = screen.getAllByRole('link', { name: 'Connectez-vous pour enregistrer vos prestataires favoris' });
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/');
  });

  it('says nothing about favorites while the session is being checked', async () => {
    renderAt('/search', 'search', { [LIST]: page([1], null) }, { state: { screen: 'loading' } });
    await screen.findByText('1 prestataire affiché');
    expect(screen.queryByRole('button', { name: /favoris/ })).toBeNull();
    expect(screen.queryByText('Connectez-vous pour enregistrer vos prestataires favoris')).toBeNull();
  });

  it('speaks the interface language', async () => {
    const { store } = renderAt('/search', 'search', { [LIST]: page([1, 2], null) }, { ...signedIn, locale: 'en' });
    store.getState().setFavorites([{ publicId: publicIdOf(2) }]);
    expect(await screen.findByRole('button', { name: 'Add Planner 1 to my favourites' })).toBeTruthy();
    expect(heart('Remove Planner 2 from my favourites')).toBeTruthy();
  });
});
