/**
 * The servers under load, in their own process (forked by api.bench.ts): a real deployment
 * does not share its event loop with the load generator, and measuring it while autocannon
 * runs on the same thread would charge the client's work to the server.
 * Serves the app, the same app without its answer caches (locality, directory pages), and a bare Fastify hello
 * route; reports their ports, a couple's token and project over IPC; stops on 'stop'.
 */
import path from 'node:path';
import { buildApp } from '@alliance/server/app';
import { ensureJwtSecret, loadConfig, REPO_ROOT } from '@alliance/server/config';
import { openDatabase, selectRows } from '@alliance/server/db/client';
import { hashPassword } from '@alliance/server/modules/provider-accounts/passwords';
import { directoryPath } from '@alliance/server/www/directory-urls';
import { PLANNERS_PAGE_SIZE } from '@alliance/shared/providers';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';

export interface ServedBench {
  /** The server process: the media bench reads its memory. */
  pid: number;
  port: number;
  uncachedPort: number;
  helloPort: number;
  token: string;
  projectId: number;
  /** A provider whose profile the widget bench embeds. */
  providerId: number;
  /** A confirmed provider account the sign-in bench logs in with. */
  providerLogin: { email: string; password: string };
  /** Directory pages (www host): the biggest département by provider count, its biggest city. */
  directory: {
    departementPath: string;
    departementLastPath: string;
    cityPath: string;
    departementTotal: number;
    cityTotal: number;
  };
}

const BENCH_PHONE = '+33699999999';
const outDir = path.join(REPO_ROOT, 'bench-results');

async function listen(app: { listen: (o: { port: number; host: string }) => Promise<string>; server: { address(): unknown } }) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port?: number } | null;
  return address?.port ?? 0;
}

const config = ensureJwtSecret(loadConfig({ ...process.env, DATA_DIR: path.join(outDir, 'data'), LOG_LEVEL: 'silent' }));
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(outDir, 'data', 'pglite') },
);
const app = await buildApp(config, { database }, { logger: false, rateLimits: false });
// The same app with no answer cache at all (locality answers, rendered directory pages): what a
// request costs when nobody asked for the same thing in the last minute.
const uncachedApp = await buildApp(
  { ...config, directoryPageCacheSeconds: 0 },
  { database },
  { logger: false, rateLimits: false, localityCacheSize: 0 },
);
const hello = Fastify({ logger: false });
hello.get('/hello', async () => ({ hello: 'world' }));
// The same number of bytes as a proxied image, from a bare route: what this machine allows for an
// answer that size (the media bench sets the proxy beside it).
const blobs = new Map<number, Buffer>();
hello.get<{ Params: { size: string } }>('/bytes/:size', async (request, reply) => {
  const size = Math.min(Number(request.params.size) || 0, 1_000_000);
  const blob = blobs.get(size) ?? Buffer.alloc(size, 7);
  blobs.set(size, blob);
  return reply.type('image/webp').header('cache-control', 'public, max-age=604800').send(blob);
});

await database.db.execute(sql`insert into users (phone, firstname, lastname, has_finished_onboarding, locale)
  values (${BENCH_PHONE}, 'Bench', 'Couple', true, 'fr') on conflict (phone) do nothing`);
const [user] = await selectRows<{ id: number }>(database.db, sql`select id from users where phone = ${BENCH_PHONE}`);
const userId = user?.id ?? 0;
const { token } = await app.services.sessions.issue({ role: 'couple', phone: BENCH_PHONE, userId });
const project = await app.services.projects.save(
  userId,
  {
    eventType: 'mariage',
    eventDate: '2099-06-12',
    location: { city: 'Bordeaux', zipCode: '33000', countryCode: 'FR', latitude: 44.8378, longitude: -0.5792 },
    message: 'Bench',
  },
  'fr',
);

const [provider] = await selectRows<{ id: number }>(database.db, sql`select id from providers order by id limit 1`);

// The sign-in bench's account: its password hashed like any (argon2id), on a provider of its own.
const providerLogin = { email: 'bench-provider@example.fr', password: 'bench-lighthouse-2026' };
await database.db.execute(sql`insert into provider_accounts (email, password_hash, firstname, lastname, email_confirmed_at, provider_id)
  select ${providerLogin.email}, ${await hashPassword(providerLogin.password)}, 'Bench', 'Provider', now(), p.id
  from providers p where not exists (select 1 from provider_accounts a where a.provider_id = p.id)
    and not exists (select 1 from provider_accounts a where a.email = ${providerLogin.email})
  order by p.id desc limit 1`);

// The biggest département of France by provider count, and its biggest city.
const [biggest] = await selectRows<{ departement: string; total: number; city: string; city_total: number }>(
  database.db,
  sql`with d as (select p.departement_id, count(*)::int as n from providers p join departements dep on dep.id = p.departement_id
        where dep.country_code = 'FR' group by 1 order by 2 desc, 1 limit 1)
      select dep.slug as departement, d.n as total, c.slug as city, c.n as city_total
      from d join departements dep on dep.id = d.departement_id
      cross join lateral (select c.slug, count(*)::int as n from providers p join cities c on c.id = p.city_id
        where p.departement_id = d.departement_id and c.departement_id = d.departement_id
        group by c.id, c.slug order by 2 desc, c.id limit 1) c`,
);
const departementSlug = biggest?.departement ?? '';
const lastPage = Math.max(1, Math.ceil((biggest?.total ?? 0) / PLANNERS_PAGE_SIZE));

const served: ServedBench = {
  pid: process.pid,
  port: await listen(app),
  uncachedPort: await listen(uncachedApp),
  helloPort: await listen(hello),
  token,
  projectId: project.id,
  providerId: provider?.id ?? 1,
  providerLogin,
  directory: {
    departementPath: directoryPath(config.productWord, { departement: departementSlug }),
    departementLastPath: directoryPath(config.productWord, { departement: departementSlug }, lastPage),
    cityPath: directoryPath(config.productWord, { departement: departementSlug, city: biggest?.city ?? '' }),
    departementTotal: biggest?.total ?? 0,
    cityTotal: biggest?.city_total ?? 0,
  },
};
// Forked: over IPC. Run by hand (to profile it): on stdout, and SIGINT stops it.
if (process.send) process.send(served);
else {
  console.log(JSON.stringify(served));
  process.once('SIGINT', () => process.emit('message', 'stop', undefined));
}

process.on('message', async (message) => {
  if (message !== 'stop') return;
  await Promise.all([hello.close(), uncachedApp.close(), app.close()]);
  await database.close();
  process.exit(0);
});
