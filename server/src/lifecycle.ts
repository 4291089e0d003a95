import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppOverrides, buildApp } from './app.ts';
import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { createProfileRepo } from './modules/profile/profile.repo.ts';
import { providerProfilePath } from './modules/providers/provider-cards.ts';
import { isDatabaseEmpty, runSeed } from './seed/index.ts';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Port actually bound (PORT=0 picks a free one). */
  port: number;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** An already open database (tests); otherwise opened from the configuration. */
  database?: DatabaseHandle;
  /** Seed an empty database before listening (the first `npm start`). */
  autoSeed?: boolean;
  overrides?: AppOverrides;
  /** Injected time for the rules (tests). */
  clock?: () => Date;
}

export function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') });
}

/** Opens and migrates the database, seeds it on first start, builds the app and listens. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const database = options.database ?? (await openConfiguredDatabase(config));
  try {
    await database.migrate();
    const app = await buildApp(config, { database, clock: options.clock }, options.overrides);
    if (options.autoSeed && (await isDatabaseEmpty(database))) {
      app.log.info('empty database: seeding it (first start)');
      await runSeed(database, config, (message) => app.log.info(message));
    }
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    let stopping: Promise<void> | undefined;
    const stop = () => {
      stopping ??= (async () => {
        // Fastify's close stops the listener, answers 503 to new requests on open connections,
        // waits for in-flight requests, then runs onClose hooks.
        await app.close();
        await database.close();
      })();
      return stopping;
    };
    return { app, database, port, stop };
  } catch (error) {
    if (!options.database) await database.close().catch(() => {});
    throw error;
  }
}

/**
 * A seeded provider's profile page on the first domain's www host, where the quote-request
 * widget can be tried at once; undefined while the directory is empty.
 */
export async function widgetDemoUrl(server: RunningServer, config: Config): Promise<string | undefined> {
  const slug = await createProfileRepo(server.database.db).firstSlug();
  if (!slug) return undefined;
  const domain = config.domains[0]?.domain ?? 'localhost';
  const portSuffix = server.port === 80 ? '' : `:${server.port}`;
  return `http://www.${domain}${portSuffix}${providerProfilePath(slug, config.productWord)}`;
}

/** SIGTERM/SIGINT stop the server gracefully; a second signal forces the exit. */
export function stopOnSignals(server: RunningServer, exit: (code: number) => void = process.exit): void {
  let received = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (received) return exit(1);
    received = true;
    server.app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    server.stop().then(
      () => exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
