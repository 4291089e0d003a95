import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps, AppOverrides } from './app-deps.ts';
import type { Config } from './config.ts';
import { createLeftoversSweep } from './modules/media-sweep/leftovers-sweep.ts';
import { openapiPlugin } from './openapi/openapi.plugin.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { gracefulClosePlugin } from './plugins/graceful-close.ts';
import { sitePlugin } from './plugins/hosts.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { withLogRedaction } from './plugins/log-redaction.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { registerRoutes } from './routes.ts';
import { createServices, type Services } from './services.ts';

// The types live apart so the modules and the wiring can name them without importing the app.
export type { AppDeps, AppOverrides } from './app-deps.ts';

// JSON APIs take small bodies; upload routes raise their own limit.
const BODY_LIMIT_BYTES = 64 * 1024;
const MAIL_RETRY_INTERVAL_MS = 30_000;
const REQUEST_TIMEOUT_MS = 15_000;
const CONNECTION_TIMEOUT_MS = 30_000;

/** How often Node looks for expired requests: at most 1 s late, a few times per timeout in tests. */
const checkEveryMs = (requestMs: number) => Math.max(100, Math.min(1000, Math.floor(requestMs / 4)));

declare module 'fastify' {
  interface FastifyInstance {
    /** The wired capability services (jobs and tests reach them here). */
    services: Services;
  }
}

/** Builds the whole server without listening: plugins first, then the route table. */
export async function buildApp(config: Config, deps: AppDeps, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const { jwtSecret } = config;
  if (!jwtSecret) throw new Error('buildApp needs config.jwtSecret (see ensureJwtSecret)');
  const requestMs = overrides.timeouts?.requestMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    // Tokens in logged URLs (reset and confirmation links, query strings) are redacted.
    logger: withLogRedaction(overrides.logger ?? { level: config.logLevel }),
    // A hop count believes that many proxies in front (Fastify's numeric form, typed as a function).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // Slow or partial requests are closed instead of holding a socket: a whole request (headers
    // and body) must arrive within REQUEST_TIMEOUT_MS, and an idle socket goes after CONNECTION_TIMEOUT_MS.
    requestTimeout: requestMs,
    connectionTimeout: overrides.timeouts?.connectionMs ?? CONNECTION_TIMEOUT_MS,
    // Node reads these at http.createServer only: set afterwards (as Fastify does), the headers kept
    // their 60 s default and the expiry check ran every 30 s, so a body trickled at 1 byte/s was held
    // 60–90 s. Given here, a slow request is answered 408 within requestMs + one check interval.
    http: { requestTimeout: requestMs, headersTimeout: requestMs, connectionsCheckingInterval: checkEveryMs(requestMs) },
    bodyLimit: BODY_LIMIT_BYTES,
    // Host constraints must read the Host header as sent, port included.
    routerOptions: { ignoreTrailingSlash: false },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(gracefulClosePlugin);
  await app.register(cookie);
  await app.register(sitePlugin, { domains: config.domains, publicOrigin: config.publicOrigin });
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityHeadersPlugin);
  // One OpenAPI document per host area, served at /api/docs/json by the route table.
  await app.register(openapiPlugin, { domains: config.domains });

  if (overrides.rateLimits !== false) {
    await app.register(rateLimitPlugin, {
      redisUrl: config.redisUrl,
      namespace: overrides.rateLimitNamespace,
      factor: config.rateLimitFactor,
    });
  }
  await app.register(authPlugin, {
    secret: jwtSecret,
    // Read at request time: the services are created just below (they sign with the plugin's key).
    isActiveAccount: (userId, phone) => app.services.accounts.isActive(userId, phone),
    isLiveSession: (familyId) => app.services.sessions.isFamilyLive(familyId),
    providerOfAccount: (accountId) => app.services.providerAccounts.providerOf(accountId),
  });

  const services = createServices(app, { ...config, jwtSecret }, deps, { localityCacheSize: overrides.localityCacheSize });
  app.decorate('services', services);
  // Mails left pending (a failed delivery, a crash) are retried in the background.
  app.addHook('onReady', async () => services.mailOutbox.start(MAIL_RETRY_INTERVAL_MS));
  app.addHook('onClose', async () => services.mailOutbox.stop());
  // Crash leftovers (temporary uploads, files stored without their row): swept at start, then hourly.
  const leftovers = createLeftoversSweep({
    db: deps.database.db,
    storage: services.storage,
    tmpDir: path.join(config.dataDir, 'tmp'),
    // The files' ages are the machine's time, not the rules' (a test's clock may be years ahead).
    clock: () => new Date(),
    log: app.log,
  });
  app.addHook('onReady', async () => leftovers.start());
  app.addHook('onClose', async () => leftovers.stop());
  await registerRoutes(app, { ...config, jwtSecret }, { ...deps, services });
  if (overrides.extraRoutes) await app.register(overrides.extraRoutes);
  return app;
}
