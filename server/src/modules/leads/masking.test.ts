import { describe, expect, it } from 'vitest';
import { maskContact } from './masking.ts';

describe('the message before the unlock', () => {
  it.each([
    ['Écrivez-moi : camille.durand@example.com merci', 'Écrivez-moi : […] merci'],
    ['camille at gmail dot com', '[…]'],
    ['Appelez le 06 12 34 56 78 ou +33 6 12 34 56 78.', 'Appelez le […] ou […].'],
    ['tel: 06.12.34.56.78', 'tel: […]'],
    ['notre site https://mariage-camille.fr/infos et www.exemple.org', 'notre site […] et […]'],
    ['voir mariage-camille.fr', 'voir […]'],
    ['insta @camille_et_thomas', 'insta […]'],
  ])('masks the contact in %j', (message, masked) => {
    expect(maskContact(message)).toBe(masked);
  });

  it('leaves the rest alone: dates, guest counts, budgets', () => {
    const text = 'Mariage le 12/06/2027 à Bordeaux, 120 invités, budget 25 000 €. Merci !';
    expect(maskContact(text)).toBe(text);
  });
});
