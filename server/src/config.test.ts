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

  it('keeps uploads on disk by default', () => {
    expect(loadConfig({}).storage).toEqual({ mode: 'disk' });
  });

  it('reads an S3 bucket with STORAGE=s3, path-style addresses by default with an endpoint', () => {
    const keys = { S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ STORAGE: 's3', ...keys }).storage).toEqual({
      mode: 's3',
      bucket: 'uploads',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: false,
      prefix: undefined,
    });
    const minio = loadConfig({ STORAGE: 's3', ...keys, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PREFIX: 'alliance/' });
    expect(minio.storage).toMatchObject({ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, prefix: 'alliance/' });
    const virtualHosts = loadConfig({
      STORAGE: 's3',
      ...keys,
      S3_ENDPOINT: 'https://s3.example.com',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(virtualHosts.storage).toMatchObject({ forcePathStyle: false });
    expect(loadConfig({ STORAGE: 's3', ...keys, S3_REGION: 'eu-west-3' }).storage).toMatchObject({ region: 'eu-west-3' });
  });

  it('requires the bucket and keys with STORAGE=s3, naming each missing one', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/\bSTORAGE\b/);
    expect(() => loadConfig({ STORAGE: 'disk', S3_ENDPOINT: 'ftp://example.com' })).toThrow(/\bS3_ENDPOINT\b/);
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
