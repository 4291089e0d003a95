/**
 * The leads bench's servers, in their own process like scripts/bench/serve.ts (the load
 * generator must not share their event loop): the app on the leads bench database
 * (DATABASE_URL, set by leads.bench.ts) as `npm start` runs it, and a bare Fastify hello route.
 * Reports their ports over IPC; stops on 'stop'.
 */
import path from 'node:path';
import { buildApp } from '@alliance/server/app';
import { ensureJwtSecret, loadConfig, REPO_ROOT } from '@alliance/server/config';
import { openDatabase } from '@alliance/server/db/client';
import Fastify from 'fastify';

export interface LeadsServed {
  port: number;
  helloPort: number;
}

const config = ensureJwtSecret(
  loadConfig({ ...process.env, DATA_DIR: path.join(REPO_ROOT, 'bench-results', 'data'), LOG_LEVEL: 'silent' }),
);
if (!config.databaseUrl) throw new Error('the leads bench server needs DATABASE_URL');
const database = await openDatabase({ url: config.databaseUrl });
const app = await buildApp(config, { database }, { logger: false, rateLimits: false });
const hello = Fastify({ logger: false });
hello.get('/hello', async () => ({ hello: 'world' }));

async function listen(server: {
  listen: (o: { port: number; host: string }) => Promise<string>;
  server: { address(): unknown };
}) {
  await server.listen({ port: 0, host: '127.0.0.1' });
  return (server.server.address() as { port?: number } | null)?.port ?? 0;
}

const served: LeadsServed = { port: await listen(app), helloPort: await listen(hello) };
if (process.send) process.send(served);
else console.log(JSON.stringify(served));

process.on('message', async (message) => {
  if (message !== 'stop') return;
  await Promise.all([hello.close(), app.close()]);
  await database.close();
  process.exit(0);
});
