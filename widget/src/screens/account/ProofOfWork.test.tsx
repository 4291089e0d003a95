import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../test/harness.tsx';
import { renderWidget } from '../../test/harness.tsx';
import { AccountScreen } from './AccountScreen.tsx';
import { codeBoxes, PHONE, submitPhone } from './testing.ts';

/** A challenge as the server makes it (ALTCHA v1): the number to find is 1234. */
const salt = '5f0e7c1d2a3b4c5d6e7f8091?expires=4102444800&scope=send%3Aabc&';
const challenge = { algorithm: 'SHA-256', challenge: '', maxnumber: 5000, salt, signature: 'a'.repeat(64) };
beforeAll(async () => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}1234`));
  challenge.challenge = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
});

describe('account screen: a proof-of-work challenge', () => {
  it('when check-phone asks for one, the widget solves it, asks again with the solution, then shows the code step', async () => {
    const checkPhone = (request: RecordedRequest) => {
      const { altcha } = request.body as { altcha?: string };
      if (!altcha)
        return { status: 403, body: { success: false, error: 'Une vérification de sécurité est nécessaire.', challenge } };
      const solution = JSON.parse(atob(altcha));
      return solution.number === 1234 && solution.signature === challenge.signature
        ? { body: { success: true } }
        : { status: 403, body: { success: false, error: 'La vérification de sécurité a échoué.', challenge } };
    };
    const { server } = renderWidget(<AccountScreen />, { routes: { 'POST /api/check-phone': checkPhone } });
    await submitPhone(userEvent.setup());

    await screen.findByRole('heading', { name: 'Saisissez le code reçu par SMS' });
    const calls = server.calls('POST /api/check-phone').map((r) => r.body as { phone: string; altcha?: string });
    expect(calls).toHaveLength(2);
    expect(calls[0]).toEqual({ phone: PHONE });
    expect(calls[1]?.phone).toBe(PHONE);
    expect(JSON.parse(atob(calls[1]?.altcha ?? ''))).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 1234,
      salt,
      signature: challenge.signature,
    });
    expect(codeBoxes()).toHaveLength(6);
    // No error was shown on the way.
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
