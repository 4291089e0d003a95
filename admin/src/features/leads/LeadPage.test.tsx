import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { heading, meWith, type Route, renderAdmin, SIGNED_IN } from '../../test/harness.tsx';
import { leadWith } from './testing.ts';

const lead = leadWith();
const PATH = `/api/event-requests/${lead.uuid}`;
const CONTACT = { firstname: 'Léa', lastname: 'Martin', email: 'lea.martin@example.fr', phone: '+33612345678' };
const unlocked = leadWith({
  status: 'unlocked',
  contact: CONTACT,
  unlockedAt: '2026-05-05T10:00:00.000Z',
  paid: 4,
  reportableUntil: '2026-05-12T10:00:00.000Z',
  project: { message: 'Bonjour,\nappelez-nous au 06 12 34 56 78.' },
});

const open = (routes: Record<string, Route> = {}, credits = 12, path = `/leads/${lead.uuid}`) =>
  renderAdmin(path, {
    tokens: SIGNED_IN,
    routes: {
      'GET /api/me': { body: meWith({ credits }) },
      [`GET ${PATH}`]: { body: { success: true, request: lead } },
      ...routes,
    },
  });
const contactCard = () => screen.getByRole('region', { name: 'Coordonnées du couple' });
const pack = (id: string, credits: number, net: number) => ({
  id,
  credits,
  price: { amount: net, currency: 'EUR' },
  total: { amount: Math.round(net * 1.2), currency: 'EUR' },
  vatRate: 2000,
});
const PACKS = { success: true, packs: [pack('pack-10', 10, 3900), pack('pack-60', 60, 18900)] };
const euros = (cents: number) => new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' }).format(cents / 100);

