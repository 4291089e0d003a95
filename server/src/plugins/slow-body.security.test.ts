import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

/**
 * Issue 21, security 4: a body trickled at 1 byte/s kept the socket 62–82 s although the request
 * timeout said 15 s (Node reads its request timeouts when the HTTP server is created only).
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Sends the headers and then one byte a second of a 1000-byte body; resolves with what came back. */
function trickleBody(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(
        'POST /api/directory/ HTTP/1.1\r\nHost: www.localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      ),
    );
    const trickle = setInterval(() => socket.writable && socket.write(' '), 1000);
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(trickle);
      resolve(text);
    });
  });
}

describe('slow request bodies', () => {
  it('a body trickled at 1 byte/s is answered 408 and closed once the request timeout has passed', async () => {
    t = await createTestApp({ overrides: { timeouts: { requestMs: 1500, connectionMs: 3000 } } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const started = Date.now();
    const answer = await trickleBody(typeof address === 'object' && address ? address.port : 0);
    const heldMs = Date.now() - started;
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
    // The timeout plus at most one expiry check (before the fix: 60 s).
    expect(heldMs).toBeGreaterThanOrEqual(1400);
    expect(heldMs).toBeLessThan(5000);
  }, 20_000);

  it('the production timeouts reach the HTTP server: 15 s for headers and body, checked every second', async () => {
    t = await createTestApp();
    expect(t.app.server.requestTimeout).toBe(15_000);
    expect(t.app.server.headersTimeout).toBe(15_000);
    expect((t.app.server as unknown as { connectionsCheckingInterval: number }).connectionsCheckingInterval).toBe(1000);
  });
});
