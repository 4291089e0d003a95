import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { heading, me, meWith, renderAdmin } from '../../test/harness.tsx';

const LOGIN = 'POST /api/login_check';

async function signIn(email = 'claire@atelier-lune.fr', password = 'un mot de passe') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Adresse e-mail'), email);
  await user.type(screen.getByLabelText('Mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return user;
}

describe('the sign-in page', () => {
  it('signs in, keeps the tokens and lands on the dashboard', async () => {
    const { server, tokens, path } = await renderAdmin('/login', {
      routes: { [LOGIN]: { body: { token: 'access-1', refresh_token: 'refresh-1' } }, 'GET /api/me': { body: me } },
    });
    await heading('Connexion à votre espace prestataire');
    expect(screen.getByRole('link', { name: 'Créer un compte prestataire' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Mot de passe oublié\u00a0?' }).getAttribute('href')).toBe('/reset-password');
    await signIn(' Claire@Atelier-Lune.fr ');
    await heading('Tableau de bord');
    expect(server.calls(LOGIN).map((r) => r.body)).toEqual([{ email: 'claire@atelier-lune.fr', password: 'un mot de passe' }]);
    expect(tokens.current).toEqual({ token: 'access-1', refreshToken: 'refresh-1' });
    expect(server.calls('GET /api/me')[0]?.headers.get('authorization')).toBe('Bearer access-1');
    expect(path()).toBe('/');
  });

  it('sends a provider whose onboarding is not finished to the onboarding', async () => {
    const { path } = await renderAdmin('/login', {
      routes: {
        [LOGIN]: { body: { token: 'a', refresh_token: 'r' } },
        'GET /api/me': { body: meWith({ onboardingFinished: false, published: false, completeness: 20 }) },
        'GET /api/company/name': { body: { success: true, profile: emptyProfile } },
      },
    });
    await heading('Connexion à votre espace prestataire');
    await signIn();
    await waitFor(() => expect(path()).toBe('/onboarding'));
  });

  it('shows and hides the password', async () => {
    await renderAdmin('/login');
    await heading('Connexion à votre espace prestataire');
    const user = userEvent.setup();
    const password = screen.getByLabelText('Mot de passe') as HTMLInputElement;
    expect(password.type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Afficher' }));
    expect(password.type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Masquer' }));
    expect(password.type).toBe('password');
  });

  it('refuses a malformed e-mail without asking the server', async () => {
    const { server } = await renderAdmin('/login');
    await heading('Connexion à votre espace prestataire');
    await signIn('claire@', 'x');
    expect(await screen.findByText('Email invalide')).toBeTruthy();
    expect(screen.getByLabelText('Adresse e-mail').getAttribute('aria-invalid')).toBe('true');
    expect(server.requests).toHaveLength(0);
  });

  it("shows the server's message for a wrong password", async () => {
    const { tokens } = await renderAdmin('/login', {
      routes: {
        [LOGIN]: {
          status: 401,
          body: { success: false, error: 'invalid-credentials', message: 'E-mail ou mot de passe incorrect.' },
        },
      },
    });
    await heading('Connexion à votre espace prestataire');
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe('Erreur 401\u00a0: E-mail ou mot de passe incorrect.');
    expect(tokens.current).toEqual({});
  });

  it('says an unconfirmed e-mail must be confirmed first, with a way to get a new link', async () => {
    await renderAdmin('/login', {
      routes: {
        [LOGIN]: {
          status: 401,
          body: {
            success: false,
            error: 'email-not-confirmed',
            message: "Confirmez d'abord votre adresse e-mail : nous vous avons envoyé un lien.",
          },
        },
      },
    });
    await heading('Connexion à votre espace prestataire');
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toContain("Confirmez d'abord votre adresse e-mail");
    expect(screen.getByRole('link', { name: 'recevoir un lien de réinitialisation' }).getAttribute('href')).toBe(
      '/reset-password',
    );
  });

  it('says how long to wait after too many failures (429)', async () => {
    await renderAdmin('/login', {
      routes: {
        [LOGIN]: {
          status: 429,
          body: { success: false, error: 'Trop de tentatives. Réessayez dans 840 secondes.', retryAfter: 840 },
        },
      },
    });
    await heading('Connexion à votre espace prestataire');
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Erreur 429\u00a0: Trop de tentatives. Réessayez dans 840 secondes.',
    );
  });

  it('sends a signed-out visitor of a private page to the sign-in page', async () => {
    const { path, server } = await renderAdmin('/account');
    await heading('Connexion à votre espace prestataire');
    expect(path()).toBe('/login');
    expect(server.requests).toHaveLength(0);
  });

  it('when the session cannot be renewed, removes the tokens and says so on the sign-in page', async () => {
    const { tokens, path } = await renderAdmin('/account', {
      tokens: { token: 'old', refreshToken: 'dead' },
      routes: {
        'GET /api/me': { status: 401, body: { success: false, error: 'Authentification requise' } },
        'POST /api/token/refresh': { status: 401, body: { success: false, error: 'Invalid refresh token' } },
      },
    });
    await heading('Connexion à votre espace prestataire');
    expect(screen.getByRole('alert').textContent).toBe('Votre session a expiré. Veuillez vous reconnecter.');
    expect(tokens.current).toEqual({});
    expect(path()).toBe('/login');
  });
});

const emptyProfile = {
  name: 'Atelier Lune',
  siret: null,
  services: [],
  eventTypes: [],
  portrait: '',
  languages: [],
  address: null,
  links: {},
  experiences: [],
};
