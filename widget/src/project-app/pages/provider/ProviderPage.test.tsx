import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { provider, publicIdOf, renderAt, signedIn, TOGGLE } from '../search/testing.tsx';

const planner = (id: number) => ({
  [`GET /api/get-planner/${id}`]: { body: { success: true, prestataire: provider(id, { isPremium: true }) } },
});

describe('provider page', () => {
  it("shows the provider's card and portrait, with the way to ask for a quote", async () => {
    renderAt('/providers/5', { provider: 5 }, planner(5));
    expect(await screen.findByRole('heading', { level: 1, name: 'Planner 5' })).toBeTruthy();
    expect(screen.getByText('Sponsorisé')).toBeTruthy();
    expect(screen.getByText('mariages').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Demander un devis gratuit' }).getAttribute('href')).toBe(
      '/projects/new?prestataire=5',
    );
    const profile = screen.getByRole('link', { name: /^Voir son profil complet/ });
    expect(profile.textContent).toContain("(s'ouvre dans un nouvel onglet)");
    expect(profile.getAttribute('target')).toBe('_blank');
  });

  it('says when the provider does not exist', async () => {
    renderAt(
      '/providers/404',
      { provider: 404 },
      {
        'GET /api/get-planner/404': { status: 404, body: { success: false, error: 'Prestataire introuvable' } },
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Prestataire introuvable' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à la recherche' }).getAttribute('href')).toBe('/search');
  });

  it('lets a signed-in couple add the provider to their favorites, then remove them', async () => {
    const user = userEvent.setup();
    let favorite = false;
    const { server, store } = renderAt(
      '/providers/5',
      { provider: 5 },
      {
        ...planner(5),
        [TOGGLE]: () => {
          favorite = !favorite;
          return { body: { success: true, favorite } };
        },
      },
      signedIn,
    );
    const add = await screen.findByRole('button', { name: 'Ajouter Planner 5 à mes favoris' });
    expect(add.getAttribute('aria-pressed')).toBe('false');
    await user.click(add);
    expect((await screen.findByRole('button', { name: 'Retirer Planner 5 de mes favoris' })).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(store.getState().favorites).toEqual([{ publicId: publicIdOf(5) }]);

    await user.click(screen.getByRole('button', { name: 'Retirer Planner 5 de mes favoris' }));
    await screen.findByRole('button', { name: 'Ajouter Planner 5 à mes favoris' });
    expect(store.getState().favorites).toEqual([]);
    expect(server.calls(TOGGLE).map((request) => request.body)).toEqual([
      { publicId: publicIdOf(5) },
      { publicId: publicIdOf(5) },
    ]);
  });

  it('shows the heart pressed for a provider already among the favorites', async () => {
    const { store } = renderAt('/providers/5', { provider: 5 }, planner(5), signedIn);
    store.getState().setFavorites([{ publicId: publicIdOf(5) }]);
    expect((await screen.findByRole('button', { name: 'Retirer Planner 5 de mes favoris' })).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('tells a visitor to sign in to keep favorites', async () => {
    renderAt('/providers/5', { provider: 5 }, planner(5));
    await screen.findByRole('heading', { level: 1, name: 'Planner 5' });
    expect(screen.queryByRole('button', { name: /favoris/ })).toBeNull();
    const link = screen.getByRole('link', { name: 'Connectez-vous pour enregistrer vos prestataires favoris' });
    expect(link.getAttribute('href')).toBe('/');
  });
});
