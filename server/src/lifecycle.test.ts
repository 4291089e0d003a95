import { describe, expect, it, vi } from 'vitest';
import { testConfig } from '../test/app.ts';
import { createTestDatabase } from '../test/database.ts';
import { pingDatabase } from './db/client.ts';
import { startServer, stopOnSignals } from './lifecycle.ts';

const SLOW_MS = 600;

/** A server with a slow route; `arrived` resolves once a request is inside it (not a guess at a delay). */
async function startWithSlowRoute() {
  const database = await createTestDatabase();
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const server = await startServer(testConfig(), {
    database,
    overrides: {
      logger: false,
      extraRoutes: async (app) => {
        app.get('/slow', async () => {
          arrive();
          await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
          return { done: true };
        });
      },
    },
  });
  return Object.assign(server, { arrived });
}

describe('graceful shutdown', () => {
  it('finishes the in-flight request, then refuses new connections and closes the database', async () => {
    const server = await startWithSlowRoute();
    const base = `http://127.0.0.1:${server.port}`;
    const inFlight = fetch(`${base}/slow`, { headers: { host: `www.localhost:${server.port}` } });
    await server.arrived;

    const stopped = server.stop();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await stopped;

    await expect(fetch(`${base}/healthz`, { headers: { host: `www.localhost:${server.port}` } })).rejects.toThrow();
    await expect(pingDatabase(server.database.db)).rejects.toThrow();
  });

  it('stops the same way on SIGTERM and exits with code 0', async () => {
    const server = await startWithSlowRoute();
    const exit = vi.fn();
    stopOnSignals(server, exit);
    const inFlight = fetch(`http://127.0.0.1:${server.port}/slow`, { headers: { host: `app.localhost:${server.port}` } });
    await server.arrived;

    process.emit('SIGTERM', 'SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    // Stopping closes the database too: on a loaded machine that takes more than waitFor's default second.
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0), { timeout: 15_000 });
  });
});
