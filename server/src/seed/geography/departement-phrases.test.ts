import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FRENCH_DEPARTEMENT_IN_PHRASES } from './departement-phrases.ts';

const etalab = createRequire(import.meta.url)('@etalab/decoupage-administratif/data/departements.json') as {
  code: string;
  nom: string;
}[];
const MIGRATION = new URL('../../../drizzle/0017_departement_in_phrase.sql', import.meta.url);

describe('French département phrases', () => {
  it('has one for every département of the INSEE/Etalab list, naming it after its preposition', () => {
    const missing = etalab.filter((d) => !FRENCH_DEPARTEMENT_IN_PHRASES[d.code]).map((d) => d.code);
    expect(missing).toEqual([]);
    for (const d of etalab) {
      const phrase = FRENCH_DEPARTEMENT_IN_PHRASES[d.code] ?? '';
      expect(phrase, d.code).toMatch(/^(à|en|dans le|dans la|dans les|dans l’|sur l’)\s?/);
      const name = d.nom.replace(/^(La|Île) /, '').replace(/ et /, /Wallis/.test(d.nom) ? '-et-' : ' et ');
      expect(phrase.toLowerCase(), d.code).toContain(name.toLowerCase());
    }
  });

  it('fills existing rows in the migration with the same phrases the seed uses', () => {
    const sql = readFileSync(MIGRATION, 'utf8');
    for (const [code, phrase] of Object.entries(FRENCH_DEPARTEMENT_IN_PHRASES)) {
      expect(sql, code).toContain(`('${code}', '${phrase.replaceAll("'", "''")}')`);
    }
  });
});
