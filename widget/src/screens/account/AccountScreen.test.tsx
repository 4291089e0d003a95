import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../test/harness.tsx';
import { AccountScreen } from './AccountScreen.tsx';
import { codeBoxes, knownUser, PHONE, submitPhone } from './testing.ts';

const sent = { 'POST /api/check-phone': { body: { success: true } } };

describe('account screen: phone step', () => {
  it('refuses an invalid number under the field, without any call', async () => {
    const { server } = renderWidget(<AccountScreen />, { routes: sent });
    await submitPhone(userEvent.setup(), '06 12');
    const input = screen.getByLabelText('Numéro de téléphone mobile');
    const message = screen.getByText('Votre numéro de téléphone est invalide');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(message.id);
    expect(server.requests).toHaveLength(0);
  });

  it('asks for a mobile when given a landline, and says an empty field is required, once each (issue 7)', async () => {
    const { server } = renderWidget(<AccountScreen />, { routes: sent });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Recevoir le code' }));
    expect(screen.getAllByText('Ce champ est obligatoire')).toHaveLength(1);
    await submitPhone(user, '01 42 34 56 78');
    expect(screen.getAllByText('Saisissez un numéro de mobile')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.requests).toHaveLength(0);
  });

  it('turns a refused number into the field’s message, not a second one above the form', async () => {
    const refused = {
      status: 400,
      body: { success: false, error: 'Saisissez un numéro de mobile', fields: { phone: 'Saisissez un numéro de mobile' } },
    };
    renderWidget(<AccountScreen />, { routes: { 'POST /api/check-phone': refused } });
    await submitPhone(userEvent.setup());
    const message = await screen.findByText('Saisissez un numéro de mobile');
    expect(screen.getByLabelText('Numéro de téléphone mobile').getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('links the privacy policy and the terms of use of the www host next to the field', () => {
    renderWidget(<AccountScreen />);
    const privacy = screen.getByRole('link', { name: 'Politique de confidentialité' }).getAttribute('href') ?? '';
    expect(privacy.endsWith('/confidentialite/')).toBe(true);
    const terms = screen.getByRole('link', { name: "Conditions d'utilisation" }).getAttribute('href') ?? '';
    expect(terms.endsWith('/conditions-utilisation/')).toBe(true);
  });

  it('says a lost connection in plain words, never "Failed to fetch"', async () => {
    renderWidget(<AccountScreen />, {
      routes: { 'POST /api/check-phone': () => Promise.reject(new TypeError('Failed to fetch')) },
    });
    await submitPhone(userEvent.setup());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Connexion impossible. Vérifiez votre connexion et réessayez.');
    expect(alert.textContent).not.toContain('Failed to fetch');
  });

  it('offers the seven served countries, named in the widget language, the page country first selected', () => {
    renderWidget(<AccountScreen />, { config: { country: 'BE' } });
    const select = screen.getByRole('combobox', { name: 'Pays' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.value).sort()).toEqual(['BE', 'DE', 'ES', 'FR', 'GB', 'IT', 'PT']);
    expect(select.value).toBe('BE');
    expect(screen.getByRole('option', { name: 'Allemagne (+49)' })).toBeTruthy();
    // Flags are bundled SVGs: no image is fetched from anywhere.
    expect(document.querySelector('img')).toBeNull();
  });

  it('sends the number in E.164 and shows the code step, focused on the first box', async () => {
    const { server } = renderWidget(<AccountScreen />, { routes: sent });
    await submitPhone(userEvent.setup());
    await screen.findByRole('heading', { name: 'Saisissez le code reçu par SMS' });
    expect(server.calls('POST /api/check-phone').map((r) => r.body)).toEqual([{ phone: PHONE }]);
    expect(screen.getByText('Un code à 6 chiffres a été envoyé au +33 6 12 34 56 78.')).toBeTruthy();
    expect(document.activeElement).toBe(codeBoxes()[0]);
  });

  it('reads a number typed in international form in its own country', async () => {
    const { server } = renderWidget(<AccountScreen />, { routes: sent });
    await submitPhone(userEvent.setup(), '+32 470 12 34 56');
    await screen.findByRole('heading', { name: 'Saisissez le code reçu par SMS' });
    expect(server.calls('POST /api/check-phone')[0]?.body).toEqual({ phone: '+32470123456' });
  });

  it("shows the server's refusal above the form and stays on the phone step", async () => {
    renderWidget(<AccountScreen />, {
      routes: { 'POST /api/check-phone': { body: { success: false, error: "L'envoi du SMS a échoué." } } },
    });
    await submitPhone(userEvent.setup());
    expect((await screen.findByRole('alert')).textContent).toBe("Une erreur est survenue : L'envoi du SMS a échoué.");
    expect(screen.getByRole('button', { name: 'Recevoir le code' })).toHaveProperty('disabled', false);
  });

  it("shows an HTTP failure with the server's message", async () => {
    renderWidget(<AccountScreen />, {
      routes: {
        'POST /api/check-phone': {
          status: 429,
          body: { success: false, error: 'Trop de codes demandés pour ce numéro. Réessayez plus tard.' },
        },
      },
    });
    await submitPhone(userEvent.setup());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Une erreur est survenue : Trop de codes demandés pour ce numéro. Réessayez plus tard.',
    );
  });

  it('disables the button while the call runs', async () => {
    let answer: (reply: { body: unknown }) => void = () => {};
    renderWidget(<AccountScreen />, {
      routes: { 'POST /api/check-phone': () => new Promise((resolve) => (answer = resolve)) },
    });
    await submitPhone(userEvent.setup());
    const button = screen.getByRole('button', { name: 'Recevoir le code' });
    await waitFor(() => expect(button).toHaveProperty('disabled', true));
    answer({ body: { success: true } });
    await screen.findByRole('heading', { name: 'Saisissez le code reçu par SMS' });
  });
});

describe('account screen: code step', () => {
  const verified = { body: { success: true, token: 'access-1', refresh_token: 'refresh-1' } };

  it('verifies the code once the sixth digit is in; a known couple goes to presentation, tokens stored', async () => {
    const { server, store, tokens } = renderWidget(<AccountScreen />, {
      routes: {
        ...sent,
        'POST /api/verify-phone': verified,
        'POST /api/check-account': { body: { hasAccount: true, user: knownUser } },
      },
    });
    const user = userEvent.setup();
    await submitPhone(user);
    await screen.findByRole('heading', { name: 'Saisissez le code reçu par SMS' });
    await user.keyboard('123456');
    await waitFor(() => expect(store.getState().screen).toBe('presentation'));
    expect(server.calls('POST /api/verify-phone').map((r) => r.body)).toEqual([{ phone: PHONE, code: '123456' }]);
    expect(server.calls('POST /api/check-account')[0]?.body).toEqual({ phone: PHONE });
    expect(server.calls('POST /api/check-account')[0]?.headers.get('authorization')).toBe('Bearer access-1');
    expect(tokens.current).toEqual({ token: 'access-1', refreshToken: 'refresh-1' });
    expect(store.getState().user).toEqual(knownUser);
  });

  it('a proved phone without an account goes to inscription, the phone kept', async () => {
    const { store } = renderWidget(<AccountScreen />, {
      routes: { ...sent, 'POST /api/verify-phone': verified, 'POST /api/check-account': { body: { hasAccount: false } } },
    });
    const user = userEvent.setup();
    await submitPhone(user);
    await screen.findByRole('heading', { name: 'Saisissez le code reçu par SMS' });
    await user.paste('123 456');
    await waitFor(() => expect(store.getState().screen).toBe('inscription'));
    expect(store.getState().phone).toBe(PHONE);
  });

  it("shows the server's message for a wrong code and empties the boxes for another try", async () => {
    const { store } = renderWidget(<AccountScreen />, {
      routes: { ...sent, 'POST /api/verify-phone': { status: 400, body: { success: false, error: 'Code incorrect' } } },
    });
    const user = userEvent.setup();
    await submitPhone(user);
    await screen.findByRole('heading', { name: 'Saisissez le code reçu par SMS' });
    await user.keyboard('999999');
    expect((await screen.findByRole('alert')).textContent).toBe('Une erreur est survenue : Code incorrect');
    expect(codeBoxes().map((box) => box.value)).toEqual(['', '', '', '', '', '']);
    await waitFor(() => expect(document.activeElement).toBe(codeBoxes()[0]));
    expect(store.getState().screen).toBe('account');
  });

  it('shows a refusal given as success:false', async () => {
    renderWidget(<AccountScreen />, {
      routes: { ...sent, 'POST /api/verify-phone': { body: { success: false, error: 'Ce code a expiré.' } } },
    });
    const user = userEvent.setup();
    await submitPhone(user);
    await screen.findByRole('heading', { name: 'Saisissez le code reçu par SMS' });
    await user.keyboard('111111');
    expect((await screen.findByRole('alert')).textContent).toBe('Une erreur est survenue : Ce code a expiré.');
  });

  it("says 'Code invalide' for a short code, tied to the boxes, without any call", async () => {
    const { server } = renderWidget(<AccountScreen />, { routes: sent });
    const user = userEvent.setup();
    await submitPhone(user);
    await screen.findByRole('heading', { name: 'Saisissez le code reçu par SMS' });
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    const message = screen.getByText('Code invalide');
    expect(screen.getByRole('group', { name: 'Code de vérification' }).getAttribute('aria-describedby')).toContain(message.id);
    expect(codeBoxes()[0]?.getAttribute('aria-invalid')).toBe('true');
    expect(server.calls('POST /api/verify-phone')).toHaveLength(0);
  });

  it('after a failed account check, a retry does not spend the code again', async () => {
    let accountChecks = 0;
    const { store, server } = renderWidget(<AccountScreen />, {
      routes: {
        ...sent,
        'POST /api/verify-phone': verified,
        'POST /api/check-account': () =>
          ++accountChecks === 1 ? { status: 503, body: { error: 'Service indisponible' } } : { body: { hasAccount: false } },
      },
    });
    const user = userEvent.setup();
    await submitPhone(user);
    await screen.findByRole('heading', { name: 'Saisissez le code reçu par SMS' });
    await user.keyboard('123456');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Une erreur est survenue : Le service est momentanément indisponible. Réessayez dans quelques instants.',
    );
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(store.getState().screen).toBe('inscription'));
    expect(server.calls('POST /api/verify-phone')).toHaveLength(1);
  });

  it('speaks English with locale en', async () => {
    renderWidget(<AccountScreen />, { routes: sent, locale: 'en' });
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Get your verification code' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Get the code' }));
    expect(screen.getByText('This field is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Mobile phone number'), '0612345678');
    await user.click(screen.getByRole('button', { name: 'Get the code' }));
    await screen.findByRole('heading', { name: 'Enter the code we texted you' });
    expect(screen.getByText('Resend the code in 60 s')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
  });
});
