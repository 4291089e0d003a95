import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, type AppOverrides, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { createTestDatabase } from './database.ts';

/** Configuration for tests: quiet, a temporary data folder, two country domains. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'alliance-test-')),
    LOG_LEVEL: 'silent',
    PORT: '0',
    // Public addresses as `npm start` gives them (http://www.localhost:3000).
    PUBLIC_PORT: '3000',
    HOST: '127.0.0.1',
    DOMAINS: 'localhost=FR,alliance.be=BE',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    // With REDIS_URL (CI's PostgreSQL pass) the rate limits are in Redis.
    REDIS_URL: process.env.REDIS_URL ?? '',
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on a fresh migrated database, used through `app.inject()` (real routing, no socket).
 * `deps` adds the injectable dependencies of `buildApp` (clock, SMS sender); the database is always the fresh one.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; overrides?: AppOverrides; deps?: Omit<AppDeps, 'database'> } = {},
): Promise<TestApp> {
  const config = testConfig(options.env);
  const database = await createTestDatabase();
  const app = await buildApp(
    config,
    { ...options.deps, database },
    // Own rate-limit counters: with REDIS_URL, parallel files and repeated runs share one Redis.
    { logger: false, rateLimitNamespace: `alliance-rl-test-${randomUUID()}:`, ...options.overrides },
  );
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
