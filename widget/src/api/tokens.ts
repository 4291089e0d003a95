import type { TokenPair } from '@alliance/shared/auth';
import { REFRESH_TOKEN_TTL_DAYS } from '@alliance/shared/constants';

export const TOKEN_COOKIE = 'token';
export const REFRESH_TOKEN_COOKIE = 'refresh_token';
const MAX_AGE_SECONDS = REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60;

export interface StoredTokens {
  token?: string;
  refreshToken?: string;
}

/** Where the couple's tokens live: cookies of the page's parent domain (spec §9), 7 days. */
export interface TokenStore {
  read(): StoredTokens;
  save(pair: TokenPair): void;
  clear(): void;
}

/**
 * The parent domain a cookie is shared on: `www.alliance.fr` → `alliance.fr`, so the project
 * host sees the session the widget opened. IP addresses and single labels (`localhost`) have
 * none: their cookies stay host-only.
 */
export function parentDomain(hostname: string): string | undefined {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':')) return undefined;
  const labels = hostname.split('.');
  if (labels.length < 2) return undefined;
  return labels.slice(1).join('.');
}

export function readCookie(doc: Document, name: string): string | undefined {
  for (const part of doc.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function cookieTokenStore(doc: Document = document): TokenStore {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  /** Writes on the parent domain when the browser takes it, else host-only (checked by reading back). */
  const write = (name: string, value: string, maxAge: number) => {
    const encoded = encodeURIComponent(value);
    const base = `${name}=${encoded}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
    const domain = parentDomain(doc.location?.hostname ?? '');
    if (domain) {
      doc.cookie = `${base}; Domain=${domain}`;
      if (maxAge === 0 || readCookie(doc, name) === value) return;
    }
    doc.cookie = base;
  };
  return {
    read: () => ({ token: readCookie(doc, TOKEN_COOKIE), refreshToken: readCookie(doc, REFRESH_TOKEN_COOKIE) }),
    save(pair) {
      write(TOKEN_COOKIE, pair.token, MAX_AGE_SECONDS);
      write(REFRESH_TOKEN_COOKIE, pair.refresh_token, MAX_AGE_SECONDS);
    },
    clear() {
      for (const name of [TOKEN_COOKIE, REFRESH_TOKEN_COOKIE]) {
        const domain = parentDomain(doc.location?.hostname ?? '');
        if (domain) doc.cookie = `${name}=; Path=/; Max-Age=0; Domain=${domain}`;
        doc.cookie = `${name}=; Path=/; Max-Age=0`;
      }
    },
  };
}
