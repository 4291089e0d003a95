import { describe, expect, it } from 'vitest';
import { elide, englishPossessive, foldText, inSentence, nameFormatters, slugify } from './text.ts';

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

describe('elide', () => {
  it('elides "de" and "le" before a vowel, an accented vowel or a mute h', () => {
    expect(elide('de', 'Atelier Lumière')).toBe('d’Atelier Lumière');
    expect(elide('de', 'Éclat de Fête')).toBe('d’Éclat de Fête');
    expect(elide('le', 'Ouest')).toBe('l’Ouest');
    expect(elide('de', 'Hélène Martin')).toBe('d’Hélène Martin');
    expect(elide('que', 'Isa', "'")).toBe("qu'Isa");
  });

  it('keeps the whole word before a consonant, a "y", a digit or a consonant after h', () => {
    expect(elide('de', 'Maison Rose')).toBe('de Maison Rose');
    expect(elide('de', 'Yannick Events')).toBe('de Yannick Events');
    expect(elide('de', '3 Mariages')).toBe('de 3 Mariages');
    expect(elide('la', 'Hrvatska Fête')).toBe('la Hrvatska Fête');
  });
});

describe('englishPossessive', () => {
  it('adds ’s, or only the apostrophe after a final s', () => {
    expect(englishPossessive('Atelier Lumière')).toBe('Atelier Lumière’s');
    expect(englishPossessive('Rosewood Weddings', "'")).toBe("Rosewood Weddings'");
  });
});

describe('inSentence', () => {
  it('lowers the first letter inside a sentence, but German nouns and acronyms', () => {
    expect(inSentence('Mariage', 'fr')).toBe('mariage');
    expect(inSentence('Wedding', 'en')).toBe('wedding');
    expect(inSentence('Hochzeit', 'de')).toBe('Hochzeit');
    expect(inSentence('PACS', 'fr')).toBe('PACS');
    expect(inSentence('Élopement', 'fr')).toBe('élopement');
  });
});

describe('nameFormatters', () => {
  it('formats a name for "de + name" and the English possessive', () => {
    const { elidedDe, possessive } = nameFormatters("'");
    expect(elidedDe('Atelier Lune')).toBe("d'Atelier Lune");
    expect(elidedDe('Maison Rose')).toBe('de Maison Rose');
    expect(possessive('Rosewood Weddings')).toBe("Rosewood Weddings'");
  });
});
