import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeadsHarness, type LeadsHarness } from '../../../test/leads.ts';
import { rowsOf, submitSandbox } from '../payments/payments.testing.ts';

/**
 * Dead end 6 of issue 21: a provider short of credits on a lead buys a pack and comes back to
 * that lead. The return path is one of their own leads' pages, or the checkout is refused: a
 * checkout never sends a browser to another site or to another provider's lead.
 */
describe('buying credits from a lead, and back to it', () => {
  let h: LeadsHarness;
  let planner: Awaited<ReturnType<LeadsHarness['provider']>>;
  let other: Awaited<ReturnType<LeadsHarness['provider']>>;
  let mine: string;
  let theirs: string;

  beforeAll(async () => {
    h = await createLeadsHarness();
    planner = await h.provider('return-planner@example.fr');
    other = await h.provider('return-other@example.fr');
    const couple = await h.couple();
    const project = await h.project(couple.token);
    mine = await h.send(couple.token, project, planner.id);
    theirs = await h.send(couple.token, project, other.id);
  });
  afterAll(() => h.close());

  const buy = (returnTo: unknown, token = planner.token) =>
    h.post('/api/credit/buy', { pack: 'pack-10', returnTo }, { token, lang: 'en' });
  const sessionOf = (answer: { json: Record<string, unknown> }) => String(answer.json.checkoutUrl).split('/').at(-1) ?? '';

  it.each([
    ['another site', 'https://evil.example/leads/x'],
    ['a protocol-relative address', `//evil.example/leads/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`],
    ['a path outside the leads', '/account'],
    ['a lead page with more after it', '/leads/UUID/../../account'],
    ['a lead page with a query', '/leads/UUID?next=https://evil.example/'],
    ['a lead page with a backslash', '/leads/UUID\\'],
    ['not a string', 42],
  ])('refuses %s (400, in the provider’s language), and opens no payment', async (_, path) => {
    const before = await rowsOf(h, 'payments', planner.id);
    const returnTo = typeof path === 'string' ? path.replace('UUID', mine) : path;
    const refused = await buy(returnTo);
    expect(refused).toMatchObject({
      status: 400,
      json: { success: false, fields: { returnTo: 'This return page is not one of your requests.' } },
    });
    expect(await rowsOf(h, 'payments', planner.id)).toEqual(before);
  });

  it("refuses another provider's lead and a lead that does not exist", async () => {
    const before = await rowsOf(h, 'payments', planner.id);
    for (const uuid of [theirs, '9b2f8a7e-1c3d-4e5f-8a9b-0c1d2e3f4a5b']) {
      const refused = await buy(`/leads/${uuid}`);
      expect(refused.status).toBe(400);
      expect(refused.json.fields).toEqual({ returnTo: 'This return page is not one of your requests.' });
    }
    expect(await rowsOf(h, 'payments', planner.id)).toEqual(before);
    // The other provider may come back to their own lead.
    expect((await buy(`/leads/${theirs}`, other.token)).status).toBe(200);
  });

  it('after paying, the payment names the lead to go back to', async () => {
    const bought = await buy(`/leads/${mine}`);
    expect(bought.status).toBe(200);
    const session = sessionOf(bought);
    const paid = await submitSandbox(h, session, 'pay', planner.token);
    expect(paid.statusCode).toBe(303);
    const status = await h.get(`/api/credit/payments/${session}`, { token: planner.token });
    expect(status.json).toMatchObject({ payment: { status: 'paid', credits: 10, returnTo: `/leads/${mine}` }, balance: 10 });
  });

  it('a canceled checkout lands on the credits page saying so, still carrying the lead', async () => {
    const session = sessionOf(await buy(`/leads/${mine}`));
    const canceled = await submitSandbox(h, session, 'cancel', planner.token);
    expect(canceled.statusCode).toBe(303);
    expect(canceled.headers.location).toBe(`/credits?payment=canceled&lead=${mine}`);
  });

  it('without a return path: no lead to go back to, and a cancel says so on the credits page', async () => {
    const bought = await h.post('/api/credit/buy', { pack: 'pack-10' }, { token: planner.token });
    const session = sessionOf(bought);
    expect((await h.get(`/api/credit/payments/${session}`, { token: planner.token })).json.payment.returnTo).toBeNull();
    expect((await submitSandbox(h, session, 'cancel', planner.token)).headers.location).toBe('/credits?payment=canceled');
  });
});
