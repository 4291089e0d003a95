import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { heading, meWith, type Route, renderAdmin, SIGNED_IN } from '../../test/harness.tsx';

const SESSION = 'cs_test_0123456789';
const LEAD = '0b9a4b52-6f3c-4b8e-9d7a-2f1e3c4d5e60';
const status = (state: string, balance: number, returnTo: string | null = null) => ({
  body: {
    success: true,
    payment: {
      status: state,
      credits: 10,
      price: { amount: 3900, currency: 'EUR' },
      invoiceNumber: state === 'paid' ? 'ALL-2026-000002' : null,
      returnTo,
    },
    balance,
  },
});
const open = (routes: Record<string, Route>, query = `?session_id=${SESSION}`) =>
  renderAdmin(`/payment/credits/success${query}`, {
    tokens: SIGNED_IN,
    routes: { 'GET /api/me': { body: meWith({ credits: 3 }) }, ...routes },
  });

describe('the credits payment success page', () => {
  it('waits while the payment is open, then shows the credits added and the new balance', async () => {
    let calls = 0;
    const { server } = await open({
      [`GET /api/credit/payments/${SESSION}`]: () => (++calls < 2 ? status('open', 3) : status('paid', 13)),
    });
    await heading('Achat de crédits');
    const live = screen.getByRole('status');
    expect(live.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(live.textContent).toBe('Paiement en cours de confirmation…'));
    await waitFor(() => expect(live.textContent).toContain('Paiement reçu. Crédits ajoutés\u00a0: 10 crédits.'), {
      timeout: 3000,
    });
    expect(live.textContent).toContain('Votre solde est de 13 crédits.');
    expect(server.calls(`GET /api/credit/payments/${SESSION}`)).toHaveLength(2);
    // The page only reads: the server credits from the payment event.
    expect(server.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Voir mes demandes' }).getAttribute('href')).toBe('/leads');
    expect(screen.getByRole('link', { name: 'Mes crédits' }).getAttribute('href')).toBe('/credits');
  });

  it('bought from a lead: once credited, leads back to it with the unlock ready, focused', async () => {
    let calls = 0;
    const { location } = await open({
      [`GET /api/credit/payments/${SESSION}`]: () =>
        ++calls < 2 ? status('open', 3, `/leads/${LEAD}`) : status('paid', 13, `/leads/${LEAD}`),
    });
    await heading('Achat de crédits');
    const back = await screen.findByRole('link', { name: 'Revenir à la demande et la débloquer' }, { timeout: 3000 });
    expect(back.getAttribute('href')).toBe(`/leads/${LEAD}?unlock=1`);
    await waitFor(() => expect(document.activeElement).toBe(back));
    await userEvent.setup().click(back);
    await waitFor(() => expect(location.history.at(-1)).toBe(`/leads/${LEAD}?unlock=1`));
  });

  it('offers no way back while unpaid, nor to anything but a lead page', async () => {
    await open({ [`GET /api/credit/payments/${SESSION}`]: status('paid', 13, 'https://evil.example/leads/x') });
    await heading('Achat de crédits');
    await screen.findByText(/Paiement reçu/);
    expect(screen.queryByRole('link', { name: 'Revenir à la demande et la débloquer' })).toBeNull();
  });

  it('says so when the payment was canceled', async () => {
    await open({ [`GET /api/credit/payments/${SESSION}`]: status('canceled', 3) });
    await heading('Achat de crédits');
    expect(await screen.findByText(/Ce paiement a été annulé/)).toBeTruthy();
  });

  it('says the payment is unknown, for a session the server does not know and for none at all', async () => {
    await open({
      [`GET /api/credit/payments/${SESSION}`]: { status: 404, body: { success: false, error: 'Paiement introuvable' } },
    });
    await heading('Achat de crédits');
    expect(await screen.findByText(/Nous ne trouvons pas ce paiement/)).toBeTruthy();
  });

  it('asks nothing without a session', async () => {
    const { server } = await open({}, '');
    await heading('Achat de crédits');
    expect(screen.getByText(/Nous ne trouvons pas ce paiement/)).toBeTruthy();
    expect(server.requests.filter((r) => r.key.includes('/api/credit/payments'))).toHaveLength(0);
  });
});
