import type { Locality } from '@alliance/shared/locality';
import type { User } from '@alliance/shared/user';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE, type HarnessOptions, type Reply, type Route, renderWidget } from '../../test/harness.tsx';
import { RegistrationScreen } from './RegistrationScreen.tsx';

const BORDEAUX: Locality = {
  label: 'Bordeaux (33000)',
  city: 'Bordeaux',
  zipCode: '33000',
  countryCode: 'FR',
  latitude: 44.8378,
  longitude: -0.5792,
};
const USER: User = {
  phone: '+33612345678',
  locale: 'fr',
  latitude: BORDEAUX.latitude,
  longitude: BORDEAUX.longitude,
  has_finished_onboarding: true,
  email: 'marie@example.fr',
  firstname: 'Marie',
  lastname: 'Dupont',
  city: 'Bordeaux',
  zipCode: '33000',
  country: 'FR',
};
const REGISTER = 'POST /api/register';
const registered = { body: { user: USER, token: 'access-2', refresh_token: 'refresh-2' } };

function setup(register: Route = registered, options: HarnessOptions = {}) {
  const view = renderWidget(<RegistrationScreen />, {
    state: { screen: 'inscription', phone: '+33612345678' },
    tokens: { token: 'access-1', refreshToken: 'refresh-1' },
    ...options,
    routes: { 'GET /search/locality': { body: { results: [BORDEAUX], next_page: null } }, [REGISTER]: register },
  });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { ...view, user };
}

type User_ = ReturnType<typeof setup>['user'];
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const city = (name: string) => screen.getByRole('combobox', { name }) as HTMLInputElement;

async function chooseCity(user: User_, label = 'Ville') {
  await user.type(city(label), 'Bord');
  await user.click(await screen.findByRole('option', { name: 'Bordeaux (33000)' }));
}

async function fillIn(user: User_) {
  await user.type(field('Email'), ' marie@example.fr ');
  await user.type(field('Nom'), 'Dupont');
  await user.type(field('Prénom'), 'Marie');
  await chooseCity(user);
  await user.click(screen.getByRole('checkbox'));
}

