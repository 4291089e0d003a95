// @vitest-environment-options {"url": "https://project.alliance.fr/projects/1"}
import { describe, expect, it } from 'vitest';
import { persistLocale } from './index.ts';

describe('persistLocale: the server answers in the language the app shows', () => {
  it('on our project host, replaces an English `_locale` by the account language on the parent domain', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie the code under test reads
    document.cookie = '_locale=en; Path=/';
    persistLocale('fr');
    expect(document.cookie).toBe('_locale=fr');
  });

  it('on a third party page, writes nothing', () => {
    const page = { location: { hostname: 'www-mariages.example.org', protocol: 'https:' }, cookie: '' };
    persistLocale('de', page as unknown as Document);
    expect(page.cookie).toBe('');
  });
});
