import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { me, renderAdmin, SIGNED_IN } from '../../test/harness.tsx';

/** Issue 21: after 15 minutes signed in, a new mobile (it receives the new-lead SMS) needs the password. */
/** The page's h1: the first page of a file loads its lazy chunks, slow on a busy machine. */
const slowHeading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 20_000 });

describe('a new mobile after a while signed in', () => {
  it('asks for the password, then sends the code with it', async () => {
    const user = userEvent.setup();
    const { server } = await renderAdmin('/account', {
      tokens: SIGNED_IN,
      routes: {
        'GET /api/me': { body: me },
        'GET /api/account/notifications': { body: { success: true, smsOnNewLead: false, phoneVerified: false } },
        'POST /api/phone/change': (request) =>
          (request.body as { password?: string }).password === 'violet-harbour-41'
            ? { body: { success: true } }
            : {
                status: 403,
                body: {
                  success: false,
                  error: 'recent-sign-in-required',
                  message: 'Pour cette modification, saisissez votre mot de passe.',
                },
              },
      },
    });
    await slowHeading('Mon compte');
    const phone = screen.getByRole('region', { name: 'Téléphone mobile' });
    await user.type(within(phone).getByLabelText('Nouveau numéro de téléphone mobile'), '06 12 34 56 78');
    await user.click(within(phone).getByRole('button', { name: 'Recevoir le code' }));
    expect((await within(phone).findByRole('alert')).textContent).toContain(
      'Pour cette modification, saisissez votre mot de passe.',
    );
    const password = within(phone).getByLabelText('Votre mot de passe (pour confirmer ce changement)');
    await waitFor(() => expect(document.activeElement).toBe(password));
    await user.type(password, 'violet-harbour-41');
    await user.click(within(phone).getByRole('button', { name: 'Recevoir le code' }));
    expect(await within(phone).findByText('Saisissez le code reçu par SMS au +33 6 12 34 56 78.')).toBeTruthy();
    expect(server.calls('POST /api/phone/change').map((r) => r.body)).toEqual([
      { phone: '+33612345678' },
      { phone: '+33612345678', password: 'violet-harbour-41' },
    ]);
  });
});
