import { describe, expect, it } from 'vitest';
import { maskContact } from './masking.ts';

describe('the message before the unlock', () => {
  it.each([
    // E-mail addresses: only the address goes, the words and punctuation around it stay.
    ['Écrivez-moi : camille.durand@example.com merci', 'Écrivez-moi : […] merci'],
    ['Contactez-moi au 06 ou lea.martin@example.com. Merci !', 'Contactez-moi au 06 ou […]. Merci !'],
    ['…ou lea.martin@example.com. Merci !', '…ou […]. Merci !'],
    ['(lea.martin+mariage@mail.example.co.uk), à bientôt', '([…]), à bientôt'],
    ['mail : « jean-paul.dupont@orange.fr » ; merci', 'mail : « […] » ; merci'],
    ['Lea.Martin@Example.COM? Oui.', '[…]? Oui.'],
    ['camille at gmail dot com', '[…]'],
    ['camille (at) gmail (dot) com, merci', '[…], merci'],
    ['camille @ gmail . com !', '[…] !'],
    // Phone numbers: France, Belgium, United Kingdom, with their usual separators.
    ['Appelez le 06 12 34 56 78 ou +33 6 12 34 56 78.', 'Appelez le […] ou […].'],
    ['tel: 06.12.34.56.78', 'tel: […]'],
    ['(+33 (0)6 12 34 56 78) le soir', '([…]) le soir'],
    ['GSM : 0470/12.34.56, merci', 'GSM : […], merci'],
    ['bel +32 470 12 34 56 !', 'bel […] !'],
    ['UK: +44 7700 900123; or 07700 900123.', 'UK: […]; or […].'],
    // Links: the sentence's punctuation after a link stays.
    ['notre site https://mariage-camille.fr/infos et www.exemple.org', 'notre site […] et […]'],
    ['voir https://exemple.fr/infos. Merci', 'voir […]. Merci'],
    ['(voir www.exemple.be), merci', '(voir […]), merci'],
    ['voir mariage-camille.fr', 'voir […]'],
    ['voir mariage-camille.fr/photos.', 'voir […].'],
    ['insta @camille_et_thomas', 'insta […]'],
  ])('masks the contact in %j', (message, masked) => {
    expect(maskContact(message)).toBe(masked);
  });

  it('leaves the rest alone: dates, guest counts, budgets', () => {
    const text = 'Mariage le 12/06/2027 à Bordeaux, 120 invités, budget 25 000 €. Merci !';
    expect(maskContact(text)).toBe(text);
  });
});
