import { solveChallenge } from 'altcha-lib/v1';
import { afterEach, describe, expect, it } from 'vitest';
import { createIdentityHarness, type IdentityHarness } from '../../../test/identity.ts';

/**
 * Issue 21, security 8: a botnet (a fresh address and phone per send) could spend the whole
 * hourly SMS budget and lock every couple out. Past 80 % of it every sender gets the
 * proof-of-work challenge instead; only the hard budget refuses.
 */
let h: IdentityHarness;
afterEach(async () => {
  await h.close();
});

async function solve(challenge: { algorithm: string; challenge: string; salt: string; signature: string; maxnumber: number }) {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ ...challenge, number: solution.number })).toString('base64');
}

describe('the hourly SMS budget near its end', () => {
  it('past 80 % every new sender solves the challenge and gets a code; at the budget every send is refused', async () => {
    h = await createIdentityHarness(undefined, { env: { SMS_HOURLY_BUDGET: '10' } });
    const send = (i: number, altcha?: string) =>
      h.post(
        '/api/check-phone',
        { phone: `+336987654${String(i).padStart(2, '0')}`, ...(altcha ? { altcha } : {}) },
        { ip: `203.0.113.${i + 1}` },
      );
    // A botnet's first 8 sends, each from a new address to a new phone: no challenge yet.
    for (let i = 0; i < 8; i++) expect(await send(i), `send ${i}`).toMatchObject({ status: 200 });

    // 8 of 10 spent: a couple never seen before is asked for the work, not refused.
    const asked = await send(8);
    expect(asked).toMatchObject({ status: 403, json: { success: false } });
    expect(asked.json.challenge).toBeDefined();
    expect(await send(8, await solve(asked.json.challenge))).toMatchObject({ status: 200 });
    const second = await send(9);
    expect(second.status).toBe(403);
    expect(await send(9, await solve(second.json.challenge))).toMatchObject({ status: 200 });

    // The budget itself: 429 with Retry-After, work done or not.
    const refused = await send(10);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(h.sms).toHaveLength(10);
  });
});
