/**
 * `npm run ops -- <area> <command>`: operators' commands on the configured database (promotional
 * messages today). With the embedded PGlite, stop the server first: one process at a time opens
 * its data folder.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from '@alliance/server/config';
import { openConfiguredDatabase } from '@alliance/server/lifecycle';
import { opsCommand } from '@alliance/server/ops/index';

const envFile = path.join(REPO_ROOT, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

try {
  const database = await openConfiguredDatabase(loadConfig());
  try {
    await database.migrate();
    for (const line of await opsCommand(database.db, process.argv.slice(2))) console.log(line);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
