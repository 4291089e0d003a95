import { describe, expect, it } from 'vitest';
import fr from './locales/fr.json' with { type: 'json' };
import legalFr from './locales/legal.fr.json' with { type: 'json' };

const strings = (tree: object, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value
      ? strings(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)] as [string, string]],
  );

/**
 * French typography (issue 6): a non-breaking space (U+00A0, or the narrow U+202F) before
 * `: ; ! ?` and inside « », never a plain space, which lets the sign wrap alone to the next line.
 */
describe('French server texts', () => {
  it.each([
    ['fr.json', fr],
    ['legal.fr.json', legalFr],
  ])('%s has no plain space before : ; ! ? nor inside « »', (_file, messages) => {
    const faults = strings(messages).filter(([, text]) => / [:;!?]|« | »/.test(text));
    expect(faults.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});
