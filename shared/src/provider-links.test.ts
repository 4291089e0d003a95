import { describe, expect, it } from 'vitest';
import { isSafeOutsideUrl, PROVIDER_LINK_URL_MAX, providerLinkSchema } from './provider-links.ts';

describe('isSafeOutsideUrl', () => {
  it('accepts absolute http and https addresses on a domain name', () => {
    expect(isSafeOutsideUrl('https://www.mariage-chic.example/')).toBe(true);
    expect(isSafeOutsideUrl('http://mariage-chic.fr/contact?ref=alliance#form')).toBe(true);
    expect(isSafeOutsideUrl('https://www.instagram.com/mariage_chic/')).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript://www.example.com/%0Aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://files.example.com/',
    '//evil.example/',
    '/wedding-planners/',
    'www.example.com',
    'https:evil.example',
    'https://',
    'https://localhost/',
    'https://bank.example@evil.example/',
    'https://www.exa\nmple.com/',
    'https://www.example.com/\u202Egnp.exe',
    ' https://www.example.com/',
    '',
  ])('refuses %j', (url) => {
    expect(isSafeOutsideUrl(url)).toBe(false);
  });
});

describe('providerLinkSchema', () => {
  it('trims the address and keeps the type', () => {
    expect(providerLinkSchema.parse({ type: 'website', url: '  https://www.example.com/ ' })).toEqual({
      type: 'website',
      url: 'https://www.example.com/',
    });
  });

  it('refuses an unknown type, an unsafe address and an address too long, with i18n keys', () => {
    const issues = (value: unknown) =>
      providerLinkSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ type: 'myspace', url: 'https://www.example.com/' })).toEqual([['type', 'validation.linkTypeInvalid']]);
    expect(issues({ type: 'website', url: 'javascript:alert(1)' })).toEqual([['url', 'validation.linkUrlInvalid']]);
    const long = `https://www.example.com/${'a'.repeat(PROVIDER_LINK_URL_MAX)}`;
    expect(issues({ type: 'website', url: long })?.[0]).toEqual(['url', 'validation.linkUrlInvalid']);
  });
});
