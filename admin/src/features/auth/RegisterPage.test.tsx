import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { heading, renderAdmin } from '../../test/harness.tsx';

const REGISTER = 'POST /api/register/';

async function fill(user: ReturnType<typeof userEvent.setup>, { terms = true } = {}) {
  await user.type(screen.getByLabelText("Nom de l'entreprise"), 'Atelier Lune');
  await user.type(screen.getByLabelText('Prénom'), 'Claire');
  await user.type(screen.getByLabelText('Nom'), 'Dupont');
  await user.type(screen.getByLabelText('Adresse e-mail'), 'claire@atelier-lune.fr');
  await user.type(screen.getByLabelText('Mot de passe'), 'un long mot de passe');
  if (terms) await user.click(screen.getByRole('checkbox', { name: /J'accepte les/ }));
  await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
}

describe('the registration page', () => {
  it('creates the account and says where the confirmation link went', async () => {
    const user = userEvent.setup();
    const { server } = await renderAdmin('/register', { routes: { [REGISTER]: { status: 202, body: { success: true } } } });
    await heading('Créer votre compte prestataire');
    expect(screen.getByRole('link', { name: 'conditions générales de vente' }).getAttribute('href')).toBe(
      'http://www.alliance.test/cgv/',
    );
    await fill(user);
    await heading('Vérifiez votre boîte de réception');
    expect(screen.getByRole('status').textContent).toContain('claire@atelier-lune.fr');
    expect(server.calls(REGISTER).map((r) => r.body)).toEqual([
      {
        companyName: 'Atelier Lune',
        firstname: 'Claire',
        lastname: 'Dupont',
        email: 'claire@atelier-lune.fr',
        password: 'un long mot de passe',
        termsAccepted: true,
        locale: 'fr',
      },
    ]);
  });

  it('asks for the terms and a long enough password before calling the server', async () => {
    const user = userEvent.setup();
    const { server } = await renderAdmin('/register');
    await heading('Créer votre compte prestataire');
    await user.type(screen.getByLabelText('Mot de passe'), 'court');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('Vous devez accepter les conditions générales de vente')).toBeTruthy();
    expect(screen.getByText('Le mot de passe doit contenir au moins 10 caractères')).toBeTruthy();
    expect(screen.getByText('Prénom invalide')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /J'accepte les/ }).getAttribute('aria-invalid')).toBe('true');
    expect(server.requests).toHaveLength(0);
  });

  it("shows the server's field errors next to their fields", async () => {
    const user = userEvent.setup();
    await renderAdmin('/register', {
      routes: {
        [REGISTER]: {
          status: 400,
          body: {
            success: false,
            error: 'Ce mot de passe est trop courant : choisissez-en un autre',
            fields: { password: 'Ce mot de passe est trop courant : choisissez-en un autre' },
          },
        },
      },
    });
    await heading('Créer votre compte prestataire');
    await fill(user);
    const message = await screen.findByText('Ce mot de passe est trop courant : choisissez-en un autre');
    const password = screen.getByLabelText('Mot de passe');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
