import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heading, me, meWith, renderAdmin } from '../../test/harness.tsx';

const CONFIRM = 'POST /api/register/confirm';
const CHANGE = 'POST /api/account/confirm-email';
const invalid = { status: 400, body: { success: false, error: 'token-invalid', message: "Ce lien n'est plus valide." } };
const profile = {
  name: 'Atelier Lune',
  siret: null,
  vatNumber: null,
  services: [],
  eventTypes: [],
  portrait: '',
  languages: [],
  address: null,
  links: {},
  experiences: [],
};

describe('the e-mail confirmation page', () => {
  it('confirms a new account, signs the provider in and starts the onboarding', async () => {
    const { server, tokens, path } = await renderAdmin('/confirm-email/abc123', {
      routes: {
        [CONFIRM]: { body: { success: true, user: me.user, token: 'access-1', refresh_token: 'refresh-1' } },
        'GET /api/me': { body: meWith({ onboardingFinished: false, published: false }) },
        'GET /api/company/name': { body: { success: true, profile } },
      },
    });
    await heading(/Inscription, étape 1 sur \d/);
    expect(path()).toBe('/onboarding');
    expect(server.calls(CONFIRM).map((r) => r.body)).toEqual([{ token: 'abc123' }]);
    expect(server.calls(CHANGE)).toHaveLength(0);
    expect(tokens.current).toEqual({ token: 'access-1', refreshToken: 'refresh-1' });
  });

  it("confirms a changed e-mail address with the same link's path", async () => {
    const { server } = await renderAdmin('/confirm-email/xyz', {
      routes: { [CONFIRM]: invalid, [CHANGE]: { body: { success: true } } },
    });
    await heading('Adresse e-mail confirmée');
    expect(server.calls(CHANGE).map((r) => r.body)).toEqual([{ token: 'xyz' }]);
  });

  it('a link clicked twice says the address was confirmed already, and signs in', async () => {
    const { server, tokens } = await renderAdmin('/confirm-email/twice', {
      routes: {
        [CONFIRM]: {
          body: { success: true, alreadyConfirmed: true, user: me.user, token: 'access-2', refresh_token: 'refresh-2' },
        },
        'GET /api/me': { body: me },
      },
    });
    await heading('Adresse e-mail déjà confirmée');
    expect(screen.getByRole('status').textContent).toBe(
      'Votre adresse e-mail était déjà confirmée. Vous êtes connecté à votre espace prestataire.',
    );
    expect(screen.getByRole('link', { name: 'Aller à mon espace' }).getAttribute('href')).toBe('/');
    expect(tokens.current).toEqual({ token: 'access-2', refreshToken: 'refresh-2' });
    expect(server.calls(CHANGE)).toHaveLength(0);
    expect(screen.queryByText("Ce lien n'est plus valide.")).toBeNull();
  });

  it('an old link of a confirmed address sends to the sign-in, not to "no longer valid"', async () => {
    const { server } = await renderAdmin('/confirm-email/old-but-confirmed', {
      routes: {
        [CONFIRM]: {
          status: 400,
          body: {
            success: false,
            error: 'already-confirmed',
            message: 'Votre adresse e-mail est déjà confirmée. Connectez-vous.',
          },
        },
      },
    });
    await heading('Adresse e-mail déjà confirmée');
    expect(screen.getByRole('status').textContent).toBe('Votre adresse e-mail est déjà confirmée. Connectez-vous.');
    const page = within(screen.getByRole('heading', { level: 1 }).closest('section') as HTMLElement);
    expect(page.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/login');
    expect(server.calls(CHANGE)).toHaveLength(0);
  });

  it('says when the link is no longer valid', async () => {
    const { tokens } = await renderAdmin('/confirm-email/old', { routes: { [CONFIRM]: invalid, [CHANGE]: invalid } });
    await heading('Lien de confirmation invalide');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe("Erreur 400\u00a0: Ce lien n'est plus valide."));
    expect(screen.getByRole('link', { name: 'Recevoir un nouveau lien' }).getAttribute('href')).toBe('/reset-password');
    expect(tokens.current).toEqual({});
  });
});