/** The message under a field, found through the field's own aria-describedby. */
function messageOf(input: HTMLElement): string | undefined {
  if (input.getAttribute('aria-invalid') !== 'true') return undefined;
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? (document.getElementById(errorId)?.textContent ?? '') : undefined;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RegistrationScreen', () => {
  it('shows the profile form with a terms link opening the terms of sale in a new tab', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Complétez votre profil' })).toBeTruthy();
    for (const name of ['Email', 'Nom', 'Prénom']) expect(field(name)).toBeTruthy();
    expect(city('Ville')).toBeTruthy();
    const link = screen.getByRole('link', { name: /conditions générales de vente/ });
    expect(link.getAttribute('href')).toBe(`${API_BASE}/cgv/`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(screen.getByRole('checkbox', { name: /J'accepte les conditions générales de vente/ })).toBeTruthy();
  });

  it('on an empty submit shows every message under its field, focuses the first and sends nothing', async () => {
    const { user, server } = setup();
    await user.click(screen.getByRole('button', { name: 'Valider mon inscription' }));
    expect(messageOf(field('Email'))).toBe('Email invalide');
    expect(messageOf(field('Nom'))).toBe('Nom invalide');
    expect(messageOf(field('Prénom'))).toBe('Prénom invalide');
    expect(messageOf(city('Ville'))).toBe('Ville invalide');
    expect(messageOf(screen.getByRole('checkbox'))).toBe('Vous devez accepter les conditions générales de vente');
    expect(document.activeElement).toBe(field('Email'));
    expect(server.calls(REGISTER)).toHaveLength(0);
  });

  it('checks each field when it is left, then follows the typing', async () => {
    const { user } = setup();
    await user.type(field('Email'), 'marie@example.photos');
    await user.tab();
    expect(messageOf(field('Email'))).toBe('Email invalide');
    await user.clear(field('Email'));
    await user.type(field('Email'), 'marie@example.fr');
    expect(messageOf(field('Email'))).toBeUndefined();

    await user.type(field('Nom'), ' Du ');
    await user.tab();
    expect(messageOf(field('Nom'))).toBe('Nom invalide');
    await user.type(field('Nom'), 'pont');
    expect(messageOf(field('Nom'))).toBeUndefined();

    await user.type(field('Prénom'), 'Al');
    await user.tab();
    expect(messageOf(field('Prénom'))).toBe('Prénom invalide');

    // A city typed but not chosen is thrown away.
    await user.type(city('Ville'), 'Bord');
    await screen.findByRole('option', { name: 'Bordeaux (33000)' });
    await user.tab();
    expect(city('Ville').value).toBe('');
    expect(messageOf(city('Ville'))).toBe('Ville invalide');
  });

  it('focuses the first invalid field on submit', async () => {
    const { user } = setup();
    await user.type(field('Email'), 'marie@example.fr');
    await user.type(field('Nom'), 'Dupont');
    await user.type(field('Prénom'), 'Marie');
    await user.click(screen.getByRole('button', { name: 'Valider mon inscription' }));
    expect(document.activeElement).toBe(city('Ville'));
    expect(messageOf(field('Email'))).toBeUndefined();
  });

  it('sends the registration, stores the tokens and goes to the presentation screen', async () => {
    const { user, server, tokens, store } = setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Valider mon inscription' }));
    await vi.waitFor(() => expect(store.getState().screen).toBe('presentation'));
    const [request] = server.calls(REGISTER);
    expect(request?.body).toEqual({
      email: 'marie@example.fr',
      lastname: 'Dupont',
      firstname: 'Marie',
      phone: '+33612345678',
      city: 'Bordeaux',
      zipCode: '33000',
      country: 'FR',
      latitude: 44.8378,
      longitude: -0.5792,
      locale: 'fr',
      termsAccepted: true,
    });
    expect(request?.headers.get('authorization')).toBe('Bearer access-1');
    expect(tokens.current).toEqual({ token: 'access-2', refreshToken: 'refresh-2' });
    expect(store.getState().user).toEqual(USER);
  });

  it('disables the button while sending', async () => {
    let answer: (reply: Reply) => void = () => {};
    const { user, store } = setup(
      () =>
        new Promise<Reply>((resolve) => {
          answer = resolve;
        }),
    );
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Valider mon inscription' }));
    const button = await screen.findByRole('button', { name: 'Inscription en cours…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer(registered));
    await vi.waitFor(() => expect(store.getState().screen).toBe('presentation'));
  });

  it('shows the field messages under the fields, and not a second message above the form (issue 7)', async () => {
    const { user, store } = setup({
      status: 400,
      body: {
        success: false,
        error: 'Requête invalide',
        fields: { email: 'Email déjà utilisé', zipCode: 'Code postal invalide' },
      },
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Valider mon inscription' }));
    await waitFor(() => expect(messageOf(field('Email'))).toBe('Email déjà utilisé'));
    expect(screen.queryByText(/Requête invalide/)).toBeNull();
    // The city's parts (postal code, country, coordinates) are the city field's.
    expect(messageOf(city('Ville'))).toBe('Code postal invalide');
    expect(store.getState().screen).toBe('inscription');
    expect((screen.getByRole('button', { name: 'Valider mon inscription' }) as HTMLButtonElement).disabled).toBe(false);

    // Changing the field takes its server message away.
    await user.type(field('Email'), 'x');
    expect(screen.queryByText('Email déjà utilisé')).toBeNull();
  });

  it("reports a server failure with the server's message", async () => {
    const { user } = setup({ status: 500, body: { success: false, error: 'Erreur interne du serveur' } });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Valider mon inscription' }));
    expect(
      await screen.findByText(
        'Une erreur est survenue lors de la requête au serveur : Le service est momentanément indisponible. Réessayez dans quelques instants.',
      ),
    ).toBeTruthy();
  });

  it('speaks German, and registers in German', async () => {
    const { user, server, store } = setup(registered, { locale: 'de' });
    expect(screen.getByRole('heading', { name: 'Vervollständigen Sie Ihr Profil' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Registrierung abschließen' }));
    expect(messageOf(field('Nachname'))).toBe('Ungültiger Nachname');
    expect(messageOf(city('Ort'))).toBe('Ungültiger Ort');
    expect(messageOf(screen.getByRole('checkbox'))).toBe('Sie müssen die Allgemeinen Geschäftsbedingungen akzeptieren');

    await user.type(field('E-Mail'), 'anna@example.de');
    await user.type(field('Nachname'), 'Schmidt');
    await user.type(field('Vorname'), 'Anna');
    await chooseCity(user, 'Ort');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Registrierung abschließen' }));
    await vi.waitFor(() => expect(store.getState().screen).toBe('presentation'));
    expect(server.calls(REGISTER)[0]?.body).toMatchObject({ locale: 'de', lastname: 'Schmidt' });
    expect(server.calls(REGISTER)[0]?.headers.get('accept-language')).toBe('de');
  });
});
