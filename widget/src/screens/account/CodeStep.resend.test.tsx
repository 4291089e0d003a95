import { MAX_RESEND_RESTARTS } from '@alliance/shared/constants';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type HarnessOptions, renderWidget } from '../../test/harness.tsx';
import { AccountScreen } from './AccountScreen.tsx';
import { codeBoxes, PHONE, submitPhone } from './testing.ts';

const sent = { 'POST /api/check-phone': { body: { success: true } } };
const resendButton = () => screen.getByRole('button', { name: 'Renvoyer le code' }) as HTMLButtonElement;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

async function openCodeStep(routes: HarnessOptions['routes'] = sent) {
  const view = renderWidget(<AccountScreen />, { routes });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await submitPhone(user);
  await screen.findByRole('heading', { name: 'Saisissez le code reçu par SMS' });
  return { ...view, user };
}

describe('account screen: resend countdown', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('counts 60 s down with resend disabled, then allows it', async () => {
    await openCodeStep();
    expect(screen.getByText('Renvoyer le code dans 60 s')).toBeTruthy();
    expect(resendButton().disabled).toBe(true);
    // Announced once, not every second: the ticking number is outside the live region.
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Vous pourrez demander un nouveau code dans 60 secondes.');
    expect(screen.getByText('Renvoyer le code dans 60 s').closest('[role="status"],[aria-live="polite"]')).toBeNull();
    advance(15_000);
    expect(screen.getByText('Renvoyer le code dans 45 s')).toBeTruthy();
    expect(status.textContent).toBe('Vous pourrez demander un nouveau code dans 60 secondes.');
    expect(resendButton().disabled).toBe(true);
    advance(45_000);
    expect(resendButton().disabled).toBe(false);
    expect(screen.queryByText(/Renvoyer le code dans/)).toBeNull();
    expect(status.textContent).toBe('Vous pouvez demander un nouveau code.');
  });

  it('a resend calls check-phone again, empties the boxes and restarts the 60 s', async () => {
    const { server, user } = await openCodeStep();
    await user.keyboard('123');
    advance(60_000);
    await user.click(resendButton());
    await waitFor(() => expect(server.calls('POST /api/check-phone')).toHaveLength(2));
    expect(server.calls('POST /api/check-phone')[1]?.body).toEqual({ phone: PHONE });
    await screen.findByText('Renvoyer le code dans 60 s');
    expect(codeBoxes().map((box) => box.value)).toEqual(['', '', '', '', '', '']);
    expect(resendButton().disabled).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(codeBoxes()[0]));
  });

  it(`allows ${MAX_RESEND_RESTARTS} restarts, then says the limit is reached and offers no fifth`, async () => {
    const { server, user } = await openCodeStep();
    for (let restart = 1; restart <= MAX_RESEND_RESTARTS; restart++) {
      advance(60_000);
      await user.click(resendButton());
      await waitFor(() => expect(server.calls('POST /api/check-phone')).toHaveLength(1 + restart));
    }
    expect(await screen.findByText(/Vous avez atteint le nombre maximal de renvois/)).toBeTruthy();
    advance(120_000);
    expect(screen.queryByRole('button', { name: 'Renvoyer le code' })).toBeNull();
    expect(server.calls('POST /api/check-phone')).toHaveLength(1 + MAX_RESEND_RESTARTS);
  });

  it('a resend refused as too soon shows why and waits as long as the server says', async () => {
    let sends = 0;
    const { user } = await openCodeStep({
      'POST /api/check-phone': () =>
        ++sends === 1
          ? { body: { success: true } }
          : {
              status: 429,
              body: {
                success: false,
                error: 'Veuillez patienter 30 secondes avant de demander un nouveau code.',
                retryAfter: 30,
              },
            },
    });
    advance(60_000);
    await user.click(resendButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Une erreur est survenue : Veuillez patienter 30 secondes avant de demander un nouveau code.',
    );
    expect(screen.getByText('Renvoyer le code dans 30 s')).toBeTruthy();
    expect(resendButton().disabled).toBe(true);
  });

  it('back returns to the phone entry with the number kept and focused, and stops the timer', async () => {
    const { user } = await openCodeStep();
    advance(10_000);
    await user.click(screen.getByRole('button', { name: 'Modifier le numéro' }));
    const input = screen.getByLabelText('Numéro de téléphone mobile') as HTMLInputElement;
    expect(input.value).toBe('06 12 34 56 78');
    expect(screen.queryByText(/Renvoyer le code dans/)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(input));
    // Counted once waitFor's own timers are gone: the countdown's interval must be too.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sending the number again after going back starts a fresh countdown', async () => {
    const { user, server } = await openCodeStep();
    advance(30_000);
    await user.click(screen.getByRole('button', { name: 'Modifier le numéro' }));
    await user.click(screen.getByRole('button', { name: 'Recevoir le code' }));
    await screen.findByText('Renvoyer le code dans 60 s');
    expect(server.calls('POST /api/check-phone')).toHaveLength(2);
  });

  it('the same number sent again too soon returns to the code it already got, counting down what the server says', async () => {
    let sends = 0;
    const { user } = await openCodeStep({
      'POST /api/check-phone': () =>
        ++sends === 1
          ? { body: { success: true } }
          : { status: 429, body: { success: false, error: 'Trop tôt', retryAfter: 42 } },
    });
    await user.click(screen.getByRole('button', { name: 'Modifier le numéro' }));
    await user.click(screen.getByRole('button', { name: 'Recevoir le code' }));
    await screen.findByRole('heading', { name: 'Saisissez le code reçu par SMS' });
    expect(screen.getByText('Renvoyer le code dans 42 s')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
