import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heading, meWith, type Route, renderAdmin, SIGNED_IN } from '../../test/harness.tsx';

const VIEWS = {
  success: true,
  days: 7,
  total: 9,
  items: [
    { day: '2026-05-01', count: 2 },
    { day: '2026-05-02', count: 0 },
    { day: '2026-05-03', count: 4 },
    { day: '2026-05-04', count: 0 },
    { day: '2026-05-05', count: 1 },
    { day: '2026-05-06', count: 0 },
    { day: '2026-05-07', count: 2 },
  ],
};
const RATES = {
  success: true,
  days: 30,
  departement: { code: '33', name: 'Gironde' },
  comparison: { scope: 'departement', code: '33', name: 'Gironde', providers: 24 },
  received: { value: 12, departement: 8 },
  viewed: { value: 0.75, departement: 0.6 },
  unlocked: { value: 0.5, departement: 0.25 },
  rejected: { value: 0.125, departement: null },
  medianMinutesToFirstView: { value: 45, departement: 180 },
  medianMinutesToUnlock: { value: 4320, departement: null },
};
const PORTFOLIOS = {
  success: true,
  days: 30,
  items: [
    {
      portfolioId: 3,
      title: 'Mariage au château',
      total: 3,
      days: [
        { day: '2026-05-01', count: 1 },
        { day: '2026-05-02', count: 2 },
      ],
    },
    {
      portfolioId: 5,
      title: 'Bohème en Provence',
      total: 7,
      days: [
        { day: '2026-05-01', count: 5 },
        { day: '2026-05-02', count: 2 },
      ],
    },
  ],
};

const open = (routes: Record<string, Route> = {}, path = '/statistics') =>
  renderAdmin(path, {
    tokens: SIGNED_IN,
    routes: {
      'GET /api/me': { body: meWith() },
      'GET /api/views': { body: VIEWS },
      'GET /api/rates': { body: RATES },
      'GET /api/portfolio-views': { body: PORTFOLIOS },
      ...routes,
    },
  });

/** The table's rows as their cells' texts (spaces normalised: Intl writes narrow no-break spaces). */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent?.replace(/\s/g, ' ')));

