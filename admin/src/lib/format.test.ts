import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import fr_leads from '../i18n/locales/fr/leads.json';
import it_leads from '../i18n/locales/it/leads.json';
import { italianElides } from './format.ts';

describe('Italian elision before a number', () => {
  it.each([
    [1, true],
    [8, true],
    [11, true],
    [80, true],
    [89, true],
    [0, false],
    [10, false],
    [18, false],
    [50, false],
    [100, false],
  ])('%i elides: %s', (value, elides) => {
    expect(italianElides(value)).toBe(elides);
  });

  it('writes "all\'89 %" in Italian and leaves French alone', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'it', resources: { it: { leads: it_leads }, fr: { leads: fr_leads } } });
    const text = (lng: string, percent: number) =>
      i18n.getFixedT(lng, 'leads')('signals.completeness', { percent, context: italianElides(percent) ? 'elided' : undefined });
    expect(text('it', 89)).toBe("Progetto compilato all'89 %");
    expect(text('it', 50)).toBe('Progetto compilato al 50 %');
    expect(text('fr', 89)).toBe('Projet rempli à 89\u00a0%');
  });
});
