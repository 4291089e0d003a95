import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { providerMessages, sharedMessages } from '@alliance/shared/i18n/index';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.ts';
import { serverMessages } from './index.ts';

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
  // Every French server file, merged: fr.json, leads.fr.json, payments.fr.json, pricing.fr.json and legal.fr.json.
  it.each([['the French server texts', serverMessages.fr]])(
    '%s have no plain space before : ; ! ? nor inside « »',
    (_file, messages) => {
      const faults = strings(messages).filter(([, text]) => / [:;!?]|« | »/.test(text));
      expect(faults.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
    },
  );
});

/** The front ends' French files (widget, couples' app, admin): the same rule. */
const frontEndFiles = [
  'widget/src/i18n/locales/fr',
  'widget/src/project-app/i18n/locales/fr',
  'admin/src/i18n/locales/fr',
].flatMap((folder) =>
  readdirSync(path.join(REPO_ROOT, folder))
    .filter((name) => name.endsWith('.json'))
    .map(
      (name) => [`${folder}/${name}`, JSON.parse(readFileSync(path.join(REPO_ROOT, folder, name), 'utf8')) as object] as const,
    ),
);

describe('French texts of the clients', () => {
  const cases: [string, object][] = [
    ['shared messages', sharedMessages.fr],
    ["providers' messages", providerMessages.fr],
    ...frontEndFiles.map(([file, messages]): [string, object] => [file, messages]),
  ];
  it.each(cases)('%s has no plain space before : ; ! ? nor inside « »', (_file, messages) => {
    const faults = strings(messages).filter(([, text]) => / [:;!?]|« | »/.test(text));
    expect(faults.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});
