import { describe, expect, it } from 'vitest';
import { countryOfHostname, readAttributes } from './attributes.ts';

const good = {
  providerId: '42',
  eventTypes: '[{"slug":"mariage","name":"Mariage"}]',
  baseUrl: 'https://project.alliance.fr/',
};
const page = { scriptOrigin: 'https://www.alliance.fr', pageHostname: 'www.alliance.be' };

describe('the element attributes', () => {
  it('give the config: API at the script origin, country of the page domain', () => {
    expect(readAttributes(good, page)).toEqual({
      ok: true,
      config: {
        providerId: 42,
        eventTypes: [{ slug: 'mariage', name: 'Mariage' }],
        baseUrl: 'https://project.alliance.fr/',
        apiBase: 'https://www.alliance.fr',
        country: 'BE',
      },
    });
  });

  it('let api-base and an upper-cased country attribute override them', () => {
    const read = readAttributes({ ...good, apiBase: 'http://www.localhost:3000/x', country: 'de' }, page);
    expect(read).toMatchObject({ ok: true, config: { apiBase: 'http://www.localhost:3000', country: 'DE' } });
  });

  it.each([
    [{ providerId: 'abc' }, 'provider-id'],
    [{ providerId: '-1' }, 'provider-id'],
    [{ eventTypes: 'not json' }, 'event-types'],
    [{ eventTypes: '[]' }, 'event-types'],
    [{ eventTypes: '[{"slug":"mariage"}]' }, 'event-types'],
    [{ baseUrl: 'javascript:alert(1)' }, 'base-url'],
    [{ country: 'US' }, 'country'],
  ])('refuse %o, naming %s', (change, attribute) => {
    const read = readAttributes({ ...good, ...change }, page);
    expect(read.ok).toBe(false);
    expect(read.ok ? [] : read.problems.join(' ')).toContain(attribute);
  });

  it('need an API origin when the script origin is unknown', () => {
    expect(readAttributes(good, { pageHostname: 'example.org' }).ok).toBe(false);
  });

  it('read the country from the domain, France otherwise', () => {
    expect(countryOfHostname('www.alliance.co.uk')).toBe('GB');
    expect(countryOfHostname('project.alliance.pt')).toBe('PT');
    expect(countryOfHostname('localhost')).toBe('FR');
  });
});
