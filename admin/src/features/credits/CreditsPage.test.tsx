import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heading, meWith, type Route, renderAdmin, SIGNED_IN } from '../../test/harness.tsx';

const PACKS = {
  success: true,
  packs: [
    {
      id: 'pack-10',
      credits: 10,
      price: { amount: 3900, currency: 'EUR' },
      total: { amount: 4680, currency: 'EUR' },
      vatRate: 2000,
    },
    {
      id: 'pack-25',
      credits: 25,
      price: { amount: 8900, currency: 'EUR' },
      total: { amount: 10680, currency: 'EUR' },
      vatRate: 2000,
    },
  ],
};
const LEAD = '0b9a4b52-6f3c-4b8e-9d7a-2f1e3c4d5e60';
const LOGS = {
  success: true,
  balance: 12,
  next_page: 2,
  items: [
    { id: 4, at: '2026-05-06T10:00:00.000Z', delta: 4, balanceAfter: 12, kind: 'refund', reason: 'withdrawn', requestUuid: LEAD },
    { id: 3, at: '2026-05-05T10:00:00.000Z', delta: -4, balanceAfter: 8, kind: 'unlock', requestUuid: LEAD },
    { id: 2, at: '2026-05-04T10:00:00.000Z', delta: 10, balanceAfter: 12, kind: 'purchase', invoiceNumber: 'ALL-2026-000001' },
  ],
};
const OLDER = {
  success: true,
  balance: 12,
  next_page: null,
  items: [{ id: 1, at: '2026-05-01T10:00:00.000Z', delta: 2, balanceAfter: 2, kind: 'welcome' }],
};
const money = (amount: number, currency = 'EUR') => ({ amount, currency });
const INVOICES = {
  success: true,
  items: [
    {
      number: 'ALL-2026-000001',
      issuedAt: '2026-05-04T10:00:00.000Z',
      description: '10 crédits',
      net: money(3900),
      vat: money(780),
      total: money(4680),
      vatRate: 2000,
      reverseCharge: false,
      pdfUrl: '/api/invoices/ALL-2026-000001.pdf',
    },
  ],
};
const euros = (cents: number) => new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' }).format(cents / 100);

const open = (routes: Record<string, Route> = {}, path = '/credits') =>
  renderAdmin(path, {
    tokens: SIGNED_IN,
    routes: {
      'GET /api/me': { body: meWith({ credits: 12 }) },
      'GET /api/credit/packs': { body: PACKS },
      'GET /api/credit/logs': ({ url }) => ({ body: url.searchParams.get('page') === '2' ? OLDER : LOGS }),
      'GET /api/invoices/': { body: INVOICES },
      ...routes,
    },
  });

