import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLocale } from './lib/locale.ts';
import { heading, me, renderAdmin, SIGNED_IN } from './test/harness.tsx';

const NONE = {
  'GET /api/marketing/promotional-alert/active': { body: { success: true, alert: null } },
  'GET /api/marketing/promotional-popup/active': { body: { success: true, popup: null } },
};

describe('the admin shell', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the fatal error page with a reload button when a page fails to render (spec §8)', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    // An answer without the provider: the dashboard cannot render it.
    await renderAdmin('/', { tokens: SIGNED_IN, routes: { 'GET /api/me': { body: { user: me.user } }, ...NONE } });
    await heading("Oups\u00a0! Quelque chose s'est mal passé");
    await userEvent.setup().click(screen.getByRole('button', { name: 'Recharger la page' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reported).toHaveBeenCalled();
  });

  it("speaks the account's language once signed in, and the switcher changes it", async () => {
    const user = userEvent.setup();
    const { server } = await renderAdmin('/', {
      tokens: SIGNED_IN,
      routes: {
        'GET /api/me': { body: { ...me, user: { ...me.user, locale: 'de' } } },
        'POST /api/account/change-locale': { body: { success: true } },
        ...NONE,
      },
    });
    await heading('Übersicht');
    // The <html> lang follows in an effect after the texts: awaited, not read at once.
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    await user.selectOptions(screen.getByLabelText('Sprache'), 'it');
    await heading('Pannello');
    expect(server.calls('POST /api/account/change-locale').map((r) => r.body)).toEqual([{ locale: 'it' }]);
    expect(server.calls('POST /api/account/change-locale')[0]?.headers.get('accept-language')).toBe('it');
  });

  it('switches the language of a signed-out visitor without asking the server', async () => {
    const user = userEvent.setup();
    const { server } = await renderAdmin('/login');
    await heading('Connexion à votre espace prestataire');
    await user.selectOptions(screen.getByLabelText('Langue'), 'es');
    await heading('Inicia sesión en tu área de proveedor');
    expect(server.requests).toHaveLength(0);
  });

  it('moves the focus to the new page heading after a navigation', async () => {
    const user = userEvent.setup();
    await renderAdmin('/login');
    await heading('Connexion à votre espace prestataire');
    await user.click(screen.getByRole('link', { name: 'Créer un compte prestataire' }));
    const h1 = await heading('Créer votre compte prestataire');
    await waitFor(() => expect(document.activeElement).toBe(h1));
    expect(document.title).toBe('Créer votre compte prestataire · Alliance');
  });

  it('signs out: the session ends on the server and the tokens go', async () => {
    const user = userEvent.setup();
    const { server, tokens } = await renderAdmin('/', {
      tokens: SIGNED_IN,
      routes: { 'GET /api/me': { body: me }, 'POST /api/logout': { body: { success: true } }, ...NONE },
    });
    await heading('Tableau de bord');
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await heading('Connexion à votre espace prestataire');
    expect(screen.getByRole('status').textContent).toBe('Vous êtes déconnecté.');
    expect(server.calls('POST /api/logout')[0]?.headers.get('authorization')).toBe('Bearer access-1');
    expect(tokens.current).toEqual({});
  });

  it('answers an unknown path with its 404 page', async () => {
    await renderAdmin('/nothing-here');
    await heading('Page introuvable');
  });

  it('picks the language from the _locale cookie, then the browser, then French', () => {
    const doc = (cookie: string) => ({ cookie }) as Document;
    const nav = (...languages: string[]) => ({ languages, language: languages[0] ?? '' }) as unknown as Navigator;
    expect(detectLocale(doc('a=1; _locale=nl'), nav('de-DE'))).toBe('nl');
    expect(detectLocale(doc(''), nav('pt-PT', 'it-IT'))).toBe('it');
    expect(detectLocale(doc(''), nav('pt-PT'))).toBe('fr');
  });
});
