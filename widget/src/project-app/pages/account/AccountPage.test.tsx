import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { codeBoxes } from '../../../screens/account/testing.ts';
import { couple, renderAccount } from './fixtures.tsx';

const UPDATE = 'POST /api/update-profile';
const emailField = () => screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;

describe('AccountPage: details, e-mail and language', () => {
  it("shows the couple's names read-only", () => {
    renderAccount();
    expect(screen.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeTruthy();
    expect(screen.getByText('Camille')).toBeTruthy();
    expect(screen.getByText('Martin')).toBeTruthy();
    expect(screen.getByText('Le nom et le prénom ne peuvent pas être modifiés.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Nom|Prénom/ })).toBeNull();
    expect(emailField().value).toBe('camille@example.fr');
  });

  it('refuses a malformed e-mail without asking the server, the message tied to the field', async () => {
    const user = userEvent.setup();
    const { server } = renderAccount();
    await user.clear(emailField());
    await user.type(emailField(), 'camille@example');
    await user.click(screen.getByRole('button', { name: "Enregistrer l'adresse e-mail" }));
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    const errorId = emailField().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Email invalide');
    expect(document.activeElement).toBe(emailField());
    expect(server.requests).toHaveLength(0);
  });

  it('saves a new e-mail and keeps the answered user in the store', async () => {
    const user = userEvent.setup();
    const updated = { ...couple, email: 'camille.martin@example.org' };
    const { server, store } = renderAccount({ [UPDATE]: { body: { success: true, user: updated } } });
    await user.clear(emailField());
    await user.type(emailField(), ' camille.martin@example.org ');
    await user.click(screen.getByRole('button', { name: "Enregistrer l'adresse e-mail" }));
    await screen.findByText('Votre adresse e-mail a été enregistrée.');
    expect(server.calls(UPDATE).map((r) => r.body)).toEqual([{ email: 'camille.martin@example.org' }]);
    expect(server.calls(UPDATE)[0]?.headers.get('authorization')).toBe('Bearer access-1');
    expect(store.getState().user?.email).toBe('camille.martin@example.org');
  });

  it("shows the server's message for the e-mail under the field", async () => {
    const user = userEvent.setup();
    renderAccount({
      [UPDATE]: { status: 400, body: { success: false, error: 'Email invalide', fields: { email: 'Email invalide' } } },
    });
    await user.type(emailField(), 'x');
    await user.click(screen.getByRole('button', { name: "Enregistrer l'adresse e-mail" }));
    await waitFor(() => expect(emailField().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Email invalide')).toBeTruthy();
  });

  it('offers the six languages each named in itself, and switches the texts at once', async () => {
    const user = userEvent.setup();
    const { server, store, i18n } = renderAccount({ [UPDATE]: { body: { success: true, user: { ...couple, locale: 'en' } } } });
    const language = screen.getByRole('combobox', { name: 'Langue' }) as HTMLSelectElement;
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Français', 'English', 'Nederlands', 'Deutsch', 'Italiano', 'Español']);
    expect(language.value).toBe('fr');
    await user.selectOptions(language, 'en');
    await user.click(screen.getByRole('button', { name: 'Changer la langue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    expect(screen.getByText('The interface language has been changed.')).toBeTruthy();
    expect(server.calls(UPDATE).map((r) => r.body)).toEqual([{ locale: 'en' }]);
    expect(i18n.language).toBe('en');
    expect(store.getState().user?.locale).toBe('en');
  });
});

describe('AccountPage: phone change', () => {
  it('after an old sign-in, proves the current number again first, then changes it', async () => {
    const user = userEvent.setup();
    const moved = { ...couple, phone: '+33698765432' };
    let checks = 0;
    const { server, tokens } = renderAccount({
      'POST /api/phone/check': () => {
        checks += 1;
        return checks === 1
          ? {
              status: 403,
              body: { success: false, error: 'Confirmez votre numéro', error_slug: 'recent-sign-in-required' },
            }
          : { body: { success: true } };
      },
      'POST /api/check-phone': { body: { success: true } },
      'POST /api/verify-phone': { body: { success: true, token: 'phone-only', refresh_token: 'phone-only-r' } },
      'POST /api/check-account': { body: { hasAccount: true, user: couple, token: 'access-2', refresh_token: 'refresh-2' } },
      'POST /api/phone/verify': { body: { success: true, user: moved, token: 'access-3', refresh_token: 'refresh-3' } },
    });
    await user.click(screen.getByRole('button', { name: 'Changer de numéro' }));
    await user.type(screen.getByLabelText('Nouveau numéro de téléphone mobile'), '06 98 76 54 32');
    await user.click(screen.getByRole('button', { name: 'Recevoir le code' }));

    await screen.findByText(
      "Pour votre sécurité, confirmez d'abord votre numéro actuel : saisissez le code reçu par SMS au +33 6 12 34 56 78.",
    );
    expect(server.calls('POST /api/check-phone').map((r) => r.body)).toEqual([{ phone: couple.phone }]);
    await waitFor(() => expect(document.activeElement).toBe(codeBoxes()[0]));
    await user.keyboard('111111');

    await screen.findByText('Saisissez le code reçu par SMS au +33 6 98 76 54 32.');
    expect(server.calls('POST /api/verify-phone').map((r) => r.body)).toEqual([{ phone: couple.phone, code: '111111' }]);
    // check-account went with the phone-only proof; the fresh session is the one kept.
    expect(server.calls('POST /api/check-account')[0]?.headers.get('authorization')).toBe('Bearer phone-only');
    expect(tokens.current).toEqual({ token: 'access-2', refreshToken: 'refresh-2' });
    await waitFor(() => expect(document.activeElement).toBe(codeBoxes()[0]));
    await user.keyboard('222222');

    await screen.findByText('Votre numéro de téléphone a été modifié.');
    expect(server.calls('POST /api/phone/verify').map((r) => r.body)).toEqual([{ phone: '+33698765432', code: '222222' }]);
    expect(tokens.current).toEqual({ token: 'access-3', refreshToken: 'refresh-3' });
  });

  it('checks the new number, then verifies its code: new tokens saved, user updated', async () => {
    const user = userEvent.setup();
    const moved = { ...couple, phone: '+33698765432' };
    const { server, tokens, store } = renderAccount({
      'POST /api/phone/check': { body: { success: true } },
      'POST /api/phone/verify': { body: { success: true, user: moved, token: 'access-2', refresh_token: 'refresh-2' } },
    });
    expect(screen.getByText('+33 6 12 34 56 78')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Changer de numéro' }));
    const field = screen.getByLabelText('Nouveau numéro de téléphone mobile');
    expect(document.activeElement).toBe(field);
    await user.type(field, '06 98 76 54 32');
    await user.click(screen.getByRole('button', { name: 'Recevoir le code' }));

    await screen.findByText('Saisissez le code reçu par SMS au +33 6 98 76 54 32.');
    expect(server.calls('POST /api/phone/check').map((r) => r.body)).toEqual([{ phone: '+33698765432' }]);
    await waitFor(() => expect(document.activeElement).toBe(codeBoxes()[0]));
    await user.keyboard('123456');

    await screen.findByText('Votre numéro de téléphone a été modifié.');
    expect(server.calls('POST /api/phone/verify').map((r) => r.body)).toEqual([{ phone: '+33698765432', code: '123456' }]);
    expect(tokens.current).toEqual({ token: 'access-2', refreshToken: 'refresh-2' });
    expect(store.getState().user?.phone).toBe('+33698765432');
    expect(screen.getByText('+33 6 98 76 54 32')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Changer de numéro' }));
  });

  it('refuses an invalid number, or the current one, without sending a code', async () => {
    const user = userEvent.setup();
    const { server } = renderAccount();
    await user.click(screen.getByRole('button', { name: 'Changer de numéro' }));
    const field = screen.getByLabelText('Nouveau numéro de téléphone mobile');
    await user.type(field, '01 23');
    await user.click(screen.getByRole('button', { name: 'Recevoir le code' }));
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Votre numéro de téléphone est invalide',
    );
    await user.clear(field);
    await user.type(field, '06 12 34 56 78');
    await user.click(screen.getByRole('button', { name: 'Recevoir le code' }));
    expect(screen.getByText("C'est déjà votre numéro actuel.")).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });

  it('says when the code is refused, and keeps the old tokens', async () => {
    const user = userEvent.setup();
    const { tokens } = renderAccount({
      'POST /api/phone/check': { body: { success: true } },
      'POST /api/phone/verify': { body: { success: false, error: 'Code invalide' } },
    });
    await user.click(screen.getByRole('button', { name: 'Changer de numéro' }));
    await user.type(screen.getByLabelText('Nouveau numéro de téléphone mobile'), '0698765432');
    await user.click(screen.getByRole('button', { name: 'Recevoir le code' }));
    await waitFor(() => expect(document.activeElement).toBe(codeBoxes()[0]));
    await user.keyboard('000000');
    const error = await screen.findByText('Une erreur est survenue : Code invalide');
    expect(error.getAttribute('role')).toBe('alert');
    expect(codeBoxes().map((box) => box.value)).toEqual(['', '', '', '', '', '']);
    expect(tokens.current).toEqual({ token: 'access-1', refreshToken: 'refresh-1' });
  });
});

describe('AccountPage: leaving', () => {
  it('logs out: the server revokes the session, tokens cleared, signed out, back home', async () => {
    const user = userEvent.setup();
    const { server, tokens, store, notices } = renderAccount({ 'POST /api/logout': { body: { success: true } } });
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(server.calls('POST /api/logout')[0]?.headers.get('authorization')).toBe('Bearer access-1');
    expect(tokens.current).toEqual({});
    expect(store.getState().user).toBeNull();
    expect(notices.getState().notice).toEqual({ text: 'Vous êtes déconnecté.', tone: 'status', at: '/' });
  });

  it('asks before deleting the account; cancelling sends nothing', async () => {
    const user = userEvent.setup();
    const { server, tokens } = renderAccount();
    const open = screen.getByRole('button', { name: 'Supprimer mon compte' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Supprimer votre compte ?' });
    expect(
      within(dialog).getByText(/données personnelles .* seront supprimées et vos demandes en cours seront retirées/),
    ).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Annuler' }));
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
    await user.click(open);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.requests).toHaveLength(0);
    expect(tokens.current).toEqual({ token: 'access-1', refreshToken: 'refresh-1' });
  });

  it('deletes on confirmation: {confirm: true} sent, signed out, goodbye on the home page', async () => {
    const user = userEvent.setup();
    const { server, tokens, store, notices } = renderAccount({
      'POST /api/account/delete': { body: { success: true, withdrawnRequests: 2 } },
    });
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(server.calls('POST /api/account/delete').map((r) => r.body)).toEqual([{ confirm: true }]);
    expect(tokens.current).toEqual({});
    expect(store.getState().user).toBeNull();
    expect(store.getState().screen).toBe('account');
    expect(notices.getState().notice?.text).toBe("Votre compte a été supprimé. Merci d'avoir utilisé Alliance, et belle fête !");
  });

  it('keeps the account and says why when deletion fails', async () => {
    const user = userEvent.setup();
    const { tokens } = renderAccount({ 'POST /api/account/delete': { status: 500, body: { success: false, error: 'Panne' } } });
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByText(
      'Une erreur est survenue : Le service est momentanément indisponible. Réessayez dans quelques instants.',
    );
    expect(tokens.current).toEqual({ token: 'access-1', refreshToken: 'refresh-1' });
    expect(window.location.pathname).toBe('/account');
  });
});