describe('the credits page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the balance and the packs (incl. and excl. VAT, per credit); buying goes to the checkout page', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    const { server } = await open({
      'POST /api/credit/buy': { body: { success: true, checkoutUrl: 'http://app.alliance.test/payment/sandbox/cs_1' } },
    });
    await heading('Crédits');
    expect(screen.getByText('Votre solde : 12 crédits')).toBeTruthy();
    const packs = screen.getByRole('region', { name: 'Acheter des crédits' });
    const pack = (await within(packs).findByRole('heading', { name: '25 crédits' })).closest('li') as HTMLElement;
    expect(within(pack).getByText(`${euros(10680)} TTC`, { normalizer: (t) => t })).toBeTruthy();
    expect(within(pack).getByText(`${euros(8900)} HT`, { normalizer: (t) => t })).toBeTruthy();
    expect(within(pack).getByText(`soit ${euros(427)} TTC le crédit`, { normalizer: (t) => t })).toBeTruthy();
    await user.click(within(pack).getByRole('button', { name: 'Acheter 25 crédits' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://app.alliance.test/payment/sandbox/cs_1'));
    expect(server.calls('POST /api/credit/buy').map((r) => r.body)).toEqual([{ pack: 'pack-25' }]);
  });

  it('from a lead short of credits: the purchase carries the lead back, and the page links to it', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    const { server } = await open(
      { 'POST /api/credit/buy': { body: { success: true, checkoutUrl: 'http://app.alliance.test/payment/sandbox/cs_2' } } },
      `/credits?lead=${LEAD}`,
    );
    await heading('Crédits');
    expect(screen.getByRole('link', { name: 'Revenir à la demande' }).getAttribute('href')).toBe(`/leads/${LEAD}`);
    const packs = screen.getByRole('region', { name: 'Acheter des crédits' });
    await user.click(await within(packs).findByRole('button', { name: 'Acheter 10 crédits' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(server.calls('POST /api/credit/buy').map((r) => r.body)).toEqual([{ pack: 'pack-10', returnTo: `/leads/${LEAD}` }]);
  });

  it('reads only a lead uuid from the address, never a path of its own', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign: vi.fn() } as Location);
    const { server } = await open(
      { 'POST /api/credit/buy': { body: { success: true, checkoutUrl: 'http://app.alliance.test/payment/sandbox/cs_3' } } },
      `/credits?lead=${encodeURIComponent('https://evil.example/')}`,
    );
    await heading('Crédits');
    expect(screen.queryByRole('link', { name: 'Revenir à la demande' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Acheter 10 crédits' }));
    await waitFor(() => expect(server.calls('POST /api/credit/buy').map((r) => r.body)).toEqual([{ pack: 'pack-10' }]));
  });

  it('says the payment was canceled when the checkout sends the provider back', async () => {
    await open({}, `/credits?payment=canceled&lead=${LEAD}`);
    await heading('Crédits');
    const canceled = screen.getByText("Paiement annulé\u00a0: aucun montant n'a été débité et aucun crédit ajouté.", {
      normalizer: (text) => text,
    });
    expect(canceled.getAttribute('role')).toBe('status');
    expect(screen.getByRole('link', { name: 'Revenir à la demande' }).getAttribute('href')).toBe(`/leads/${LEAD}`);
  });

  it('publishes the price grid by guests and budget, and the free and refund rules', async () => {
    await open();
    await heading('Crédits');
    const grid = screen.getByRole('table', { name: /Crédits par demande débloquée/ });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(headers).toEqual([
      'Invités / budget',
      'Budget inférieur à 20 000 €',
      'Budget de 20 000 € à 49 999 €',
      'Budget de 50 000 € et plus',
    ]);
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Moins de 50 invités',
      'De 50 à 149 invités',
      '150 invités et plus',
    ]);
    // Each price in credits and in money incl. VAT: from the cheapest credit (25 at 106,80 €) to the dearest (10 at 46,80 €).
    const range = (credits: number) => `≈ ${euros(Math.round(credits * 427.2))} à ${euros(credits * 468)} TTC`;
    await waitFor(() =>
      expect(
        within(rows[1] as HTMLElement)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual([3, 4, 5].map((credits) => `${credits} crédits${range(credits)}`)),
    );
    // On a phone each row is a card: every cell says which budget it is for.
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')[0]
        ?.dataset.label?.replace(/\s/g, ' '),
    ).toBe('Budget inférieur à 20 000 €');
    const rules = screen.getByRole('region', { name: 'Grille des prix' });
    expect(within(rules).getByText('Les demandes envoyées depuis votre propre site sont gratuites.')).toBeTruthy();
    expect(within(rules).getByText(/retire sa demande dans les 7 jours/)).toBeTruthy();
    expect(within(rules).getByText(/signalez un problème .* dans les 7 jours/)).toBeTruthy();
  });

  it('lists the ledger in words, with links to the leads, page after page', async () => {
    const user = userEvent.setup();
    await open();
    await heading('Crédits');
    const ledger = await screen.findByRole('table', { name: 'Historique des crédits' });
    await waitFor(() => expect(within(ledger).getAllByRole('row')).toHaveLength(4));
    const cells = (index: number) =>
      within(within(ledger).getAllByRole('row')[index] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(1)).toEqual(['6 mai 2026', 'Remboursement (demande retirée par le couple)', '+4', '12', 'Voir la demande']);
    expect(cells(2)).toEqual(['5 mai 2026', 'Demande débloquée', '-4', '8', 'Voir la demande']);
    expect(cells(3)).toEqual(['4 mai 2026', 'Achat de crédits', '+10', '12', 'Facture ALL-2026-000001']);
    expect(within(ledger).getAllByRole('link', { name: 'Voir la demande' })[0]?.getAttribute('href')).toBe(`/leads/${LEAD}`);
    await user.click(screen.getByRole('button', { name: 'Afficher les mouvements plus anciens' }));
    await waitFor(() => expect(within(ledger).getAllByRole('row')).toHaveLength(5));
    expect(cells(4).slice(0, 3)).toEqual(['1 mai 2026', 'Crédits de bienvenue', '+2']);
    expect(document.activeElement).toBe(within(ledger).getAllByRole('row')[4]);
    expect(screen.queryByRole('button', { name: 'Afficher les mouvements plus anciens' })).toBeNull();
  });

  it('lists the invoices and downloads a PDF with the session token, named after its number', async () => {
    const user = userEvent.setup();
    const pdf = vi.fn(async (_url: string, _init?: RequestInit) => new Response(new Blob(['%PDF-1.7']), { status: 200 }));
    vi.stubGlobal('fetch', pdf);
    // jsdom has no object URLs: the file's URL is a stand-in.
    Object.assign(URL, { createObjectURL: () => 'blob:invoice', revokeObjectURL: () => undefined });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    await open();
    await heading('Crédits');
    const invoices = await screen.findByRole('table', { name: 'Factures' });
    const row = (await within(invoices).findByText('ALL-2026-000001')).closest('tr') as HTMLElement;
    expect(within(row).getByText(euros(4680), { normalizer: (t) => t })).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Télécharger le PDF de la facture ALL-2026-000001' }));
    await waitFor(() => expect(saved).toEqual(['ALL-2026-000001.pdf blob:invoice']));
    const [url, init] = pdf.mock.calls[0] ?? [];
    expect(url).toBe('http://app.alliance.test/api/invoices/ALL-2026-000001.pdf');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer access-1');
  });
});