describe('the statistics page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the profile views per day in a table beside the chart, matching the data', async () => {
    const { server } = await open();
    await heading('Statistiques');
    const section = screen.getByRole('region', { name: 'Vues de votre profil' });
    const table = await within(section).findByRole('table', { name: 'Vues du profil par jour' });
    expect(rowsOf(table)).toEqual([
      ['Jour', 'Vues'],
      ['1 mai 2026', '2'],
      ['2 mai 2026', '0'],
      ['3 mai 2026', '4'],
      ['4 mai 2026', '0'],
      ['5 mai 2026', '1'],
      ['6 mai 2026', '0'],
      ['7 mai 2026', '2'],
    ]);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(7);
    expect(within(section).getByText('9 vues sur la période')).toBeTruthy();
    // The chart is one picture named like the table, whose rows hold its figures; a bar per day.
    const chart = within(section).getByRole('img', { name: 'Vues du profil par jour' });
    const bars = [...chart.querySelectorAll('rect')];
    expect(bars.map((bar) => bar.querySelector('title')?.textContent)).toEqual([
      '1 mai — 2',
      '2 mai — 0',
      '3 mai — 4',
      '4 mai — 0',
      '5 mai — 1',
      '6 mai — 0',
      '7 mai — 2',
    ]);
    // The tallest bar is the day with the most views.
    const heights = bars.map((bar) => Number(bar.getAttribute('height')));
    expect(heights.indexOf(Math.max(...heights))).toBe(2);
    // The table scrolls in its own box, which a keyboard can reach.
    const box = within(section).getByRole('region', { name: 'Vues du profil par jour' });
    expect(box.getAttribute('tabindex')).toBe('0');
    expect(server.calls('GET /api/views').map((r) => r.url.search)).toEqual(['?days=30']);
    expect(document.title).toBe('Statistiques · Alliance');
  });

  it('compares the rates with the département, in a table with its headers', async () => {
    await open();
    await heading('Statistiques');
    const section = screen.getByRole('region', { name: 'Demandes et réactivité' });
    const table = await within(section).findByRole('table', { name: 'Vos demandes comparées aux autres prestataires publiés' });
    expect(rowsOf(table)).toEqual([
      ['Indicateur', 'Vous', 'Gironde (33)'],
      ['Demandes reçues', '12', '8'],
      ['Part des demandes lues', '75 %', '60 %'],
      ['Part des demandes débloquées', '50 %', '25 %'],
      ['Part des demandes refusées', '13 %', '—Non disponible'],
      ['Délai médian avant la première lecture', '45 minutes', '3 heures'],
      ['Délai médian avant le déblocage', '3 jours', '—Non disponible'],
    ]);
    expect(within(section).getByText('12 demandes reçues sur la période')).toBeTruthy();
    expect(within(section).getByText('Comparé aux 24 prestataires publiés du département Gironde (33).')).toBeTruthy();
  });

  it('says when the comparison is with the région or the country, and with how many providers', async () => {
    await open({
      'GET /api/rates': {
        body: { ...RATES, comparison: { scope: 'region', code: '53', name: 'Bretagne', providers: 42 } },
      },
    });
    await heading('Statistiques');
    const section = screen.getByRole('region', { name: 'Demandes et réactivité' });
    expect(
      await within(section).findByText(
        'Comparé à la région Bretagne (42 prestataires) : votre département compte moins de 10 prestataires publiés.',
      ),
    ).toBeTruthy();
    const table = within(section).getByRole('table', { name: 'Vos demandes comparées aux autres prestataires publiés' });
    expect(rowsOf(table)[0]).toEqual(['Indicateur', 'Vous', 'Bretagne']);
  });

  it('names the country in the page language', async () => {
    await open({
      'GET /api/rates': { body: { ...RATES, comparison: { scope: 'country', code: 'BE', name: 'Belgium', providers: 1 } } },
    });
    await heading('Statistiques');
    const section = screen.getByRole('region', { name: 'Demandes et réactivité' });
    expect(
      await within(section).findByText(
        'Comparé à tout le pays, Belgique (1 prestataire) : votre département et votre région comptent moins de 10 prestataires publiés.',
      ),
    ).toBeTruthy();
  });

  it('lists the portfolios, most viewed first, with their best day', async () => {
    await open();
    await heading('Statistiques');
    const section = screen.getByRole('region', { name: 'Vues de vos portfolios' });
    const table = await within(section).findByRole('table', { name: 'Vues par portfolio sur la période' });
    expect(rowsOf(table)).toEqual([
      ['Portfolio', 'Vues', 'Meilleur jour'],
      ['Bohème en Provence', '7', '1 mai 2026 (5 vues)'],
      ['Mariage au château', '3', '2 mai 2026 (2 vues)'],
    ]);
  });

  it('asks again for the period chosen, kept in the address', async () => {
    const user = userEvent.setup();
    const { server, path } = await open();
    await heading('Statistiques');
    const period = screen.getByRole('group', { name: 'Période' });
    expect((within(period).getByRole('radio', { name: '30 derniers jours' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(period).getByRole('radio', { name: '90 derniers jours' }));
    await waitFor(() => expect(server.calls('GET /api/views').map((r) => r.url.search)).toEqual(['?days=30', '?days=90']));
    expect(server.calls('GET /api/rates').map((r) => r.url.search)).toEqual(['?days=30', '?days=90']);
    expect(server.calls('GET /api/portfolio-views').map((r) => r.url.search)).toEqual(['?days=30', '?days=90']);
    expect(path()).toBe('/statistics?days=90');
    const radio = within(period).getByRole('radio', { name: '90 derniers jours' }) as HTMLInputElement;
    expect(radio.checked).toBe(true);
    // The keyboard stays where it was: the period changed, not the page.
    expect(document.activeElement).toBe(radio);
    // Arrow keys move through the periods (user-event reads CSS.escape, which jsdom lacks).
    vi.stubGlobal('CSS', { escape: (text: string) => text.replace(/[^\w-]/g, (c) => `\\${c}`) });
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(path()).toBe('/statistics?days=365'));
    await waitFor(() => expect(server.calls('GET /api/views').at(-1)?.url.search).toBe('?days=365'));
  });

  it('opens on the period in the address', async () => {
    const { server } = await open({}, '/statistics?days=7');
    await heading('Statistiques');
    expect((screen.getByRole('radio', { name: '7 derniers jours' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(server.calls('GET /api/views').map((r) => r.url.search)).toEqual(['?days=7']));
  });

  it('says when there is nothing to show yet', async () => {
    await open({
      'GET /api/views': { body: { ...VIEWS, total: 0, items: VIEWS.items.map((item) => ({ ...item, count: 0 })) } },
      'GET /api/rates': {
        body: {
          ...RATES,
          departement: null,
          comparison: null,
          received: { value: 0, departement: null },
          viewed: { value: null, departement: null },
          unlocked: { value: null, departement: null },
          rejected: { value: null, departement: null },
          medianMinutesToFirstView: { value: null, departement: null },
          medianMinutesToUnlock: { value: null, departement: null },
        },
      },
      'GET /api/portfolio-views': { body: { success: true, days: 30, items: [] } },
    });
    await heading('Statistiques');
    expect(await screen.findByText('Aucune vue de votre profil sur cette période.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Vues du profil par jour' })).toBeNull();
    expect(await screen.findByText('Aucune demande reçue sur cette période.')).toBeTruthy();
    expect(screen.getByText(/vos chiffres ne peuvent pas être comparés/)).toBeTruthy();
    const portfolios = screen.getByRole('region', { name: 'Vues de vos portfolios' });
    expect(await within(portfolios).findByText(/Vous n'avez pas encore de portfolio/)).toBeTruthy();
    expect(within(portfolios).getByRole('link', { name: 'Créer un portfolio' }).getAttribute('href')).toBe('/portfolios');
  });

  it('shows a failed section with a retry, the others still shown', async () => {
    const user = userEvent.setup();
    let calls = 0;
    await open({
      'GET /api/views': () =>
        ++calls === 1 ? { status: 500, body: { success: false, error: 'Erreur interne' } } : { body: VIEWS },
    });
    await heading('Statistiques');
    const section = screen.getByRole('region', { name: 'Vues de votre profil' });
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('Erreur 500');
    expect(await screen.findByRole('table', { name: 'Vos demandes comparées aux autres prestataires publiés' })).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await within(section).findByRole('table', { name: 'Vues du profil par jour' })).toBeTruthy();
  });
});
