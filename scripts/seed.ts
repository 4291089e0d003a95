/**
 * `npm run seed`: migrates the configured database and loads geography, reference lists and
 * demo data. Idempotent: a second run changes nothing.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from '@alliance/server/config';
import { openConfiguredDatabase } from '@alliance/server/lifecycle';
import { runSeed } from '@alliance/server/seed/index';

const envFile = path.join(REPO_ROOT, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

try {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    await runSeed(database, config, (message) => console.log(message));
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
