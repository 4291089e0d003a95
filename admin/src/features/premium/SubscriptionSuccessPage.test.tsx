import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { heading, meWith, type Route, renderAdmin, SIGNED_IN } from '../../test/harness.tsx';
import { POLL_MS } from './SubscriptionSuccessPage.tsx';
import { active, subscription } from './testing.ts';

const open = (routes: Record<string, Route>, path = '/payment/subscription/success?session_id=cs_test_42') =>
  renderAdmin(path, {
    tokens: SIGNED_IN,
    routes: { 'GET /api/me': { body: meWith() }, ...routes },
  });

describe('the subscription payment success page', () => {
  it('waits until the server says premium is on, then says so (and only reads)', async () => {
    // The page asks once a second: the test moves the clock instead of waiting for it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    let calls = 0;
    const { server } = await open({
      'GET /api/subscription': () => ({ body: ++calls < 3 ? subscription({ status: 'checkout' }) : active() }),
    });
    await heading('Abonnement premium');
    const live = screen.getByRole('status');
    expect(live.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(live.textContent).toBe('Paiement en cours de confirmation…'));
    // Not premium yet on the first answers: no success claimed.
    expect(live.textContent).not.toContain('Paiement reçu');
    for (const asked of [2, 3]) {
      await vi.advanceTimersByTimeAsync(POLL_MS);
      await waitFor(() => expect(server.calls('GET /api/subscription')).toHaveLength(asked));
    }
    await waitFor(() => expect(live.textContent).toContain('Paiement reçu\u00a0: votre profil est désormais premium\u00a0!'));
    expect(live.textContent).toContain('Vous avez choisi la formule mensuelle\u00a0; prochain renouvellement le 6 juin 2026.');
    expect(server.calls('GET /api/subscription')).toHaveLength(3);
    // The header and the dashboard learn that premium is on.
    await waitFor(() => expect(server.calls('GET /api/me').length).toBeGreaterThan(1));
    expect(server.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Mon abonnement premium' }).getAttribute('href')).toBe('/premium');
    expect(screen.getByRole('link', { name: 'Voir mes statistiques' }).getAttribute('href')).toBe('/statistics');
    // Once premium, it stops asking.
    await vi.advanceTimersByTimeAsync(3 * POLL_MS);
    expect(server.calls('GET /api/subscription')).toHaveLength(3);
  });

  it('shows the error when the subscription cannot be read', async () => {
    await open({ 'GET /api/subscription': { status: 500, body: { success: false, error: 'Erreur interne' } } });
    await heading('Abonnement premium');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Erreur 500'));
  });
});

describe('the cancel pages', () => {
  it('a cancelled subscription checkout: nothing charged, back to the plans', async () => {
    const { server } = await open({}, '/payment/subscription/cancel');
    await heading('Paiement annulé');
    expect(screen.getByText(/aucun montant n'a été débité et votre abonnement premium n'a pas démarré/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Revenir aux formules premium' }).getAttribute('href')).toBe('/premium');
    expect(server.requests.filter((r) => r.key.includes('subscription'))).toHaveLength(0);
  });

  it('a cancelled premium update: nothing changed, leads to the subscription', async () => {
    const user = userEvent.setup();
    const { path } = await open(
      { 'GET /api/subscription': { body: active() }, 'GET /api/subscription/return': { status: 500, body: {} } },
      '/payment/premium-update/cancel',
    );
    await heading('Modification annulée');
    expect(screen.getByText(/rien n'a changé et aucun montant n'a été débité/)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Voir mon abonnement' }));
    await heading('Premium');
    expect(path()).toBe('/premium');
    // The page's h1 takes focus after the move (and names the document).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Premium' })));
  });
});
