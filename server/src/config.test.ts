import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, ensureJwtSecret, loadConfig, REPO_ROOT } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults: port 3000, the localhost domain as France', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.domains).toEqual([{ domain: 'localhost', country: 'FR', locale: 'fr-FR' }]);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.productWord).toBe('planners');
  });

  it('reads the country domains with their default locales (spec §1)', () => {
    const config = loadConfig({ DOMAINS: 'alliance.fr=FR, alliance.be=BE, alliance.co.uk=GB, alliance.de=DE:de-AT' });
    expect(config.domains).toEqual([
      { domain: 'alliance.fr', country: 'FR', locale: 'fr-FR' },
      { domain: 'alliance.be', country: 'BE', locale: 'nl-BE' },
      { domain: 'alliance.co.uk', country: 'GB', locale: 'en-GB' },
      { domain: 'alliance.de', country: 'DE', locale: 'de-AT' },
    ]);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DOMAINS', 'alliance.us=US'],
    ['DOMAINS', 'no-country'],
    ['DATABASE_URL', 'mysql://root@localhost/db'],
    ['JWT_SECRET', 'short'],
    ['LOG_LEVEL', 'loud'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
  ])('rejects a bad %s (%s) naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('reads the widget bundle path from the repository root, by default the Vite build output', () => {
    expect(loadConfig({}).widgetBundle).toBe(path.join(REPO_ROOT, 'widget/dist/quote-request.js'));
    expect(loadConfig({ WIDGET_BUNDLE: '' }).widgetBundle).toBe(path.join(REPO_ROOT, 'widget/dist/quote-request.js'));
    expect(loadConfig({ WIDGET_BUNDLE: 'build/w.js' }).widgetBundle).toBe(path.join(REPO_ROOT, 'build/w.js'));
    expect(loadConfig({ WIDGET_BUNDLE: '/srv/w.js' }).widgetBundle).toBe('/srv/w.js');
  });

  it("reads the couples' app folder from the repository root, by default the Vite build output", () => {
    expect(loadConfig({}).projectAppDir).toBe(path.join(REPO_ROOT, 'widget/dist/project-app'));
    expect(loadConfig({ PROJECT_APP_DIR: '' }).projectAppDir).toBe(path.join(REPO_ROOT, 'widget/dist/project-app'));
    expect(loadConfig({ PROJECT_APP_DIR: 'build/app' }).projectAppDir).toBe(path.join(REPO_ROOT, 'build/app'));
    expect(loadConfig({ PROJECT_APP_DIR: '/srv/app' }).projectAppDir).toBe('/srv/app');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '', JWT_SECRET: '' }).databaseUrl).toBeUndefined();
  });
});

describe('ensureJwtSecret', () => {
  it('generates a secret into the data folder on first start, readable by the owner only, then reuses it', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'alliance-secret-'));
    const first = ensureJwtSecret(loadConfig({ DATA_DIR: dataDir }));
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(ensureJwtSecret(loadConfig({ DATA_DIR: dataDir })).jwtSecret).toBe(first.jwtSecret);
  });

  it('prefers JWT_SECRET when given', () => {
    const secret = 'x'.repeat(40);
    expect(ensureJwtSecret(loadConfig({ JWT_SECRET: secret })).jwtSecret).toBe(secret);
  });
});
