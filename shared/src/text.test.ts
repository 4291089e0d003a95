import { describe, expect, it } from 'vitest';
import { foldText, slugify } from './text.ts';

describe('foldText', () => {
  it('folds accents, ligatures and case so searches ignore them', () => {
    expect(foldText('Saint-Étienne')).toBe('saint-etienne');
    expect(foldText('Œuilly')).toBe('oeuilly');
    expect(foldText('Großenhain')).toBe('grossenhain');
  });
});

describe('slugify', () => {
  it('makes readable URL segments', () => {
    expect(slugify("L'Abergement-Clémenciat")).toBe('l-abergement-clemenciat');
    expect(slugify('  Côtes-d’Armor ')).toBe('cotes-d-armor');
    expect(slugify('Bouches-du-Rhône (13)')).toBe('bouches-du-rhone-13');
  });
});
