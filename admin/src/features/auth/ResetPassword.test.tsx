import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { heading, renderAdmin, SIGNED_IN } from '../../test/harness.tsx';

describe('the password reset pages', () => {
  it('asks for a link by e-mail', async () => {
    const user = userEvent.setup();
    const { server } = await renderAdmin('/reset-password', {
      routes: { 'POST /api/reset-password/request': { body: { success: true } } },
    });
    await heading('Mot de passe oublié');
    await user.type(screen.getByLabelText('Adresse e-mail'), 'Claire@Atelier-Lune.fr');
    await user.click(screen.getByRole('button', { name: 'Recevoir le lien' }));
    expect(await screen.findByText(/Si un compte existe pour cette adresse/)).toBeTruthy();
    expect(server.calls('POST /api/reset-password/request').map((r) => r.body)).toEqual([{ email: 'claire@atelier-lune.fr' }]);
  });

  it('sets a new password from the link, then sends the provider to sign in', async () => {
    const user = userEvent.setup();
    const { server } = await renderAdmin('/reset-password/tok-1', {
      routes: { 'POST /api/reset-password/token': { body: { success: true } } },
    });
    await heading('Choisir un nouveau mot de passe');
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'un nouveau mot de passe');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await screen.findByText('Votre mot de passe a été modifié. Connectez-vous avec le nouveau.')).toBeTruthy();
    expect(server.calls('POST /api/reset-password/token').map((r) => r.body)).toEqual([
      { token: 'tok-1', password: 'un nouveau mot de passe' },
    ]);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/login');
  });

  it('refuses a short password before asking, and says when the link is dead', async () => {
    const user = userEvent.setup();
    const { server } = await renderAdmin('/reset-password/tok-2', {
      tokens: SIGNED_IN,
      routes: {
        'POST /api/reset-password/token': {
          status: 400,
          body: { success: false, error: 'token-invalid', message: "Ce lien n'est plus valide. Demandez-en un nouveau." },
        },
      },
    });
    await heading('Choisir un nouveau mot de passe');
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'court');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await screen.findByText('Le mot de passe doit contenir au moins 10 caractères')).toBeTruthy();
    expect(server.calls('POST /api/reset-password/token')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Nouveau mot de passe'));
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'un nouveau mot de passe');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Erreur 400\u00a0: Ce lien n'est plus valide. Demandez-en un nouveau.",
    );
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' }).getAttribute('href')).toBe('/reset-password');
  });
});
