import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { heading, me, type Route, renderAdmin, SIGNED_IN } from '../../test/harness.tsx';
import { leadList, leadWith, uuidOf } from './testing.ts';

const inbox = (routes: Record<string, Route>, path = '/leads') =>
  renderAdmin(path, { tokens: SIGNED_IN, routes: { 'GET /api/me': { body: me }, ...routes } });
const cards = () => screen.getAllByRole('article');

const fresh = leadWith({ uuid: uuidOf(1) });
const viewed = leadWith({
  uuid: uuidOf(2),
  status: 'viewed',
  price: 0,
  source: 'own-site',
  project: { eventTypeName: 'Anniversaire de mariage', eventDate: null },
});
const COUNTS = { new: 1, viewed: 1, unlocked: 2 };

describe('the leads inbox', () => {
  it('lists the leads with their price, signals and status; a new one stands out', async () => {
    await inbox({ 'GET /api/event-requests/': { body: leadList([fresh, viewed], null, COUNTS) } });
    await heading('Demandes des couples');
    await waitFor(() => expect(cards()).toHaveLength(2));
    const [first, second] = cards();
    if (!first || !second) throw new Error('two cards');
    expect(within(first).getByRole('link', { name: 'Mariage, 12 septembre 2026' }).getAttribute('href')).toBe(
      `/leads/${uuidOf(1)}`,
    );
    expect(within(first).getByText('Nouvelle')).toBeTruthy();
    expect(first.className).toContain('unread');
    expect(within(first).getByText('Prix : 4 crédits')).toBeTruthy();
    expect(within(first).getByText('Bordeaux (33000)')).toBeTruthy();
    expect(within(first).getByText('Invités : 100 à 150 invités')).toBeTruthy();
    const signals = within(first).getByRole('list', { name: 'Indices de fiabilité' });
    expect(
      within(signals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Téléphone vérifié',
      'Projet créé le 1 mai 2026',
      'Projet rempli à 80\u00a0%',
      'Envoyée à 3 prestataires',
      'Débloquée par 1 prestataire',
    ]);
    expect(within(second).getByText('Gratuite : envoyée depuis votre propre site')).toBeTruthy();
    expect(second.className).not.toContain('unread');
    // Tabs with their counts; "all" adds them up.
    const tabs = screen.getByRole('navigation', { name: 'Filtrer par statut' });
    expect(within(tabs).getByRole('link', { name: 'Toutes (4)' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Débloquées (2)' })).toBeTruthy();
  });

  it('says who wrote and their first words on each card, "non précisé" for what the couple did not say', async () => {
    const vague = leadWith({
      uuid: uuidOf(3),
      couple: { firstname: 'Hugo', phoneVerified: false },
      project: { guestRange: null, budgetRange: null, message: '\n  Bonjour ! Écrivez-nous à […]. Merci\nDeuxième ligne' },
    });
    const pack = (credits: number, net: number) => ({
      id: `pack-${credits}`,
      credits,
      price: { amount: net, currency: 'EUR' },
      total: { amount: Math.round(net * 1.2), currency: 'EUR' },
      vatRate: 2000,
    });
    await inbox({
      'GET /api/event-requests/': { body: leadList([fresh, vague], null, COUNTS) },
      'GET /api/credit/packs': { body: { success: true, packs: [pack(10, 3900), pack(60, 18900)] } },
    });
    await heading('Demandes des couples');
    await waitFor(() => expect(cards()).toHaveLength(2));
    const [first, second] = cards();
    if (!first || !second) throw new Error('two cards');
    expect(within(first).getByText('Envoyée par Léa')).toBeTruthy();
    expect(within(first).getByText('« Bonjour, »')).toBeTruthy();
    expect(within(second).getByText('Envoyée par Hugo')).toBeTruthy();
    // The first line only, masked as the server sent it.
    expect(within(second).getByText('« Bonjour ! Écrivez-nous à […]. Merci »')).toBeTruthy();
    expect(within(second).getByText('Invités : non précisé')).toBeTruthy();
    expect(within(second).getByText('Budget : non précisé')).toBeTruthy();
    // The price in money incl. VAT: 4 credits at 3,78 € to 4,68 €.
    const euros = (cents: number) => new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' }).format(cents / 100);
    const spaced = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
    await waitFor(() =>
      expect(spaced(within(second).getByText(/^Prix/).textContent)).toBe(
        spaced(`Prix : 4 crédits ≈ ${euros(1512)} à ${euros(1872)} TTC`),
      ),
    );
  });

  it('filters by status with the tabs, each tab with its own empty state', async () => {
    const user = userEvent.setup();
    const { server } = await inbox({
      'GET /api/event-requests/': ({ url }) => {
        const status = url.searchParams.get('status');
        if (status === 'new') return { body: leadList([fresh], null, COUNTS) };
        if (status === 'withdrawn') return { body: leadList([], null, COUNTS) };
        return { body: leadList([fresh, viewed], null, COUNTS) };
      },
    });
    await heading('Demandes des couples');
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(screen.getByRole('link', { name: 'Nouvelles (1)' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Nouvelles (1)' }).getAttribute('aria-current')).toBe('page');
    expect(server.calls('GET /api/event-requests/').at(-1)?.url.searchParams.get('status')).toBe('new');
    await user.click(screen.getByRole('link', { name: 'Retirées (0)' }));
    expect(await screen.findByText('Aucune demande retirée par un couple.')).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('opens on the tab the address names (the dashboard links to the new leads)', async () => {
    const { server } = await inbox({ 'GET /api/event-requests/': { body: leadList([], null) } }, '/leads?status=new');
    await heading('Demandes des couples');
    expect(await screen.findByText('Aucune nouvelle demande.')).toBeTruthy();
    expect(server.calls('GET /api/event-requests/')[0]?.url.searchParams.get('status')).toBe('new');
  });

  it('loads the next page on demand and moves the focus to its first lead', async () => {
    const user = userEvent.setup();
    const older = leadWith({ uuid: uuidOf(3), status: 'unlocked', project: { eventTypeName: 'Baptême' } });
    const { server } = await inbox({
      'GET /api/event-requests/': ({ url }) =>
        url.searchParams.get('page') === '2'
          ? { body: leadList([older], null, COUNTS) }
          : { body: leadList([fresh, viewed], 2, COUNTS) },
    });
    await heading('Demandes des couples');
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Afficher plus de demandes' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Baptême, 12 septembre 2026' }));
    expect(screen.queryByRole('button', { name: 'Afficher plus de demandes' })).toBeNull();
    expect(server.calls('GET /api/event-requests/').map((r) => r.url.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('says so when the inbox cannot be read, and tries again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    await inbox({
      'GET /api/event-requests/': () =>
        ++calls === 1 ? { status: 500, body: { success: false, error: 'Erreur interne' } } : { body: leadList([fresh]) },
    });
    await heading('Demandes des couples');
    expect((await screen.findByRole('alert')).textContent).toContain('Erreur 500\u00a0: Erreur interne');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });
});
