import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heading, meWith, type Route, renderAdmin, SIGNED_IN } from '../../test/harness.tsx';
import { active, premiumReturn, subscription } from './testing.ts';

const euros = (cents: number) => new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' }).format(cents / 100);
const same = { normalizer: (text: string) => text };
const INVOICES = {
  success: true,
  items: [
    {
      number: 'ALL-2026-000004',
      issuedAt: '2026-05-06T10:00:00.000Z',
      description: 'Abonnement premium mensuel',
      net: { amount: 4900, currency: 'EUR' },
      vat: { amount: 980, currency: 'EUR' },
      total: { amount: 5880, currency: 'EUR' },
      vatRate: 2000,
      reverseCharge: false,
      pdfUrl: '/api/invoices/ALL-2026-000004.pdf',
    },
  ],
};

const open = (state: Route, routes: Record<string, Route> = {}) =>
  renderAdmin('/premium', {
    tokens: SIGNED_IN,
    routes: {
      'GET /api/me': { body: meWith() },
      'GET /api/subscription': state,
      'GET /api/subscription/return': { body: premiumReturn() },
      'GET /api/invoices/': { body: INVOICES },
      ...routes,
    },
  });

/** The page with its subscription read. */
const ready = async () => {
  await heading('Premium');
  await screen.findByRole('region', { name: /^Votre abonnement/ });
};
const stateCard = () => screen.getByRole('region', { name: /^Votre abonnement/ });
const plans = () => screen.getByRole('region', { name: 'Les formules' });

