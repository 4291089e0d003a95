import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heading, meWith, type Route, renderAdmin, SIGNED_IN } from '../../test/harness.tsx';

const SESSION = 'cs_test_0123456789';
const status = (state: string, balance: number) => ({
  body: {
    success: true,
    payment: {
      status: state,
      credits: 10,
      price: { amount: 3900, currency: 'EUR' },
      invoiceNumber: state === 'paid' ? 'ALL-2026-000002' : null,
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
