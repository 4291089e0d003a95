import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { me, renderAdmin } from '../test/harness.tsx';
import { serverCookieSession } from './session.ts';

/**
 * The admin in production keeps no token (issue 21): the server's HttpOnly cookies carry the
 * session, the page only sees the `provider_session` marker. Calls go without Authorization and
 * a 401 renews through the refresh cookie (an empty body), then the call is made again.
 */
/** The page's h1: the first page of a file loads its lazy chunks, slow on a busy machine. */
const slowHeading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 20_000 });

describe('the session kept in server cookies', () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the marker of a test must not leak into the next
    document.cookie = 'provider_session=; Path=/; Max-Age=0';
  });

  it('without the marker, the page is signed out', async () => {
    await renderAdmin('/', { store: serverCookieSession(document) });
    await slowHeading('Connexion à votre espace prestataire');
  });

  it('calls without a token, renews once with an empty body on 401, and signs out through the server', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: what the server's answer leaves readable
    document.cookie = 'provider_session=1; Path=/';
    let meCalls = 0;
    const user = userEvent.setup();
    const { server } = await renderAdmin('/account', {
      store: serverCookieSession(document),
      routes: {
        // The access cookie has expired on the first call: 401, then fine once renewed.
        'GET /api/me': () => (meCalls++ === 0 ? { status: 401, body: { success: false } } : { body: me }),
        'POST /api/token/refresh': { body: { success: true } },
        'POST /api/logout': { body: { success: true } },
      },
    });
    await slowHeading('Mon compte');
    expect(server.calls('POST /api/token/refresh').map((r) => r.body)).toEqual([{}]);
    for (const request of server.requests) expect(request.headers.get('authorization')).toBeNull();
    expect(document.cookie).not.toMatch(/provider_token|provider_refresh_token/);

    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await slowHeading('Connexion à votre espace prestataire');
    expect(server.calls('POST /api/logout')).toHaveLength(1);
    await waitFor(() => expect(document.cookie).not.toContain('provider_session=1'));
  });

  it('a failed renewal ends the session', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: what the server's answer leaves readable
    document.cookie = 'provider_session=1; Path=/';
    await renderAdmin('/account', {
      store: serverCookieSession(document),
      routes: {
        'GET /api/me': { status: 401, body: { success: false } },
        'POST /api/token/refresh': { status: 401, body: { success: false } },
      },
    });
    await slowHeading('Connexion à votre espace prestataire');
    expect(document.cookie).not.toContain('provider_session=1');
  });
});
