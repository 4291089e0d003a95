import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, ensureJwtSecret, loadConfig, REPO_ROOT, sellerWarning } from './config.ts';
import { startServer, stopOnSignals, widgetDemoUrl } from './lifecycle.ts';
import { DEMO_PROVIDER_EMAIL, DEMO_PROVIDER_PASSWORD } from './seed/demo/index.ts';

// The only side effects of the server: read .env, start, print where to go, stop on signals.
const envFile = path.join(REPO_ROOT, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

const startedAt = performance.now();
let config: ReturnType<typeof loadConfig>;
try {
  config = ensureJwtSecret(loadConfig());
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const server = await startServer(config, { autoSeed: true });
stopOnSignals(server);

const portSuffix = server.port === 80 ? '' : `:${server.port}`;
const urls = config.domains.flatMap(({ domain }) =>
  (['www', 'project', 'app'] as const).map((area) => `  ${area.padEnd(8)} http://${area}.${domain}${portSuffix}/`),
);
const demo = await widgetDemoUrl(server, config);
console.log(
  `\nAlliance is ready in ${Math.round(performance.now() - startedAt)} ms (${server.database.driver}):\n${urls.join('\n')}\n` +
    (demo ? `\nWidget demo: ${demo}\n` : '') +
    `\nProviders' area demo account: ${DEMO_PROVIDER_EMAIL} / ${DEMO_PROVIDER_PASSWORD}\n`,
);
// Last, where it is seen: invoices issued without a configured seller say "to configure".
const unsetSeller = sellerWarning(config);
if (unsetSeller) console.warn(`\n${unsetSeller}\n`);
