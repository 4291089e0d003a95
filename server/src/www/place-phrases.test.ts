import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/index.ts';
import { inCity, inDepartement, sortByName } from './place-phrases.ts';

describe('place phrases', () => {
  const fr = translator('fr');
  const en = translator('en');

  it('uses the stored French phrase, a neutral form without one, and the language’s own form elsewhere', () => {
    expect(inDepartement(fr, 'fr', { name: 'Rhône', inPhrase: 'dans le Rhône' })).toBe('dans le Rhône');
    expect(inDepartement(fr, 'fr', { name: 'Liège', inPhrase: null })).toBe('dans la région de Liège');
    expect(inDepartement(en, 'en', { name: 'Rhône', inPhrase: 'dans le Rhône' })).toBe('in Rhône');
  });

  it('contracts "à" with a city’s article in French only', () => {
    expect(inCity(fr, 'fr', 'Le Havre')).toBe('au Havre');
    expect(inCity(fr, 'fr', 'Les Sables-d’Olonne')).toBe('aux Sables-d’Olonne');
    expect(inCity(fr, 'fr', 'La Rochelle')).toBe('à La Rochelle');
    expect(inCity(fr, 'fr', 'Lyon')).toBe('à Lyon');
    expect(inCity(en, 'en', 'Le Havre')).toBe('in Le Havre');
  });

  it('sorts with the locale’s collation', () => {
    const names = ['Ardennes', 'Île-de-France', 'Ardèche', 'Allier', 'Ain', 'Aisne', 'Indre'];
    expect(sortByName('fr', names, (n) => n)).toEqual([
      'Ain',
      'Aisne',
      'Allier',
      'Ardèche',
      'Ardennes',
      'Île-de-France',
      'Indre',
    ]);
  });
});
