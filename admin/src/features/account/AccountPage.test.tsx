import { codeBoxes } from '@alliance/widget/screens/account/testing.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { heading, me, meWith, type Route, renderAdmin, SIGNED_IN } from '../../test/harness.tsx';

const notifications = (smsOnNewLead: boolean, phoneVerified: boolean) => ({
  body: { success: true, smsOnNewLead, phoneVerified },
});
const account = (routes: Record<string, Route> = {}, body = me) =>
  renderAdmin('/account', {
    tokens: SIGNED_IN,
    routes: { 'GET /api/me': { body }, 'GET /api/account/notifications': notifications(false, false), ...routes },
  });
const ok = { body: { success: true } };
const section = (name: string) => screen.getByRole('region', { name });

describe('the account page', () => {
  it('changes the language of the interface and of the account', async () => {
    const user = userEvent.setup();
    const { server } = await account({ 'POST /api/account/change-locale': ok });
    await heading('Mon compte');
    await user.selectOptions(screen.getByLabelText("Langue de l'interface et des e-mails"), 'en');
    await user.click(screen.getByRole('button', { name: 'Changer la langue' }));
    await heading('My account');
    expect(server.calls('POST /api/account/change-locale').map((r) => r.body)).toEqual([{ locale: 'en' }]);
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });

  it('saves the names', async () => {
    const user = userEvent.setup();
    const { server } = await account({ 'POST /api/account/update-personal-info': ok });
    await heading('Mon compte');
    const names = section('Vos nom et prénom');
    await user.clear(within(names).getByLabelText('Prénom'));
    await user.type(within(names).getByLabelText('Prénom'), 'Clara');
    await user.click(within(names).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(names).findByText('Modifications enregistrées.')).toBeTruthy();
    expect(server.calls('POST /api/account/update-personal-info').map((r) => r.body)).toEqual([
      { firstname: 'Clara', lastname: 'Dupont' },
    ]);
  });

  it('asks for a new e-mail address with the password, and shows a wrong password next to it', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { server } = await account({
      'POST /api/account/change-email': () =>
        ++calls === 1
          ? {
              status: 400,
              body: { success: false, error: 'Mot de passe incorrect', fields: { password: 'Mot de passe incorrect' } },
            }
          : ok,
    });
    await heading('Mon compte');
    const email = section('Adresse e-mail');
    await user.type(within(email).getByLabelText('Nouvelle adresse e-mail'), 'contact@atelier-lune.fr');
    await user.type(within(email).getByLabelText('Votre mot de passe'), 'faux');
    await user.click(within(email).getByRole('button', { name: "Changer d'adresse" }));
    expect(await within(email).findByText('Mot de passe incorrect')).toBeTruthy();
    expect(within(email).getByLabelText('Votre mot de passe').getAttribute('aria-invalid')).toBe('true');
    await user.clear(within(email).getByLabelText('Votre mot de passe'));
    await user.type(within(email).getByLabelText('Votre mot de passe'), 'le bon mot de passe');
    await user.click(within(email).getByRole('button', { name: "Changer d'adresse" }));
    expect(await within(email).findByText(/Un lien de confirmation a été envoyé à contact@atelier-lune.fr/)).toBeTruthy();
    expect(server.calls('POST /api/account/change-email').at(-1)?.body).toEqual({
      email: 'contact@atelier-lune.fr',
      password: 'le bon mot de passe',
    });
  });

  it('changes the password', async () => {
    const user = userEvent.setup();
    const { server } = await account({ 'POST /api/change-password': ok });
    await heading('Mon compte');
    const password = section('Mot de passe');
    await user.type(within(password).getByLabelText('Mot de passe actuel'), 'ancien mot de passe');
    await user.type(within(password).getByLabelText('Nouveau mot de passe'), 'nouveau mot de passe');
    await user.click(within(password).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await within(password).findByText(/Votre mot de passe a été modifié/)).toBeTruthy();
    expect(server.calls('POST /api/change-password').map((r) => r.body)).toEqual([
      { currentPassword: 'ancien mot de passe', password: 'nouveau mot de passe' },
    ]);
  });

  it('proves a new mobile number with the 6-box code', async () => {
    const user = userEvent.setup();
    const { server } = await account({ 'POST /api/phone/change': ok, 'POST /api/phone/verify': ok });
    await heading('Mon compte');
    const phone = section('Téléphone mobile');
    expect(within(phone).getByText('Aucun numéro de mobile enregistré.')).toBeTruthy();
    await user.type(within(phone).getByLabelText('Nouveau numéro de téléphone mobile'), '06 12 34 56 78');
    await user.click(within(phone).getByRole('button', { name: 'Recevoir le code' }));
    expect(await within(phone).findByText('Saisissez le code reçu par SMS au +33 6 12 34 56 78.')).toBeTruthy();
    expect(server.calls('POST /api/phone/change').map((r) => r.body)).toEqual([{ phone: '+33612345678' }]);
    await waitFor(() => expect(document.activeElement).toBe(codeBoxes()[0]));
    await user.keyboard('123456');
    expect(await within(phone).findByText('Votre numéro de téléphone est vérifié.')).toBeTruthy();
    expect(server.calls('POST /api/phone/verify').map((r) => r.body)).toEqual([{ phone: '+33612345678', code: '123456' }]);
    expect(within(phone).getByText('+33 6 12 34 56 78')).toBeTruthy();
  });

  it('solves the proof-of-work challenge a busy phone gets, then sends the code', async () => {
    const user = userEvent.setup();
    const salt = 'c0ffee?expires=9999999999';
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}42`));
    const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
    const challenge = { algorithm: 'SHA-256', challenge: hex, maxnumber: 1000, salt, signature: 'b'.repeat(64) };
    const { server } = await account({
      'POST /api/phone/change': (request) =>
        (request.body as { altcha?: string }).altcha
          ? ok
          : { status: 403, body: { success: false, error: 'Une vérification de sécurité est nécessaire.', challenge } },
    });
    await heading('Mon compte');
    const phone = section('Téléphone mobile');
    await user.type(within(phone).getByLabelText('Nouveau numéro de téléphone mobile'), '06 12 34 56 78');
    await user.click(within(phone).getByRole('button', { name: 'Recevoir le code' }));
    expect(await within(phone).findByText('Saisissez le code reçu par SMS au +33 6 12 34 56 78.')).toBeTruthy();
    const [first, second] = server.calls('POST /api/phone/change').map((r) => r.body as { phone: string; altcha?: string });
    expect(first).toEqual({ phone: '+33612345678' });
    expect(JSON.parse(atob(second?.altcha ?? ''))).toMatchObject({ number: 42, salt, signature: challenge.signature });
  });

  it('refuses a number that is not a mobile without asking the server', async () => {
    const user = userEvent.setup();
    const { server } = await account();
    await heading('Mon compte');
    const phone = section('Téléphone mobile');
    await user.type(within(phone).getByLabelText('Nouveau numéro de téléphone mobile'), '01 23 45 67 89');
    await user.click(within(phone).getByRole('button', { name: 'Recevoir le code' }));
    expect(await within(phone).findByText('Votre numéro de téléphone est invalide')).toBeTruthy();
    expect(server.calls('POST /api/phone/change')).toHaveLength(0);
  });

  it('deletes the account after the confirmation dialog with the password, then signs out', async () => {
    const user = userEvent.setup();
    const { server, tokens, path } = await account(
      { 'POST /api/account/delete': ok },
      meWith({}, { phone: '+33612345678', phoneVerified: true }),
    );
    await heading('Mon compte');
    await user.click(within(section('Supprimer mon compte')).getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer mon compte' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Mot de passe'));
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await within(dialog).findByText('Mot de passe invalide')).toBeTruthy();
    expect(server.calls('POST /api/account/delete')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Mot de passe'), 'mon mot de passe');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    await heading('Connexion à votre espace prestataire');
    expect(server.calls('POST /api/account/delete').map((r) => r.body)).toEqual([{ password: 'mon mot de passe' }]);
    expect(screen.getByRole('status').textContent).toBe('Votre compte a été supprimé.');
    expect(tokens.current).toEqual({});
    expect(path()).toBe('/login');
  });
  it('keeps the SMS for each new lead off, with the reason, while the phone is not verified', async () => {
    const { server } = await account();
    await heading('Mon compte');
    const settings = section('Notifications');
    const sms = (await within(settings).findByRole('checkbox', {
      name: 'Recevoir un SMS pour chaque nouvelle demande',
    })) as HTMLInputElement;
    expect(sms.disabled).toBe(true);
    expect(sms.checked).toBe(false);
    expect(sms.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(sms.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /Vérifiez d'abord votre numéro de mobile/,
    );
    expect(server.calls('POST /api/account/notifications')).toHaveLength(0);
  });

  it('saves the SMS for each new lead as soon as it is ticked, once the phone is verified', async () => {
    const user = userEvent.setup();
    const { server } = await account(
      {
        'GET /api/account/notifications': notifications(false, true),
        'POST /api/account/notifications': notifications(true, true),
      },
      meWith({}, { phone: '+33612345678', phoneVerified: true }),
    );
    await heading('Mon compte');
    const settings = section('Notifications');
    const sms = (await within(settings).findByRole('checkbox', {
      name: 'Recevoir un SMS pour chaque nouvelle demande',
    })) as HTMLInputElement;
    expect(sms.disabled).toBe(false);
    await user.click(sms);
    expect(await within(settings).findByText('Modifications enregistrées.')).toBeTruthy();
    expect(sms.checked).toBe(true);
    expect(server.calls('POST /api/account/notifications').map((r) => r.body)).toEqual([{ smsOnNewLead: true }]);
  });
});
