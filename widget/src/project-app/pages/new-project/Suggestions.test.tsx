import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Route, renderWidget } from '../../../test/harness.tsx';
import { Suggestions } from '../../components/Suggestions.tsx';
import { appResources } from '../../i18n/resources.ts';
import { provider, USER } from './testing.tsx';

const SUGGEST = 'POST /api/get-prestataires';
const MORE = 'POST /api/get-more-prestataires';
const CHOOSE = 'POST /api/choose-prestataires';
const FIRST = [
  provider(51, 'Élégance Événements', { isPremium: true, hasLoggedInTheLastDays: true, cp: '75008', city: 'Paris' }),
  provider(52, 'Les Jolis Jours'),
  provider(53, 'Atelier Blanc', { langues: [{ iso: 'it', label: 'Italien' }] }),
];
const SECOND = [provider(54, 'Fleur de Sel'), provider(55, 'Maison Oria')];

function setup(routes: Record<string, Route>) {
  const view = renderWidget(<Suggestions project={31} />, {
    state: { user: USER },
    tokens: { token: 'access', refreshToken: 'refresh' },
    resources: appResources,
    routes: { [SUGGEST]: { body: { success: true, prestataires: FIRST, next_page: 2 } }, ...routes },
  });
  return { ...view, user: userEvent.setup() };
}

const cardNames = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));

describe('Suggestions after saving', () => {
  it('shows the 3 suggested profiles as cards, none ticked', async () => {
    const { server } = setup({});
    await waitFor(() => expect(cardNames()).toEqual(['Élégance Événements', 'Les Jolis Jours', 'Atelier Blanc']));
    expect(server.calls(SUGGEST).map((r) => r.body)).toEqual([{ project: 31 }]);
    const premium = screen.getByRole('article', { name: 'Élégance Événements' });
    expect(premium.className).toContain('premium');
    expect(premium.textContent).toContain('Paris (75)');
    expect(premium.textContent).toContain('Sponsorisé');
    expect(premium.textContent).toContain('Actif récemment');
    expect(within(premium).getByRole('list', { name: 'Langues parlées' }).textContent).toBe('Français');
    expect(screen.getAllByRole('checkbox').every((box) => !(box as HTMLInputElement).checked)).toBe(true);
  });

  it('contacts exactly the two ticked providers and names them', async () => {
    const { server, user } = setup({ [CHOOSE]: { body: { success: true, sent: [51, 53], alreadySent: [] } } });
    await user.click(await screen.findByRole('checkbox', { name: 'Contacter Élégance Événements' }));
    await user.click(screen.getByRole('checkbox', { name: 'Contacter Les Jolis Jours' }));
    await user.click(screen.getByRole('checkbox', { name: 'Contacter Atelier Blanc' }));
    await user.click(screen.getByRole('checkbox', { name: 'Contacter Les Jolis Jours' }));
    await user.click(screen.getByRole('button', { name: 'Contacter la sélection' }));

    const confirmation = await screen.findByText('Votre demande a été envoyée à Élégance Événements et Atelier Blanc.');
    expect(server.calls(CHOOSE).map((r) => r.body)).toEqual([{ project: 31, prestataires: [51, 53] }]);
    await waitFor(() => expect(document.activeElement).toBe(confirmation.parentElement));
    // The contacted ones leave the list; the other one can still be chosen.
    expect(cardNames()).toEqual(['Les Jolis Jours']);
  });

  it('asks to tick someone before contacting, without calling the server', async () => {
    const { server, user } = setup({});
    await user.click(await screen.findByRole('button', { name: 'Contacter la sélection' }));
    expect(screen.getByRole('alert').textContent).toBe('Cochez au moins un prestataire.');
    expect(server.calls(CHOOSE)).toHaveLength(0);
  });

  it('asks for a message when the project has none, then sends it along', async () => {
    const replies = [
      { body: { success: false, error: 'no-message', sent: [], alreadySent: [] } },
      { body: { success: true, sent: [52], alreadySent: [] } },
    ];
    const { server, user } = setup({ [CHOOSE]: () => replies.shift() ?? { status: 500 } });
    await user.click(await screen.findByRole('checkbox', { name: 'Contacter Les Jolis Jours' }));
    await user.click(screen.getByRole('button', { name: 'Contacter la sélection' }));
    const field = await screen.findByRole('textbox', { name: 'Saisissez votre message' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    await user.type(field, 'Bonjour !');
    await user.click(screen.getByRole('button', { name: 'Contacter la sélection' }));
    await screen.findByText('Votre demande a été envoyée à Les Jolis Jours.');
    expect(server.calls(CHOOSE).map((r) => r.body)).toEqual([
      { project: 31, prestataires: [52] },
      { project: 31, prestataires: [52], message: 'Bonjour !' },
    ]);
  });

  it('"see more" appends the next profiles, then disappears on the last page', async () => {
    const { server, user } = setup({ [MORE]: { body: { success: true, prestataires: SECOND, next_page: null } } });
    await user.click(await screen.findByRole('button', { name: 'Voir plus de prestataires' }));
    await waitFor(() => expect(cardNames()).toHaveLength(5));
    expect(cardNames().slice(3)).toEqual(['Fleur de Sel', 'Maison Oria']);
    expect(server.calls(MORE).map((r) => r.body)).toEqual([{ project: 31, page: 2 }]);
    expect(screen.queryByRole('button', { name: 'Voir plus de prestataires' })).toBeNull();
    // The first new profile takes the focus: the couple reads on from there.
    await waitFor(() => expect(document.activeElement?.getAttribute('data-provider')).toBe('54'));
  });

  it('hides "see more" when there is no next page', async () => {
    setup({ [SUGGEST]: { body: { success: true, prestataires: FIRST, next_page: null } } });
    await screen.findByRole('article', { name: 'Atelier Blanc' });
    expect(screen.queryByRole('button', { name: 'Voir plus de prestataires' })).toBeNull();
  });

  it('a town that cannot be located gives a friendly text and no list', async () => {
    setup({ [SUGGEST]: { body: { success: false, prestataires: [], error_slug: 'city-not-found', next_page: null } } });
    expect(await screen.findByText(/Nous n'avons pas pu situer votre lieu/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rechercher des prestataires' }).getAttribute('href')).toBe('/search');
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Contacter la sélection' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Voir plus de prestataires' })).toBeNull();
  });

  it('says when the suggestions could not be fetched', async () => {
    setup({ [SUGGEST]: { status: 500, body: { success: false, error: 'Panne' } } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Une erreur est survenue lors de la récupération des prestataires : Le service est momentanément indisponible. Réessayez dans quelques instants.',
    );
  });
});
