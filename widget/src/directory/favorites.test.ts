import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from '../api/tokens.ts';
import { type Reply, scriptedFetch } from '../test/harness.tsx';
import { enhance } from './enhance.ts';
import { listingPage, PROVIDER_A, PROVIDER_B, signIn, TEXTS } from './page-fixture.ts';

type Routes = Parameters<typeof scriptedFetch>[0];
const bearer = (request: { headers: Headers }) => request.headers.get('authorization');
const hearts = () => screen.queryAllByRole('button', { name: /mes favoris/ });
const heartOf = (name: string) => screen.getByRole('button', { name: `Ajouter ${name} à mes favoris` });

async function open(routes: Routes) {
  document.body.innerHTML = listingPage();
  const server = scriptedFetch(routes);
  await enhance(document, { fetch: server.fetch });
  return server;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the favourite hearts', () => {
  it('stay hidden, and nothing is asked, without a token cookie', async () => {
    const server = await open({});
    expect(hearts()).toEqual([]);
    expect(document.querySelectorAll('button.fav[hidden]')).toHaveLength(2);
    expect(server.requests.filter((r) => r.url.pathname.startsWith('/api/'))).toEqual([]);
  });

  it('show a signed-in couple their favourites, pressed', async () => {
    signIn();
    const server = await open({ 'GET /api/directory/favorites': { body: { success: true, data: [{ publicId: PROVIDER_B }] } } });
    expect(server.calls('GET /api/directory/favorites').map(bearer)).toEqual(['Bearer access-1']);
    expect(hearts()).toHaveLength(2);
    expect(heartOf('Alba').getAttribute('aria-pressed')).toBe('false');
    expect(heartOf('Bruna').getAttribute('aria-pressed')).toBe('true');
  });

  it('toggle at once, then keep what the server says', async () => {
    signIn();
    let answer: (reply: Reply) => void = () => {};
    const server = await open({
      'GET /api/directory/favorites': { body: { success: true, data: [] } },
      'POST /api/directory/toggle-favorite': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    await userEvent.click(heartOf('Alba'));
    // Pressed before the server answers: the couple sees their click.
    expect(heartOf('Alba').getAttribute('aria-pressed')).toBe('true');
    expect(heartOf('Alba').getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(server.calls('POST /api/directory/toggle-favorite')).toHaveLength(1));
    expect(server.calls('POST /api/directory/toggle-favorite')[0]?.body).toEqual({ publicId: PROVIDER_A });
    answer({ body: { success: true, favorite: true } });
    await waitFor(() => expect(heartOf('Alba').hasAttribute('aria-busy')).toBe(false));
    expect(heartOf('Alba').getAttribute('aria-pressed')).toBe('true');
  });

  it('go back and say so when the toggle fails', async () => {
    signIn();
    await open({
      'GET /api/directory/favorites': { body: { success: true, data: [{ publicId: PROVIDER_A }] } },
      'POST /api/directory/toggle-favorite': { status: 500, body: { success: false, error: 'Une erreur est survenue.' } },
    });
    heartOf('Alba').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(TEXTS.favoriteFailed));
    expect(heartOf('Alba').getAttribute('aria-pressed')).toBe('true');
    expect(heartOf('Alba').hasAttribute('aria-busy')).toBe(false);
  });

  it('renew the session once on a 401, rotating both cookies, and retry once', async () => {
    signIn('expired', 'refresh-1');
    const server = await open({
      'GET /api/directory/favorites': (r) =>
        bearer(r) === 'Bearer access-2' ? { body: { success: true, data: [] } } : { status: 401, body: { success: false } },
      'POST /api/token/refresh': { body: { token: 'access-2', refresh_token: 'refresh-2' } },
      'POST /api/directory/toggle-favorite': { body: { success: true, favorite: true } },
    });
    expect(server.calls('POST /api/token/refresh').map((r) => r.body)).toEqual([{ refresh_token: 'refresh-1' }]);
    // Renewed on this page's own origin (its content security policy allows no other).
    expect(server.calls('POST /api/token/refresh')[0]?.url.origin).toBe(window.location.origin);
    expect(readCookie(document, 'token')).toBe('access-2');
    expect(readCookie(document, 'refresh_token')).toBe('refresh-2');
    expect(hearts()).toHaveLength(2);
    await userEvent.click(heartOf('Bruna'));
    await waitFor(() => expect(server.calls('POST /api/directory/toggle-favorite').map(bearer)).toEqual(['Bearer access-2']));
  });

  it('stay hidden for a phone-only identity (403) and when the session cannot be renewed', async () => {
    signIn();
    await open({ 'GET /api/directory/favorites': { status: 403, body: { success: false, error: 'Connexion requise' } } });
    expect(hearts()).toEqual([]);

    signIn('expired', 'dead');
    const server = await open({
      'GET /api/directory/favorites': { status: 401, body: { success: false } },
      'POST /api/token/refresh': { status: 401, body: { success: false } },
    });
    expect(server.calls('GET /api/directory/favorites')).toHaveLength(1);
    expect(hearts()).toEqual([]);
    expect(readCookie(document, 'token')).toBeUndefined();
  });

  it('hide when the session ends during a toggle, with the message, focus kept on the card', async () => {
    signIn();
    await open({
      'GET /api/directory/favorites': { body: { success: true, data: [] } },
      'POST /api/directory/toggle-favorite': { status: 401, body: { success: false } },
      'POST /api/token/refresh': { status: 401, body: { success: false } },
    });
    await userEvent.click(heartOf('Alba'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(TEXTS.sessionExpired));
    expect(hearts()).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Alba' }));
  });
});
