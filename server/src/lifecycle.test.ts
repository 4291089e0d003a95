import { describe, expect, it, vi } from 'vitest';
import { testConfig } from '../test/app.ts';
import { createTestDatabase } from '../test/database.ts';
import { pingDatabase } from './db/client.ts';
import { startServer, stopOnSignals } from './lifecycle.ts';

const SLOW_MS = 600;

async function startWithSlowRoute() {
  const database = await createTestDatabase();
  return startServer(testConfig(), {
    database,
    overrides: {
      logger: false,
      extraRoutes: async (app) => {
        app.get('/slow', async () => {
          await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
          return { done: true };
        });
      },
    },
  });
}

describe('graceful shutdown', () => {
  it('finishes the in-flight request, then refuses new connections and closes the database', async () => {
    const server = await startWithSlowRoute();
    const base = `http://127.0.0.1:${server.port}`;
    const inFlight = fetch(`${base}/slow`, { headers: { host: `www.localhost:${server.port}` } });
    await new Promise((resolve) => setTimeout(resolve, 100));

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
    await new Promise((resolve) => setTimeout(resolve, 100));

    process.emit('SIGTERM', 'SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
  });
});
