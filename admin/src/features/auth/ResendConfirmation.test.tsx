import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../test/harness.tsx';

const RESEND = 'POST /api/register/resend-confirmation';
const accepted = { status: 202, body: { success: true } };

/** The page's h1: the first page of a file loads its lazy chunks, slow on a busy machine. */
const slowHeading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 20_000 });

describe('"Renvoyer l\'e-mail de confirmation"', () => {
  it('on the check-your-inbox page after registering, sends the link again to that address', async () => {
    const user = userEvent.setup();
    const { server } = await renderAdmin('/register', { routes: { 'POST /api/register/': accepted, [RESEND]: accepted } });
    await slowHeading('Créer votre compte prestataire');
    await user.type(screen.getByLabelText("Nom de l'entreprise"), 'Atelier Lune');
    await user.type(screen.getByLabelText('Prénom'), 'Claire');
    await user.type(screen.getByLabelText('Nom'), 'Dupont');
    await user.type(screen.getByLabelText('Adresse e-mail'), 'claire@atelier-lune.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'un long mot de passe');
    await user.click(screen.getByRole('checkbox', { name: /J'accepte les/ }));
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await slowHeading('Vérifiez votre boîte de réception');
    expect(await screen.findByText(/^Rien reçu après quelques minutes/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: "Renvoyer l'e-mail de confirmation" }));
    expect(await screen.findByText(/un nouveau lien vient de lui être envoyé \(valable 24 heures\)/)).toBeTruthy();
    expect(server.calls(RESEND).map((r) => r.body)).toEqual([{ email: 'claire@atelier-lune.fr' }]);
  });

  it('under the sign-in refusal of an unconfirmed e-mail, in English too', async () => {
    const user = userEvent.setup();
    const { server } = await renderAdmin('/login', {
      locale: 'en',
      routes: {
        'POST /api/login_check': {
          status: 401,
          body: { success: false, error: 'email-not-confirmed', message: 'Confirm your e-mail address first.' },
        },
        [RESEND]: accepted,
      },
    });
    await slowHeading('Sign in to your provider area');
    await user.type(screen.getByLabelText('E-mail address'), 'Claire@Atelier-Lune.fr');
    await user.type(screen.getByLabelText('Password'), 'un long mot de passe');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const resend = await screen.findByRole('button', { name: 'Resend the confirmation e-mail' });
    await user.click(resend);
    expect(await screen.findByText(/a new link has just been sent to it/)).toBeTruthy();
    expect(server.calls(RESEND).map((r) => r.body)).toEqual([{ email: 'claire@atelier-lune.fr' }]);
  });

  it('is not offered for a wrong password', async () => {
    const user = userEvent.setup();
    await renderAdmin('/login', {
      routes: {
        'POST /api/login_check': {
          status: 401,
          body: { success: false, error: 'invalid-credentials', message: 'E-mail ou mot de passe incorrect.' },
        },
      },
    });
    await slowHeading('Connexion à votre espace prestataire');
    await user.type(screen.getByLabelText('Adresse e-mail'), 'claire@atelier-lune.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'un long mot de passe');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: "Renvoyer l'e-mail de confirmation" })).toBeNull();
  });
});
