import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@alliance/shared/locale';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.ts';

/** Every `locales/fr/*.json` folder of the front ends (widget, couples' app, admin SPA). */
function frenchFolders(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name === 'dist') return [];
    const full = path.join(dir, entry.name);
    return entry.name === 'fr' && path.basename(dir) === 'locales' ? [full] : frenchFolders(full);
  });
}

const flatten = (tree: object, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'object' && value
        ? Object.entries(flatten(value, `${prefix}${key}.`))
        : [[`${prefix}${key}`, String(value)]],
    ),
  );
// Languages have different plural forms (French has `many`, English has not): compared without them.
const withoutPlural = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
// `{{company, elidedDe}}` counts as `company` (a format, as in locales.test.ts).
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();
const read = (file: string) => flatten(JSON.parse(readFileSync(file, 'utf8')));

const files = ['widget/src', 'admin/src'].flatMap((root) =>
  frenchFolders(path.join(REPO_ROOT, root)).flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .map((name) => path.relative(REPO_ROOT, path.join(folder, name))),
  ),
);

describe('front-end translations (widget, couples app, admin)', () => {
  it('finds the French sources', () => {
    expect(files.length).toBeGreaterThan(5);
  });
  describe.each(files)('%s', (frenchFile) => {
    const french = read(path.join(REPO_ROOT, frenchFile));
    it.each(LOCALES.filter((l) => l !== 'fr'))('is translated in %s, with the same placeholders', (locale) => {
      const file = path.join(REPO_ROOT, frenchFile.replace(`${path.sep}fr${path.sep}`, `${path.sep}${locale}${path.sep}`));
      const other = read(file);
      expect([...new Set(Object.keys(other).map(withoutPlural))].sort()).toEqual(
        [...new Set(Object.keys(french).map(withoutPlural))].sort(),
      );
      for (const [key, text] of Object.entries(other)) {
        expect(text.trim(), key).not.toBe('');
        const source = french[key] ?? french[`${withoutPlural(key)}_other`] ?? '';
        expect(placeholders(text), key).toEqual(placeholders(source));
      }
    });
  });
});
