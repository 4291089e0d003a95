import type { TokenPair } from '@alliance/shared/auth';
import { REFRESH_TOKEN_TTL_DAYS } from '@alliance/shared/constants';

export const TOKEN_COOKIE = 'token';
export const REFRESH_TOKEN_COOKIE = 'refresh_token';
const MAX_AGE_SECONDS = REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60;
const DEFAULT_NAMES = { token: TOKEN_COOKIE, refreshToken: REFRESH_TOKEN_COOKIE };

export interface StoredTokens {
  token?: string;
  refreshToken?: string;
}

/**
 * Where the couple's tokens live: on our own domains, cookies of the parent domain (spec §9), 7
 * days, so the project host sees the session the widget opened; on any other site, cookies of
 * that page's exact host only (see `tokenCookieDomain`).
 */
export interface TokenStore {
  /**
   * The server keeps the tokens in HttpOnly cookies (the providers' admin): calls go without
   * Authorization, the browser sends the cookie, and the session is renewed with an empty body.
   * `read()` then holds no token, only whether a session is open (`refreshToken` set).
   */
  readonly serverCookies?: boolean;
  read(): StoredTokens;
  save(pair: TokenPair): void;
  clear(): void;
}

/**
 * Our domain, from the origin of our API (`www.alliance.fr` or `project.alliance.fr` →
 * `alliance.fr`); a host of another shape (a test server) is its own domain.
 */
export function ourDomain(apiBase: string): string {
  const hostname = new URL(apiBase).hostname.toLowerCase();
  return hostname.replace(/^(www|project|app)\./, '');
}

/**
 * The `Domain` the token cookies are written on: our domain when the page is on it (the page's
 * host is the domain or one of its subdomains), so every host of ours shares the session. On a
 * third party's page, none: host-only cookies, which the page's sibling and parent hosts (other
 * sites of the same provider, or of the host's other customers) never receive. IP addresses have no domain.
 */
export function tokenCookieDomain(pageHostname: string, apiBase: string): string | undefined {
  const page = pageHostname.toLowerCase();
  const domain = ourDomain(apiBase);
  if (/^[\d.]+$/.test(domain) || domain.includes(':')) return undefined;
  return page === domain || page.endsWith(`.${domain}`) ? domain : undefined;
}

export function readCookie(doc: Document, name: string): string | undefined {
  for (const part of doc.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** Another session's cookies (the providers' admin: its own names, on its own host only). */
export interface TokenCookieOptions {
  /** Cookie names; default `token` and `refresh_token` (the couples'). */
  names?: { token: string; refreshToken: string };
  /** Cookies of the page's exact host only, never of our parent domain (the app host's provider session). */
  hostOnly?: boolean;
}

/**
 * The token cookies of `doc`'s page. `apiBase` is the origin of our API (the widget's script or
 * `api-base`); by default the page's own origin, for the pages of ours that call their own host.
 */
export function cookieTokenStore(
  doc: Document = document,
  apiBase: string = doc.location.origin,
  options: TokenCookieOptions = {},
): TokenStore {
  const names = options.names ?? DEFAULT_NAMES;
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  const domain = options.hostOnly ? undefined : tokenCookieDomain(doc.location?.hostname ?? '', apiBase);
  /** Writes on our domain when the page is ours and the browser takes it, else host-only (checked by reading back). */
  const write = (name: string, value: string, maxAge: number) => {
    const encoded = encodeURIComponent(value);
    const base = `${name}=${encoded}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
    if (domain) {
      doc.cookie = `${base}; Domain=${domain}`;
      if (maxAge === 0 || readCookie(doc, name) === value) return;
    }
    doc.cookie = base;
  };
  return {
    read: () => ({ token: readCookie(doc, names.token), refreshToken: readCookie(doc, names.refreshToken) }),
    save(pair) {
      write(names.token, pair.token, MAX_AGE_SECONDS);
      write(names.refreshToken, pair.refresh_token, MAX_AGE_SECONDS);
    },
    clear() {
      for (const name of [names.token, names.refreshToken]) {
        // A third party's parent-domain cookies are theirs: only our own domain's are removed.
        if (domain) doc.cookie = `${name}=; Path=/; Max-Age=0; Domain=${domain}`;
        doc.cookie = `${name}=; Path=/; Max-Age=0`;
      }
    },
  };
}
