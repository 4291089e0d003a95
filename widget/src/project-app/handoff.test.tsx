import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import type { StoredTokens } from '../api/tokens.ts';
import { memoryTokens, type Route, scriptedFetch } from '../test/harness.tsx';
import { App } from './App.tsx';
import { provider, REFERENCE, stubLayout, USER } from './pages/new-project/testing.tsx';

const REDEEM = 'POST /api/handoff/redeem';
const LINK = '/?project=new&prestataire=42';
const REFUSED = 'Ce lien de connexion a expiré ou a déjà servi. Connectez-vous avec votre numéro de mobile.';
const creation = {
  ...REFERENCE,
  'GET /api/get-planner/42': { body: { success: true, prestataire: provider(42, 'Atelier Lumière') } },
  'GET /api/directory/favorites': { body: { success: true, data: [] } },
};

/** The app opened by the widget's link: `?project=new&prestataire=42&handoff=…` in the browser's address too. */
function openLink(code: string, options: { routes?: Record<string, Route>; tokens?: StoredTokens } = {}) {
  const search = `?project=new&prestataire=42&handoff=${code}`;
  window.history.replaceState(null, '', `/${search}`);
  const server = scriptedFetch(options.routes ?? {});
  const tokens = memoryTokens(options.tokens);
  const location = memoryLocation({ path: LINK, record: true });
  render(
    <App
      fetch={server.fetch}
      tokens={tokens}
      locale="fr"
      environment={{ origin: 'http://project.alliance.test', hostname: 'project.alliance.test', search }}
      locationHook={location.hook}
    />,
  );
  return { server, tokens, location };
}

beforeAll(stubLayout);
beforeEach(() => localStorage.clear());
afterEach(() => window.history.replaceState(null, '', '/'));

describe("the couples' app opened by the widget with a hand-off code", () => {
  it('redeems it first, keeps the session like a sign-in and lands signed in on the creation', async () => {
    const { server, tokens, location } = openLink('code-1', {
      routes: {
        ...creation,
        [REDEEM]: { body: { token: 'handed', refresh_token: 'handed-refresh' } },
        'GET /api/me': { body: { user: USER } },
      },
    });
    expect(screen.getByRole('status').textContent).toBe('Chargement…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Décrivez votre projet' })).toBeTruthy();
    expect(server.calls(REDEEM).map((r) => r.body)).toEqual([{ code: 'code-1' }]);
    // Redeemed before the session is checked, and with the session it gave.
    expect(server.requests.map((r) => r.key).slice(0, 2)).toEqual([REDEEM, 'GET /api/me']);
    expect(server.calls('GET /api/me')[0]?.headers.get('authorization')).toBe('Bearer handed');
    expect(tokens.current).toEqual({ token: 'handed', refreshToken: 'handed-refresh' });
    expect(location.history?.at(-1)).toBe('/projects/new?prestataire=42');
    // The code is gone from the address (a reload or the history cannot replay it).
    expect(window.location.search).toBe('?project=new&prestataire=42');
    expect(screen.queryByText('Connectez-vous ou créez votre compte')).toBeNull();
  });

  it('a refused code leaves a couple without a session on the sign-in, told why', async () => {
    const { server, tokens } = openLink('used', {
      routes: { [REDEEM]: { status: 401, body: { success: false, error: REFUSED } } },
    });
    // Issue 3: the creation page is open signed out; the phone is asked for at its save.
    expect(await screen.findByRole('heading', { level: 1, name: 'Décrivez votre projet' })).toBeTruthy();
    expect(screen.getByText(REFUSED).closest('[role="alert"]')).not.toBeNull();
    expect(server.calls('GET /api/me')).toHaveLength(0);
    expect(tokens.current).toEqual({});
    expect(window.location.search).toBe('?project=new&prestataire=42');
  });

  it('a refused code does not sign out a couple already signed in here', async () => {
    const { server } = openLink('late', {
      tokens: { token: 'access', refreshToken: 'refresh' },
      routes: {
        ...creation,
        [REDEEM]: { status: 401, body: { success: false, error: REFUSED } },
        'GET /api/me': { body: { user: USER } },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Décrivez votre projet' })).toBeTruthy();
    expect(server.calls('GET /api/me')[0]?.headers.get('authorization')).toBe('Bearer access');
    expect(screen.queryByText(REFUSED)).toBeNull();
  });
});