describe('the premium page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('without premium: both plans before tax, what premium buys, no return panel; subscribing goes to the checkout', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    const { server } = await open(
      { body: subscription() },
      {
        'POST /api/subscription/subscribe-premium': {
          body: { success: true, checkoutUrl: 'http://app.alliance.test/payment/sandbox/cs_9' },
        },
      },
    );
    await ready();
    expect(await within(stateCard()).findByText(/Votre profil n'est pas premium/)).toBeTruthy();
    expect(stateCard().className).not.toContain('is-premium');
    expect(within(plans()).getByText(`${euros(4900)} HT par mois`, same)).toBeTruthy();
    expect(within(plans()).getByText(`${euros(49000)} HT par an`, same)).toBeTruthy();
    expect(within(plans()).getByText('2 mois offerts par rapport à la formule mensuelle.', { exact: false })).toBeTruthy();
    expect(within(plans()).getByText(/Prix hors taxes/)).toBeTruthy();
    const benefits = screen.getByRole('region', { name: 'Ce que premium vous apporte' });
    expect(within(benefits).getByText(/«\u00a0Sponsorisé\u00a0»/, same)).toBeTruthy();
    expect(within(benefits).getByText(/Sans engagement, résiliable à tout moment/)).toBeTruthy();
    expect(
      within(benefits)
        .getByRole('link', { name: /Comment nous classons les prestataires/ })
        .getAttribute('href'),
    ).toBe('http://www.alliance.test/how-we-rank/');
    expect(screen.queryByRole('region', { name: 'Ce que premium vous a apporté' })).toBeNull();
    expect(server.calls('GET /api/subscription/return')).toHaveLength(0);

    await user.click(within(plans()).getByRole('button', { name: 'Choisir la formule annuelle' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://app.alliance.test/payment/sandbox/cs_9'));
    expect(server.calls('POST /api/subscription/subscribe-premium').map((r) => r.body)).toEqual([{ plan: 'yearly' }]);
    expect(screen.getByText('Redirection vers la page de paiement…')).toBeTruthy();
  });

  it("shows the server's message when a subscription is refused", async () => {
    const user = userEvent.setup();
    await open(
      { body: subscription() },
      {
        'POST /api/subscription/subscribe-premium': {
          status: 409,
          body: { success: false, error: 'Un paiement est déjà en cours pour votre abonnement.' },
        },
      },
    );
    await ready();
    await user.click(await within(plans()).findByRole('button', { name: 'Choisir la formule mensuelle' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Un paiement est déjà en cours pour votre abonnement.');
  });

  it('while a checkout is open: says the payment is being confirmed and still offers the plans', async () => {
    await open({ body: subscription({ status: 'checkout' }) });
    await ready();
    expect(await within(stateCard()).findByText(/Votre paiement est en cours de confirmation/)).toBeTruthy();
    expect(within(stateCard()).getByRole('button', { name: 'Vérifier à nouveau' })).toBeTruthy();
    expect(within(plans()).getAllByRole('button', { name: /^Choisir la formule/ })).toHaveLength(2);
  });

  it('active: in gold, the plan and its renewal, the return panel and the invoices', async () => {
    await open({ body: active() });
    await ready();
    const card = await screen.findByRole('region', { name: 'Votre abonnement Premium' });
    expect(card.className).toContain('is-premium');
    expect(
      within(card).getByText('Votre profil est premium (formule mensuelle). Prochain renouvellement le 6 juin 2026.'),
    ).toBeTruthy();
    expect(within(plans()).getByRole('heading', { name: 'Formule mensuelle Votre formule' })).toBeTruthy();
    expect(within(plans()).queryByRole('button', { name: /^Choisir/ })).toBeNull();

    const panel = screen.getByRole('region', { name: 'Ce que premium vous a apporté' });
    const table = await within(panel).findByRole('table', {
      name: 'Depuis le passage en premium, comparé aux 10 jours précédents',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Indicateur', 'Depuis le 6 mai 2026', 'Les 10 jours précédents', 'Évolution']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent?.replace(/\s/g, ' ')))).toEqual([
      ['Vues du profil', '150', '100', '+50 %'],
      ['Demandes reçues', '6', '0', 'Pas de référence'],
      ['Demandes débloquées', '2', '4', '-50 %'],
    ]);

    const invoices = await screen.findByRole('table', { name: 'Factures' });
    expect(within(invoices).getByText('ALL-2026-000004')).toBeTruthy();
  });

  it('cancels after a confirmation stating until when premium stays, then resumes', async () => {
    const user = userEvent.setup();
    const { server } = await open(
      { body: active() },
      {
        'POST /api/subscription/update-premium': ({ body }) => ({
          body: active({ cancelAtPeriodEnd: (body as { action: string }).action === 'cancel' }),
        }),
      },
    );
    await ready();
    const cancel = await within(stateCard()).findByRole('button', { name: 'Résilier mon abonnement' });
    await user.click(cancel);
    const dialog = screen.getByRole('dialog', { name: 'Résilier votre abonnement premium\u00a0?' });
    expect(within(dialog).getByText("Votre profil restera premium jusqu'au 6 juin 2026, fin de la période payée.")).toBeTruthy();
    // Keeping the subscription is where focus starts; Escape changes nothing.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Garder mon abonnement' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls('POST /api/subscription/update-premium')).toHaveLength(0);

    await user.click(within(stateCard()).getByRole('button', { name: 'Résilier mon abonnement' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirmer la résiliation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls('POST /api/subscription/update-premium').map((r) => r.body)).toEqual([{ action: 'cancel' }]);
    const notice = screen.getByText("Votre abonnement est résilié. Votre profil reste premium jusqu'au 6 juin 2026.");
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(
      within(stateCard()).getByText(
        "Votre abonnement est résilié\u00a0: votre profil reste premium jusqu'au 6 juin 2026, sans nouveau prélèvement.",
        same,
      ),
    ).toBeTruthy();
    // Still premium (gold) until the end of the period, and no switch while cancelling.
    expect(stateCard().className).toContain('is-premium');
    expect(within(plans()).queryByRole('button', { name: /^Passer à/ })).toBeNull();

    await user.click(within(stateCard()).getByRole('button', { name: 'Reprendre mon abonnement' }));
    await waitFor(() =>
      expect(screen.getByText('Votre abonnement est repris\u00a0: il sera renouvelé le 6 juin 2026.', same)).toBeTruthy(),
    );
    expect(server.calls('POST /api/subscription/update-premium').map((r) => r.body)).toEqual([
      { action: 'cancel' },
      { action: 'resume' },
    ]);
    expect(within(stateCard()).getByRole('button', { name: 'Résilier mon abonnement' })).toBeTruthy();
  });

  it('switches plan at the next renewal, and can keep the current plan while the switch is pending', async () => {
    const user = userEvent.setup();
    const { server } = await open(
      { body: active() },
      {
        'POST /api/subscription/update-premium': ({ body }) => {
          const plan = (body as { plan: 'monthly' | 'yearly' }).plan;
          return { body: active({ nextPlan: plan === 'monthly' ? null : plan }) };
        },
      },
    );
    await ready();
    expect(
      await within(plans()).findByText('Le changement prendra effet au prochain renouvellement, le 6 juin 2026.'),
    ).toBeTruthy();
    await user.click(within(plans()).getByRole('button', { name: 'Passer à la formule annuelle' }));
    await waitFor(() =>
      expect(
        screen.getByText("C'est noté\u00a0: vous passerez à la formule annuelle au renouvellement du 6 juin 2026.", same),
      ).toBeTruthy(),
    );
    expect(within(stateCard()).getByText('Au renouvellement du 6 juin 2026, vous passerez à la formule annuelle.')).toBeTruthy();
    expect(within(plans()).getByText('Prévue au prochain renouvellement, le 6 juin 2026.')).toBeTruthy();
    await user.click(within(plans()).getByRole('button', { name: 'Garder la formule mensuelle' }));
    await waitFor(() => expect(screen.getByText("C'est noté\u00a0: vous gardez la formule mensuelle.", same)).toBeTruthy());
    expect(server.calls('POST /api/subscription/update-premium').map((r) => r.body)).toEqual([
      { action: 'switch', plan: 'yearly' },
      { action: 'switch', plan: 'monthly' },
    ]);
    expect(within(plans()).getByRole('button', { name: 'Passer à la formule annuelle' })).toBeTruthy();
  });

  it("shows the server's message in the dialog when a cancellation is refused", async () => {
    const user = userEvent.setup();
    await open(
      { body: active() },
      {
        'POST /api/subscription/update-premium': {
          status: 409,
          body: { success: false, error: "Votre abonnement ne peut pas être résilié pour l'instant." },
        },
      },
    );
    await ready();
    await user.click(await within(stateCard()).findByRole('button', { name: 'Résilier mon abonnement' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer la résiliation' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe("Votre abonnement ne peut pas être résilié pour l'instant.");
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('past due: says the renewal failed and premium ends at the period end unless the payment goes through', async () => {
    await open({ body: active({ status: 'past_due' }) });
    await ready();
    const alert = await within(stateCard()).findByRole('alert');
    expect(alert.textContent).toBe(
      "Le renouvellement de votre abonnement a échoué. Votre abonnement premium prendra fin le 6 juin 2026, à la fin de la période payée, sauf si le paiement aboutit d'ici là.",
    );
    expect(stateCard().className).toContain('is-premium');
    expect(within(stateCard()).getByRole('button', { name: 'Résilier mon abonnement' })).toBeTruthy();
  });

  it('ended: says when, and offers the plans again', async () => {
    await open({
      body: subscription({
        status: 'ended',
        currentPeriodEnd: '2026-04-30T10:00:00.000Z',
        startedAt: '2026-03-30T10:00:00.000Z',
      }),
    });
    await ready();
    expect(await within(stateCard()).findByText(/Votre abonnement premium a pris fin le 30 avril 2026/)).toBeTruthy();
    expect(within(plans()).getAllByRole('button', { name: /^Choisir la formule/ })).toHaveLength(2);
  });

  it('says so when the subscription cannot be read, and reads it again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    await open(() =>
      ++calls === 1 ? { status: 500, body: { success: false, error: 'Erreur interne' } } : { body: subscription() },
    );
    await heading('Premium');
    expect((await screen.findByRole('alert')).textContent).toContain('Erreur 500');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await within(stateCard()).findByText(/Votre profil n'est pas premium/)).toBeTruthy();
  });
});
