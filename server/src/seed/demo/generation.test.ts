import { describe, expect, it } from 'vitest';
import { inCity, ofCity, ofName } from './names.ts';
import type { Place } from './places.ts';
import { generateProviders } from './providers.ts';
import { createRandom } from './random.ts';

const now = new Date('2026-03-01T10:00:00Z');

/** A France-sized map: 101 départements, a big city and many villages in each. */
function syntheticPlaces(): Place[] {
  const random = createRandom(7);
  const places: Place[] = [];
  for (let d = 1; d <= 101; d++) {
    for (let c = 0; c < 40; c++) {
      places.push({
        id: d * 1000 + c,
        name: c === 0 ? `Préfecture ${d}` : `Village ${d}-${c}`,
        countryCode: 'FR',
        departementId: d,
        departementCode: String(d).padStart(2, '0'),
        latitude: 43 + random.next() * 6,
        longitude: -1 + random.next() * 8,
        population: c === 0 ? 50_000 + random.int(0, 500_000) : random.int(50, 5_000),
        postalCodes: [`${String(d).padStart(2, '0')}${String(c).padStart(3, '0')}`],
      });
    }
  }
  return places;
}

describe('demo provider generation', () => {
  const places = syntheticPlaces();
  const providers = generateProviders(places, 300, now);

  it('covers at least 80 départements with 300 providers, big cities getting more', () => {
    expect(new Set(providers.map((p) => p.place.departementId)).size).toBeGreaterThanOrEqual(80);
    const inPrefectures = providers.filter((p) => p.place.name.startsWith('Préfecture')).length;
    expect(inPrefectures / providers.length).toBeGreaterThan(0.5);
  });

  it('gives unique slugs and e-mails even when 20 000 providers share a handful of cities', () => {
    const crowded = generateProviders(places.slice(0, 3), 20_000, now);
    expect(new Set(crowded.map((p) => p.slug)).size).toBe(20_000);
    expect(new Set(crowded.map((p) => p.email)).size).toBe(20_000);
    for (const p of crowded.slice(0, 500)) expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('is reproducible, and a larger count extends a smaller one without changing it', () => {
    expect(generateProviders(places, 300, now)).toEqual(providers);
    expect(generateProviders(places, 500, now).slice(0, 300)).toEqual(providers);
  });

  it('writes portraits with the editor tags only, mentioning the city', () => {
    for (const p of providers) {
      const tags = [...p.portrait.matchAll(/<\/?([a-z0-9]+)[^>]*>/g)].map((m) => m[1]);
      expect(new Set(tags)).toSatisfy((set: Set<string>) =>
        [...set].every((t) => ['p', 'strong', 'em', 'u', 'ul', 'li'].includes(t)),
      );
      expect(p.portrait).toContain(p.place.name);
      expect(p.portrait).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
    }
  });

  it('speaks French and serves weddings, with plausible premium and login shares', () => {
    for (const p of providers) {
      expect(p.languages[0]).toBe('fr');
      expect(p.languages.length).toBeLessThanOrEqual(4);
      expect(p.eventTypes).toContain('mariage');
      expect(p.serviceTypes.length).toBeGreaterThan(0);
      expect(p.place.postalCodes).toContain(p.cp);
    }
    const premium = providers.filter((p) => p.isPremium).length / providers.length;
    expect(premium).toBeGreaterThan(0.08);
    expect(premium).toBeLessThan(0.22);
    const recent = providers.filter((p) => now.getTime() - p.lastLoginAt.getTime() < 90 * 86_400_000).length / providers.length;
    expect(recent).toBeGreaterThan(0.6);
    expect(recent).toBeLessThan(0.8);
  });

  it('writes French prepositions the way a French reader expects', () => {
    expect(ofName('Amélie')).toBe('d’Amélie');
    expect(ofName('Hélène')).toBe('d’Hélène');
    expect(ofName('Camille')).toBe('de Camille');
    expect(inCity('Le Havre')).toBe('au Havre');
    expect(inCity('Les Sables-d’Olonne')).toBe('aux Sables-d’Olonne');
    expect(inCity('La Rochelle')).toBe('à La Rochelle');
    expect(ofCity('Le Mans')).toBe('du Mans');
    expect(ofCity('Angers')).toBe('d’Angers');
  });
});