describe('the lead page', () => {
  it('shows the project, the message as text with its line breaks, the signals and the price', async () => {
    const html = leadWith({ project: { message: 'Bonjour <b>vous</b>,\nà bientôt' } });
    const { server } = await open({ [`GET ${PATH}`]: { body: { success: true, request: html } } });
    await heading('Mariage, 12 septembre 2026');
    const project = screen.getByRole('region', { name: 'Le projet' });
    expect(within(project).getByText('Bordeaux (33000)')).toBeTruthy();
    expect(within(project).getByText('Le couple a trouvé son lieu')).toBeTruthy();
    expect(within(project).getByText('français et anglais')).toBeTruthy();
    const message = within(screen.getByRole('region', { name: 'Le message du couple' })).getByText(/Bonjour/);
    expect(message.textContent).toBe('Bonjour <b>vous</b>,\nà bientôt');
    expect(message.querySelector('b')).toBeNull();
    expect(screen.getByText('Prix : 4 crédits')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Indices de fiabilité' })).toBeTruthy();
    // The first read marks it viewed: the unread count in `me` is read again.
    await waitFor(() => expect(server.calls('GET /api/me').length).toBeGreaterThanOrEqual(2));
  });

  it('shows the price in money incl. VAT, from the cheapest pack to the dearest', async () => {
    await open({ 'GET /api/credit/packs': { body: PACKS } });
    await heading('Mariage, 12 septembre 2026');
    // 4 credits: at 3,78 € (60 for 226,80 €) and at 4,68 € (10 for 46,80 €).
    const spaced = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
    await waitFor(() =>
      expect(spaced(screen.getByText(/^Prix/).textContent)).toBe(
        spaced(`Prix : 4 crédits ≈ ${euros(1512)} à ${euros(1872)} TTC`),
      ),
    );
  });

  it('back from buying credits (?unlock=1): the unlock confirmation is open, ready', async () => {
    const user = userEvent.setup();
    const { server } = await open(
      { [`POST ${PATH}/unlock`]: { body: { success: true, request: unlocked, balance: 8 } } },
      12,
      `/leads/${lead.uuid}?unlock=1`,
    );
    await heading('Mariage, 12 septembre 2026');
    const dialog = await screen.findByRole('dialog', { name: 'Débloquer les coordonnées' });
    await user.click(within(dialog).getByRole('button', { name: 'Débloquer pour 4 crédits' }));
    await waitFor(() => expect(server.calls(`POST ${PATH}/unlock`)).toHaveLength(1));
  });

  it('a declined lead shows no price and no unlock, even from ?unlock=1', async () => {
    const declined = leadWith({ status: 'rejected', rejectReason: 'budget' });
    await open({ [`GET ${PATH}`]: { body: { success: true, request: declined } } }, 12, `/leads/${lead.uuid}?unlock=1`);
    await heading('Mariage, 12 septembre 2026');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/Prix/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Débloquer/ })).toBeNull();
    expect(screen.getAllByText(/Vous avez refusé cette demande/)).toHaveLength(1);
  });

  it('unlocks behind a confirmation stating the price and the balance, then shows the contact', async () => {
    const user = userEvent.setup();
    const { server } = await open({
      [`POST ${PATH}/unlock`]: { body: { success: true, request: unlocked, balance: 8 } },
    });
    await heading('Mariage, 12 septembre 2026');
    await user.click(screen.getByRole('button', { name: 'Débloquer (4 crédits)' }));
    const dialog = screen.getByRole('dialog', { name: 'Débloquer les coordonnées' });
    expect(within(dialog).getByText('Débloquer pour 4 crédits ?')).toBeTruthy();
    expect(within(dialog).getByText('Votre solde : 12 crédits → 8 crédits après.')).toBeTruthy();
    expect(server.calls(`POST ${PATH}/unlock`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Débloquer pour 4 crédits' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls(`POST ${PATH}/unlock`)).toHaveLength(1);
    const card = contactCard();
    expect(within(card).getByRole('link', { name: 'lea.martin@example.fr' }).getAttribute('href')).toBe(
      'mailto:lea.martin@example.fr',
    );
    expect((await within(card).findByRole('link', { name: '+33 6 12 34 56 78' })).getAttribute('href')).toBe('tel:+33612345678');
    expect(within(card).getByText('Martin')).toBeTruthy();
    expect(within(card).getByRole('status').textContent).toBe('Coordonnées débloquées. Votre solde\u00a0: 8 crédits.');
    expect(document.activeElement).toBe(within(card).getByRole('heading', { name: 'Coordonnées du couple' }));
    expect(screen.queryByRole('button', { name: /Débloquer|Refuser/ })).toBeNull();
  });

  it('says the balance is short and leads to the credits page instead of unlocking', async () => {
    const user = userEvent.setup();
    const { server, path } = await open({ 'GET /api/credit/packs': { body: { success: true, packs: [] } } }, 3);
    await heading('Mariage, 12 septembre 2026');
    await user.click(screen.getByRole('button', { name: 'Débloquer (4 crédits)' }));
    const dialog = screen.getByRole('dialog', { name: 'Crédits insuffisants' });
    expect(within(dialog).getByText(/coûte 4 crédits\s?; votre solde est de 3 crédits/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Débloquer pour/ })).toBeNull();
    await user.click(within(dialog).getByRole('link', { name: 'Acheter des crédits' }));
    // The credits page carries the lead, so the purchase leads back to it.
    expect(path()).toBe(`/credits?lead=${lead.uuid}`);
    expect(server.calls(`POST ${PATH}/unlock`)).toHaveLength(0);
  });

  it("handles the server's 402 the same way, with the server's price and balance", async () => {
    const user = userEvent.setup();
    await open({
      [`POST ${PATH}/unlock`]: {
        status: 402,
        body: { success: false, error: 'insufficient-credits', message: 'Crédits insuffisants', price: 4, balance: 1 },
      },
    });
    await heading('Mariage, 12 septembre 2026');
    await user.click(screen.getByRole('button', { name: 'Débloquer (4 crédits)' }));
    await user.click(screen.getByRole('button', { name: 'Débloquer pour 4 crédits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crédits insuffisants' });
    expect(within(dialog).getByText(/coûte 4 crédits\s?; votre solde est de 1 crédit\./)).toBeTruthy();
    const buy = within(dialog).getByRole('link', { name: 'Acheter des crédits' });
    expect(buy.getAttribute('href')).toBe(`/credits?lead=${lead.uuid}`);
    expect(document.activeElement).toBe(buy);
  });

  it("shows the server's message when the lead was withdrawn meanwhile (409)", async () => {
    const user = userEvent.setup();
    await open({
      [`POST ${PATH}/unlock`]: {
        status: 409,
        body: { success: false, error: 'lead-closed', message: 'Le couple a retiré cette demande.' },
      },
    });
    await heading('Mariage, 12 septembre 2026');
    await user.click(screen.getByRole('button', { name: 'Débloquer (4 crédits)' }));
    await user.click(screen.getByRole('button', { name: 'Débloquer pour 4 crédits' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Le couple a retiré cette demande.');
  });

  it('closes the confirmation with Escape and gives the focus back to the unlock button', async () => {
    const user = userEvent.setup();
    await open();
    await heading('Mariage, 12 septembre 2026');
    const unlock = screen.getByRole('button', { name: 'Débloquer (4 crédits)' });
    await user.click(unlock);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Débloquer pour 4 crédits' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(unlock);
  });

  it('declines with a reason, and then shows it without actions', async () => {
    const user = userEvent.setup();
    const declined = leadWith({ status: 'rejected', rejectReason: 'not-my-service' });
    const { server } = await open({ [`POST ${PATH}/reject`]: { body: { success: true, request: declined } } });
    await heading('Mariage, 12 septembre 2026');
    await user.click(screen.getByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuser la demande' });
    expect(within(dialog).getByText(/reçoit trois autres suggestions/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Refuser la demande' }));
    expect(await within(dialog).findByText('Choisissez un motif de refus.')).toBeTruthy();
    expect(server.calls(`POST ${PATH}/reject`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('radio', { name: 'Je ne propose pas cette prestation' }));
    await user.click(within(dialog).getByRole('button', { name: 'Refuser la demande' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls(`POST ${PATH}/reject`).map((r) => r.body)).toEqual([{ reason: 'not-my-service' }]);
    const card = contactCard();
    // One confirmation, announced; no price and no unlock left for a declined lead.
    expect(within(card).getAllByText(/Vous avez refusé cette demande/)).toHaveLength(1);
    expect(within(card).getByRole('status').textContent).toMatch(
      /Vous avez refusé cette demande \(motif «\sJe ne propose pas cette prestation\s»\)/,
    );
    expect(screen.queryByText(/Prix/)).toBeNull();
    expect(screen.queryByText(/crédits/)).toBeNull();
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
    expect(document.activeElement).toBe(within(card).getByRole('heading', { name: 'Coordonnées du couple' }));
  });

  it('reports a problem after the unlock, explaining the refund rule', async () => {
    const user = userEvent.setup();
    const reported = { ...unlocked, report: { reason: 'unreachable', status: 'refunded', at: '2026-05-06T10:00:00.000Z' } };
    const { server } = await open({
      [`GET ${PATH}`]: { body: { success: true, request: unlocked } },
      [`POST ${PATH}/report`]: { body: { success: true, request: reported } },
    });
    await heading('Mariage, 12 septembre 2026');
    const card = contactCard();
    expect(within(card).getByText(/jusqu'au 12 mai 2026/)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Signaler un problème' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signaler un problème' });
    expect(within(dialog).getByText(/remboursés aussitôt/)).toBeTruthy();
    expect(within(dialog).getByText(/notre équipe l'examine/)).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: 'Couple injoignable' }));
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls(`POST ${PATH}/report`).map((r) => r.body)).toEqual([{ reason: 'unreachable' }]);
    expect(within(card).getByRole('status').textContent).toBe(
      'Signalement reçu\u00a0: vos crédits (4 crédits) vous ont été remboursés.',
    );
    expect(within(card).getByText(/Problème signalé le 6 mai 2026 \(Couple injoignable\) : crédits remboursés\./)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Signaler un problème' })).toBeNull();
  });

  it('shows what happened to a withdrawn lead, with no action', async () => {
    const withdrawn = leadWith({ status: 'withdrawn', paid: 4, unlockedAt: '2026-05-05T10:00:00.000Z' });
    await open({ [`GET ${PATH}`]: { body: { success: true, request: withdrawn } } });
    await heading('Mariage, 12 septembre 2026');
    const card = contactCard();
    expect(within(card).getByText(/Le couple a retiré cette demande/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: "Voir l'historique de vos crédits" }).getAttribute('href')).toBe('/credits');
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
  });

  it('shows the not-found state for an unknown lead, and for an address that is not a lead', async () => {
    await open({ [`GET ${PATH}`]: { status: 404, body: { success: false, error: 'Demande introuvable' } } });
    await heading('Demande introuvable');
    expect(screen.getByRole('link', { name: 'Retour aux demandes' }).getAttribute('href')).toBe('/leads');
  });

  it('does not ask the server about an address that cannot be a lead', async () => {
    const { server } = await open({}, 12, '/leads/pas-une-demande');
    await heading('Demande introuvable');
    expect(server.requests.filter((r) => r.key.startsWith('GET /api/event-requests'))).toHaveLength(0);
  });
});
