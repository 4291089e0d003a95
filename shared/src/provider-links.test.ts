import { describe, expect, it } from 'vitest';
import { isSafeOutsideUrl, PROVIDER_LINK_URL_MAX, providerLinkSchema, withHttps } from './provider-links.ts';

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

describe('an address typed without its scheme (issue 21, defect 3)', () => {
  it.each([
    ['www.example.fr', 'https://www.example.fr'],
    ['mariage-chic.fr/contact?ref=1', 'https://mariage-chic.fr/contact?ref=1'],
    ['atelier.example.com:8080/', 'https://atelier.example.com:8080/'],
    ['fêtes-élégantes.fr', 'https://fêtes-élégantes.fr'],
  ])('%s becomes %s, and is accepted', (typed, normalised) => {
    expect(withHttps(typed)).toBe(normalised);
    expect(providerLinkSchema.parse({ type: 'website', url: ` ${typed} ` }).url).toBe(normalised);
  });

  it.each([
    'https://www.example.fr/',
    'http://example.fr',
    'javascript:alert(1)',
    '//evil.example/',
    '/path',
    'mailto:a@b.fr',
    'localhost:3000',
  ])('leaves %s as typed', (url) => {
    expect(withHttps(url)).toBe(url);
  });

  it('still refuses what is not an address once https is added', () => {
    for (const url of ['javascript:alert(1)', 'www.exa mple.fr', 'https://bank.example@evil.example/', 'localhost:3000']) {
      expect(providerLinkSchema.safeParse({ type: 'website', url }).success).toBe(false);
    }
  });
});
