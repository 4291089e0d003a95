import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeadsHarness } from '../../../test/leads.ts';
import { selectRows } from '../../db/client.ts';
import { translator } from '../../i18n/index.ts';
import { delayBucket } from './medians.ts';

type Harness = Awaited<ReturnType<typeof createLeadsHarness>>;
const MINUTE = 60_000;
const DAY = 86_400_000;

let h: Harness;
let p1: Awaited<ReturnType<Harness['provider']>>;
let p2: Awaited<ReturnType<Harness['provider']>>;
let departement: { id: number; code: string; name: string; region_id: number };

/** A page view beacon (www host) from `ip`, with the couple's token when given. */
async function beacon(kind: 'profile' | 'portfolio', id: number | string, ip: string, token?: string) {
  const response = await h.app.inject({
    method: 'PATCH',
    url: `/api/page-views/${kind}/${id}`,
    remoteAddress: ip,
    headers: { host: 'www.localhost', 'user-agent': 'Mozilla/5.0 test', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.statusCode, json: JSON.parse(response.body) };
}
/** An app call with the test browser's user agent (the owner's browser is recognised by address and browser). */
const asOwner = (token: string, ip: string) =>
  h.app.inject({
    method: 'GET',
    url: '/api/me',
    remoteAddress: ip,
    headers: { host: 'app.localhost', authorization: `Bearer ${token}`, 'user-agent': 'Mozilla/5.0 test' },
  });

beforeAll(async () => {
  h = await createLeadsHarness();
  p1 = await h.provider('stats-one@example.com');
  p2 = await h.provider('stats-two@example.com');
  // A département of their own, with no seeded provider: its figures are theirs alone (in a région,
  // for the comparison's widening).
  const [row] = await selectRows<{ id: number; code: string; name: string; region_id: number }>(
    h.database.db,
    sql`select d.id, d.code, d.name, d.region_id from departements d
      where d.country_code = 'FR' and d.region_id is not null
        and d.id not in (select departement_id from providers where departement_id is not null)
      order by d.id limit 1`,
  );
  if (!row) throw new Error('no free département');
  departement = row;
  await h.database.db.execute(sql`update providers set departement_id = ${row.id} where id in (${p1.id}, ${p2.id})`);
});
afterAll(async () => {
  await h?.app.close();
});

describe('profile views', () => {
  it('count once per visitor per UTC day, every day of the window listed', async () => {
    expect((await beacon('profile', p1.id, '198.51.100.10')).json).toEqual({ success: true, counted: true });
    expect((await beacon('profile', p1.id, '198.51.100.10')).json).toEqual({ success: true, counted: false });
    expect((await beacon('profile', p1.id, '198.51.100.11')).json.counted).toBe(true);
    const views = await h.get('/api/views?days=7', { token: p1.token, host: 'app.localhost' });
    expect(views.status).toBe(200);
    expect(views.json.total).toBe(2);
    expect(views.json.items).toHaveLength(7);
    expect(views.json.items.at(-1)).toEqual({ day: h.now().toISOString().slice(0, 10), count: 2 });
    expect(views.json.items.slice(0, 6).every((d: { count: number }) => d.count === 0)).toBe(true);
    // Another provider sees their own figures only, whatever the query names.
    const other = await h.get(`/api/views?days=7&provider=${p1.id}`, { token: p2.token, host: 'app.localhost' });
    expect(other.json.total).toBe(0);
  });

  it('do not count the provider’s own visits, recognised from their app calls of the day', async () => {
    expect((await asOwner(p2.token, '198.51.100.20')).statusCode).toBe(200);
    expect((await beacon('profile', p2.id, '198.51.100.20')).json).toEqual({ success: true, counted: false });
    // The same browser is a visitor of another provider's page.
    expect((await beacon('profile', p1.id, '198.51.100.20')).json.counted).toBe(true);
    // Another browser is a visitor of theirs.
    expect((await beacon('profile', p2.id, '198.51.100.21')).json.counted).toBe(true);
    const views = await h.get('/api/views?days=1', { token: p2.token, host: 'app.localhost' });
    expect(views.json.total).toBe(1);
  });

  it('are refused for an unknown or unpublished page and a malformed id', async () => {
    expect((await beacon('profile', 999_999, '198.51.100.30')).status).toBe(404);
    expect((await beacon('profile', 'abc', '198.51.100.30')).status).toBe(400);
    const [draft] = await selectRows<{ id: number }>(
      h.database.db,
      sql`insert into portfolios (provider_id, title, slug) values (${p1.id}, 'Brouillon', 'brouillon') returning id`,
    );
    expect((await beacon('portfolio', draft?.id ?? 0, '198.51.100.30')).status).toBe(404);
  });
});

describe('the statistics calls', () => {
  it('refuse a window out of range or not a whole number, in the caller’s language', async () => {
    for (const days of ['0', '366', '1.5', 'abc', '-3']) {
      for (const lang of ['fr', 'en']) {
        const answer = await h.get(`/api/views?days=${days}`, { token: p1.token, host: 'app.localhost', lang });
        expect(answer.status, `${days} ${lang}`).toBe(400);
        expect(JSON.stringify(answer.json)).toContain(translator(lang as 'fr')('validation.daysInvalid'));
      }
      expect((await h.get(`/api/rates?days=${days}`, { token: p1.token, host: 'app.localhost' })).status).toBe(400);
      expect((await h.get(`/api/portfolio-views?days=${days}`, { token: p1.token, host: 'app.localhost' })).status).toBe(400);
    }
    expect((await h.get('/api/views?days=365', { token: p1.token, host: 'app.localhost' })).json.items).toHaveLength(365);
    expect((await h.get('/api/views', { token: p1.token, host: 'app.localhost' })).json.items).toHaveLength(30);
  });

  it('need a provider’s token', async () => {
    for (const path of ['/api/views', '/api/rates', '/api/portfolio-views']) {
      expect((await h.get(path, { host: 'app.localhost' })).status).toBe(401);
    }
  });
});

describe('portfolio views', () => {
  it('count once per visitor per day, not the owner’s, and answer 404 for another provider’s portfolio', async () => {
    const [shown] = await selectRows<{ id: number }>(
      h.database.db,
      sql`insert into portfolios (provider_id, title, slug, published_at) values (${p1.id}, 'Mariage à Annecy', 'annecy', now()) returning id`,
    );
    const id = shown?.id ?? 0;
    expect((await beacon('portfolio', id, '198.51.100.40')).json.counted).toBe(true);
    expect((await beacon('portfolio', id, '198.51.100.40')).json.counted).toBe(false);
    await asOwner(p1.token, '198.51.100.41');
    expect((await beacon('portfolio', id, '198.51.100.41')).json.counted).toBe(false);
    const all = await h.get('/api/portfolio-views?days=3', { token: p1.token, host: 'app.localhost' });
    expect(all.status).toBe(200);
    const annecy = all.json.items.find((p: { portfolioId: number }) => p.portfolioId === id);
    expect(annecy).toMatchObject({ title: 'Mariage à Annecy', total: 1 });
    expect(annecy.days).toHaveLength(3);
    expect(all.json.items).toHaveLength(2);
    const one = await h.get(`/api/portfolio-views?portfolio=${id}`, { token: p1.token, host: 'app.localhost' });
    expect(one.json.items.map((p: { portfolioId: number }) => p.portfolioId)).toEqual([id]);
    const stranger = await h.get(`/api/portfolio-views?portfolio=${id}`, { token: p2.token, host: 'app.localhost' });
    expect(stranger.status).toBe(404);
    expect((await h.get('/api/portfolio-views?portfolio=x', { token: p2.token, host: 'app.localhost' })).status).toBe(400);
  });
});

describe('rates', () => {
  it('give shares and medians from the rollups kept as leads change, beside the département’s', async () => {
    await h.credit(p1.id, 100);
    await h.credit(p2.id, 100);
    const couple = await h.couple();
    const projects = [];
    for (let i = 0; i < 4; i++) projects.push(await h.project(couple.token, `2027-0${i + 5}-12`));
    const start = h.now().getTime();
    const at = (minutes: number) => {
      h.advance(start + minutes * MINUTE - h.now().getTime());
    };
    const leads = [];
    for (const project of projects) leads.push(await h.send(couple.token, project, p1.id));
    const theirs = await h.send(couple.token, projects[0] ?? 0, p2.id);
    const app = (token: string) => ({ token, host: 'app.localhost' });

    at(10); // P1's first lead viewed after 10 minutes
    expect((await h.get(`/api/event-requests/${leads[0]}`, app(p1.token))).status).toBe(200);
    at(20); // P2 unlocks theirs at once after 20 minutes (first view and unlock)
    expect((await h.post(`/api/event-requests/${theirs}/unlock`, undefined, app(p2.token))).status).toBe(200);
    at(40); // P1's second lead viewed after 40 minutes
    expect((await h.get(`/api/event-requests/${leads[1]}`, app(p1.token))).status).toBe(200);
    at(180); // P1 unlocks the first lead after 3 hours, rejects the third unseen
    expect((await h.post(`/api/event-requests/${leads[0]}/unlock`, undefined, app(p1.token))).status).toBe(200);
    expect((await h.post(`/api/event-requests/${leads[2]}/reject`, { reason: 'budget' }, app(p1.token))).status).toBe(200);

    const rates = await h.get('/api/rates?days=7', app(p1.token));
    expect(rates.status).toBe(200);
    expect(rates.json).toEqual({
      success: true,
      days: 7,
      departement: { code: departement.code, name: departement.name },
      // Two providers in the département and fewer than 10 in its région: compared with the country.
      comparison: { scope: 'country', code: 'FR', name: expect.any(String), providers: expect.any(Number) },
      received: { value: 4, departement: 5 },
      viewed: { value: 0.5, departement: 0.6 },
      unlocked: { value: 0.25, departement: 0.4 },
      rejected: { value: 0.25, departement: 0.2 },
      // P1: views at 10 and 40 → the half is the end of [5, 15); the département adds 20 → 22.5 in [15, 30).
      medianMinutesToFirstView: { value: 15, departement: 22.5 },
      // P1: one unlock in [120, 240) → its middle; the département adds 20 → the end of [15, 30).
      medianMinutesToUnlock: { value: 180, departement: 30 },
    });

    // A window that no longer holds the day the leads came in.
    h.advance(2 * DAY);
    const later = await h.get('/api/rates?days=1', app(p1.token));
    expect(later.json).toMatchObject({
      received: { value: 0, departement: 0 },
      viewed: { value: null, departement: null },
      medianMinutesToUnlock: { value: null, departement: null },
    });
  });

  it('are filed by the triggers in the buckets the medians read', async () => {
    const minutes = [0, 4.9, 5, 59, 60, 1_439, 1_440, 43_199, 43_200, 1e7];
    const rows = await selectRows<{ bucket: number }>(
      h.database.db,
      sql`select stats_delay_bucket(make_interval(secs => m * 60)) as bucket from unnest(${sql.raw(`array[${minutes.join(',')}]::float8[]`)}) m`,
    );
    expect(rows.map((r) => r.bucket - 1)).toEqual(minutes.map(delayBucket));
  });

  it('compare with the département from 10 published providers, else the région, and say which', async () => {
    const app = { token: p1.token, host: 'app.localhost' };
    const others: number[] = [];
    for (let i = 0; i < 8; i++) others.push((await h.provider(`stats-area-${i}@example.com`)).id);
    // Another département of the same région, without leads.
    const [neighbour] = await selectRows<{ id: number }>(
      h.database.db,
      sql`insert into departements (country_code, region_id, code, name, slug)
        values ('FR', ${departement.region_id}, 'T9', 'Voisin', 'voisin') returning id`,
    );
    const [region] = await selectRows<{ code: string; name: string; providers: number }>(
      h.database.db,
      sql`select code, name from regions where id = ${departement.region_id}`,
    );
    const moveTo = (id: number) =>
      h.database.db.execute(sql`update providers set departement_id = ${id} where id in (${sql.join(others, sql`, `)})`);
    const inRegion = async () =>
      (
        await selectRows<{ n: number }>(
          h.database.db,
          sql`select count(*)::int as n from providers p join departements d on d.id = p.departement_id
            where d.region_id = ${departement.region_id} and p.published_at is not null`,
        )
      )[0]?.n;

    // 2 in the département, 10 or more in the région: the région, with its name and its providers.
    await moveTo(neighbour?.id ?? 0);
    const widened = await h.get('/api/rates', app);
    expect(widened.json.comparison).toEqual({
      scope: 'region',
      code: region?.code,
      name: region?.name,
      providers: await inRegion(),
    });
    // The région's figures are those of every département of it (only P1 and P2 had leads).
    expect(widened.json.received).toEqual({ value: 4, departement: 5 });

    // 10 in the département: the département itself.
    await moveTo(departement.id);
    const own = await h.get('/api/rates', app);
    expect(own.json.comparison).toEqual({ scope: 'departement', code: departement.code, name: departement.name, providers: 10 });
    expect(own.json.received).toEqual({ value: 4, departement: 5 });
  });

  it('leave the département out for a provider without one', async () => {
    const p3 = await h.provider('stats-three@example.com');
    await h.database.db.execute(sql`update providers set departement_id = null where id = ${p3.id}`);
    const rates = await h.get('/api/rates', { token: p3.token, host: 'app.localhost' });
    expect(rates.json).toMatchObject({ departement: null, comparison: null, received: { value: 0, departement: null } });
  });
});
