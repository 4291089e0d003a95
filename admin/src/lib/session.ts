import type { TokenPair } from '@alliance/shared/auth';
import { PROVIDER_SESSION_MARKER, PROVIDER_TOKEN_COOKIES } from '@alliance/shared/provider-session';
import { readCookie, type TokenStore } from '@alliance/widget/api/tokens.ts';
import { useSyncExternalStore } from 'react';

/** What `read()` holds for an open session: a marker, never a token (the tokens are HttpOnly). */
const OPEN = 'server-cookie';

/**
 * The admin's session as the server keeps it (issue 21): the token cookies are HttpOnly, written
 * and cleared by the server (sign-in, confirmation, renewal, sign-out), so this page's scripts
 * never hold a token. The page only knows whether a session is open: the `provider_session`
 * marker, or a token cookie an older admin wrote itself (the server takes it over on the next call).
 */
export function serverCookieSession(doc: Document = document): TokenStore {
  const open = () =>
    readCookie(doc, PROVIDER_SESSION_MARKER) === '1' || readCookie(doc, PROVIDER_TOKEN_COOKIES.refreshToken) !== undefined;
  return {
    serverCookies: true,
    read: () => (open() ? { refreshToken: OPEN } : {}),
    // The server has written the cookies with its answer; nothing is kept here.
    save: () => undefined,
    clear() {
      // The HttpOnly ones are the server's to clear (sign-out, failed renewal); the marker and any
      // token cookie an older admin wrote are this page's.
      for (const name of [PROVIDER_SESSION_MARKER, PROVIDER_TOKEN_COOKIES.token, PROVIDER_TOKEN_COOKIES.refreshToken]) {
        doc.cookie = `${name}=; Path=/; Max-Age=0`;
      }
    },
  };
}

/** A message above the page: an ended session (alert), a sign-out or a deleted account (status). */
export interface Notice {
  text: string;
  tone: 'alert' | 'status';
}

export interface SessionState {
  /** Tokens are stored (whether they still work, `me` tells). */
  signedIn: boolean;
  notice: Notice | null;
  /** The first page after signing in (or opening the admin) has been chosen: onboarding or not. */
  landed: boolean;
}

/**
 * The signed-in state beside the token cookies: pages re-render when it changes. The server state
 * itself (me, the profile) lives in TanStack Query.
 */
export function createSessionStore(tokens: TokenStore) {
  const stored = tokens.read();
  let state: SessionState = { signedIn: Boolean(stored.token || stored.refreshToken), notice: null, landed: false };
  const listeners = new Set<() => void>();
  const set = (next: Partial<SessionState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signedIn(pair: TokenPair) {
      tokens.save(pair);
      set({ signedIn: true, notice: null, landed: false });
    },
    signedOut(notice: Notice | null = null) {
      tokens.clear();
      set({ signedIn: false, notice, landed: false });
    },
    landed: () => set({ landed: true }),
    clearNotice: () => set({ notice: null }),
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export function useSessionState<T>(store: SessionStore, select: (state: SessionState) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}
