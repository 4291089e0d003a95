import type { ProviderCard } from '@alliance/shared/providers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { type Route, renderWidget } from '../../../test/harness.tsx';
import { appResources } from '../../i18n/resources.ts';
import { ProviderPage } from '../provider/ProviderPage.tsx';
import { SearchPage } from './SearchPage.tsx';

const LIST = 'GET /api/get-all-planners';

function provider(id: number, overrides: Partial<ProviderCard> = {}): ProviderCard {
  return {
    id,
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

const page = (ids: number[], nextPage: number | null) => ({
  body: { success: true, prestataires: ids.map((id) => provider(id)), next_page: nextPage },
});

function renderAt(path: string, ui: 'search' | { provider: number }, routes: Record<string, Route>) {
  const location = memoryLocation({ path, record: true });
  const view = renderWidget(
    <Router hook={location.hook}>{ui === 'search' ? <SearchPage /> : <ProviderPage providerId={ui.provider} />}</Router>,
    { routes, resources: appResources },
  );
  return { ...view, location };
}

describe('provider search', () => {
  it('lists the providers with where they work, their languages and the two ways on', async () => {
    const { server } = renderAt('/search', 'search', { [LIST]: page([1, 2], null) });
    expect(await screen.findByText('2 prestataires affichés')).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Planner 1' });
    expect(within(card).getByRole('link', { name: 'Planner 1' }).getAttribute('href')).toBe('/providers/1');
    expect(within(card).getByText('Bordeaux · département 33')).toBeTruthy();
    expect(within(card).getByText('Actif récemment')).toBeTruthy();
    expect(within(card).getByText('Anglais')).toBeTruthy();
    const contact = within(card).getByRole('link', { name: 'Demander un devis Planner 1' });
    expect(contact.getAttribute('href')).toBe('/projects/new?prestataire=1');
    expect(server.calls(LIST)[0]?.url.search).toBe('?page=1');
    expect(screen.queryByRole('button', { name: 'Voir plus de prestataires' })).toBeNull();
  });

  it('narrows to a département, kept in the address', async () => {
    const user = userEvent.setup();
    const { server, location } = renderAt('/search', 'search', {
      [LIST]: (request) => (request.url.searchParams.get('departement') === '2A' ? page([7], null) : page([1, 2], null)),
    });
    await screen.findByText('2 prestataires affichés');
    await user.type(screen.getByLabelText('Département'), '2a');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText('1 prestataire affiché dans le département 2A')).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/search?departement=2A');
    expect(server.calls(LIST).at(-1)?.url.searchParams.get('departement')).toBe('2A');
  });

  it('refuses a malformed département under the field, without a call', async () => {
    const user = userEvent.setup();
    const { server } = renderAt('/search', 'search', { [LIST]: page([1], null) });
    await screen.findByText('1 prestataire affiché');
    const input = screen.getByLabelText('Département');
    await user.type(input, '3-3');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    const message = screen.getByText('Numéro de département invalide');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    expect(server.calls(LIST)).toHaveLength(1);
  });

  it('says when a département has nobody', async () => {
    renderAt('/search?departement=48', 'search', { [LIST]: page([], null) });
    expect(await screen.findByText('Aucun prestataire trouvé dans le département 48.')).toBeTruthy();
    expect((screen.getByLabelText('Département') as HTMLInputElement).value).toBe('48');
  });

  it('shows more on demand and moves focus to the first new provider', async () => {
    const user = userEvent.setup();
    const { server } = renderAt('/search', 'search', {
      [LIST]: (request) => (request.url.searchParams.get('page') === '2' ? page([3, 4], null) : page([1, 2], 2)),
    });
    await user.click(await screen.findByRole('button', { name: 'Voir plus de prestataires' }));
    expect(await screen.findByText('4 prestataires affichés')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Planner 3' })));
    expect(server.calls(LIST).map((request) => request.url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Voir plus de prestataires' })).toBeNull();
  });

  it('shows a failure with a way to try again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderAt('/search', 'search', {
      [LIST]: () => (++calls === 1 ? { status: 500, body: { success: false, error: 'Panne' } } : page([1], null)),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Une erreur est survenue : Erreur 500 : Panne');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('1 prestataire affiché')).toBeTruthy();
  });
});

describe('provider page', () => {
  it("shows the provider's card and portrait, with the way to ask for a quote", async () => {
    renderAt(
      '/providers/5',
      { provider: 5 },
      {
        'GET /api/get-planner/5': { body: { success: true, prestataire: provider(5, { isPremium: true }) } },
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Planner 5' })).toBeTruthy();
    expect(screen.getByText('Premium')).toBeTruthy();
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
});
