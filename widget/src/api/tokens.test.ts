import { describe, expect, it } from 'vitest';
import { cookieTokenStore, tokenCookieDomain } from './tokens.ts';

const API = 'https://www.alliance.fr';
const SEVEN_DAYS = 7 * 24 * 60 * 60;

/**
 * A browser's cookie jar, as far as the token cookies go: a `Domain` cookie is taken only on that
 * domain or a subdomain of it (and not on a bare top-level domain) and is then sent to all of
 * them; a host-only cookie to its own host only. Pages are fake documents on it.
 */
function browser() {
  const jar = new Map<string, { name: string; value: string; domain?: string; host: string }>();
  const visibleTo = (host: string) =>
    [...jar.values()].filter((c) => (c.domain ? host === c.domain || host.endsWith(`.${c.domain}`) : host === c.host));
  const writes: string[] = [];
  const page = (url: string) => {
    const location = new URL(url);
    const host = location.hostname;
    const doc = {
      location,
      get cookie() {
        return visibleTo(host)
          .map((c) => `${c.name}=${c.value}`)
          .join('; ');
      },
      set cookie(text: string) {
        writes.push(`${host}: ${text}`);
        const [pair = '', ...attributes] = text.split(';').map((part) => part.trim());
        const [name = '', value = ''] = pair.split('=');
        const attribute = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.split('=')[1];
        const domain = attribute('domain');
        if (domain && (!domain.includes('.') || !(host === domain || host.endsWith(`.${domain}`)))) return;
        const key = `${name}|${domain ?? ''}|${domain ? '' : host}`;
        if (attribute('max-age') === '0') jar.delete(key);
        else jar.set(key, { name, value, domain, host });
      },
    };
    return doc as unknown as Document;
  };
  const tokensOn = (host: string) => visibleTo(host).map((c) => `${c.name}=${c.value}`);
  return { page, writes, tokensOn };
}

describe('the token cookies', () => {
  it("on a third party's page stay on that page's exact host, never on its parent domain", () => {
    const { page, writes, tokensOn } = browser();
    const store = cookieTokenStore(page('https://blog.wedding-shop.fr/mariage'), API);
    store.save({ token: 'access', refresh_token: 'refresh' });

    expect(writes).toEqual([
      `blog.wedding-shop.fr: token=access; Path=/; Max-Age=${SEVEN_DAYS}; SameSite=Lax; Secure`,
      `blog.wedding-shop.fr: refresh_token=refresh; Path=/; Max-Age=${SEVEN_DAYS}; SameSite=Lax; Secure`,
    ]);
    expect(store.read()).toEqual({ token: 'access', refreshToken: 'refresh' });
    // The provider's other sites, and the host's other customers, never receive them.
    expect(tokensOn('shop.wedding-shop.fr')).toEqual([]);
    expect(tokensOn('wedding-shop.fr')).toEqual([]);

    store.clear();
    expect(store.read()).toEqual({});
    expect(writes.slice(2).some((write) => /domain=/i.test(write))).toBe(false);
  });

  it('on our own domains are shared by all its hosts for 7 days (spec §9)', () => {
    const { page, writes, tokensOn } = browser();
    const store = cookieTokenStore(page('https://www.alliance.fr/wedding-planners/profile/x'), API);
    store.save({ token: 'access', refresh_token: 'refresh' });

    expect(writes[0]).toBe(
      `www.alliance.fr: token=access; Path=/; Max-Age=${SEVEN_DAYS}; SameSite=Lax; Secure; Domain=alliance.fr`,
    );
    expect(tokensOn('project.alliance.fr')).toEqual(['token=access', 'refresh_token=refresh']);
    // The couples' app (its API base is the www host) reads and replaces the same cookies.
    const app = cookieTokenStore(page('https://project.alliance.fr/projects/new'), 'https://www.alliance.fr');
    expect(app.read()).toEqual({ token: 'access', refreshToken: 'refresh' });
    app.clear();
    expect(tokensOn('www.alliance.fr')).toEqual([]);
  });

  it('a page of ours over http stays without Secure, and a host that refuses the domain keeps them host-only', () => {
    const { page, writes, tokensOn } = browser();
    // `localhost` (one label) is refused as a Domain here: the store falls back to host-only cookies.
    cookieTokenStore(page('http://www.localhost:3000/'), 'http://www.localhost:3000').save({ token: 'a', refresh_token: 'r' });
    expect(writes[0]).toBe(`www.localhost: token=a; Path=/; Max-Age=${SEVEN_DAYS}; SameSite=Lax; Domain=localhost`);
    expect(tokensOn('www.localhost')).toEqual(['token=a', 'refresh_token=r']);
  });

  it.each([
    ['www.alliance.fr', API, 'alliance.fr'],
    ['project.alliance.fr', API, 'alliance.fr'],
    ['alliance.fr', 'https://project.alliance.fr', 'alliance.fr'],
    ['app.alliance.co.uk', 'https://www.alliance.co.uk/', 'alliance.co.uk'],
    ['www.localhost', 'http://www.localhost:3000', 'localhost'],
    ['WWW.Alliance.FR', API, 'alliance.fr'],
    // Not ours: look-alikes, our name inside another domain, another country's domain, addresses.
    ['evil-alliance.fr', API, undefined],
    ['alliance.fr.evil.com', API, undefined],
    ['www.alliance.be', API, undefined],
    ['blog.wedding-shop.fr', API, undefined],
    ['127.0.0.1', 'http://www.localhost:3000', undefined],
    ['127.0.0.1', 'http://127.0.0.1:3000', undefined],
  ])('page %s with the API at %s: Domain=%s', (page, api, domain) => {
    expect(tokenCookieDomain(page, api)).toBe(domain);
  });

  it("keeps another session's cookies under their own names on the page's host only (the providers' admin)", () => {
    const { page, writes, tokensOn } = browser();
    const names = { token: 'provider_token', refreshToken: 'provider_refresh_token' };
    const couples = cookieTokenStore(page('https://www.alliance.fr/'), API);
    couples.save({ token: 'couple', refresh_token: 'couple-r' });
    const admin = cookieTokenStore(page('https://app.alliance.fr/login'), 'https://app.alliance.fr', { names, hostOnly: true });
    admin.save({ token: 'provider', refresh_token: 'provider-r' });

    expect(writes.at(-2)).toBe(`app.alliance.fr: provider_token=provider; Path=/; Max-Age=${SEVEN_DAYS}; SameSite=Lax; Secure`);
    expect(admin.read()).toEqual({ token: 'provider', refreshToken: 'provider-r' });
    expect(tokensOn('www.alliance.fr')).toEqual(['token=couple', 'refresh_token=couple-r']);
    // Signing out of one side never signs the other out.
    admin.clear();
    expect(admin.read()).toEqual({});
    expect(couples.read()).toEqual({ token: 'couple', refreshToken: 'couple-r' });
  });
});
