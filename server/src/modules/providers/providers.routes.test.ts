import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { PLANNERS_PAGE_SIZE, type ProviderCard, providerCardSchema } from '@alliance/shared/providers';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/app.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { seedSmallDirectory } from '../../../test/directory.ts';
import { buildApp } from '../../app.ts';
import { type DatabaseHandle, selectRows } from '../../db/client.ts';
import { images, providers } from '../../db/schema/index.ts';
import { LANGUAGES } from '../../seed/demo/reference-data.ts';
import { isPremiumAt } from './premium.ts';
import { createProviderCards } from './provider-cards.ts';

const NOW = new Date('2026-11-23T10:00:00Z');
const DAY_MS = 86_400_000;
const PROJECT = 'project.localhost';

describe('provider cards, get-planner and get-all-planners (project host)', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let cards: ReturnType<typeof createProviderCards>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig();
    await seedSmallDirectory(database, { providers: 30, now: NOW, uploads: path.join(config.dataDir, 'uploads') });
    cards = createProviderCards(database.db, { clock: () => NOW });
    app = await buildApp(
      config,
      { database, clock: () => NOW },
      {
        logger: false,
        rateLimitNamespace: `alliance-rl-test-${randomUUID()}:`,
      },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = async (url: string, lang?: string) => {
    const res = await app.inject({ url, headers: { host: PROJECT, ...(lang ? { 'accept-language': lang } : {}) } });
    return { status: res.statusCode, json: res.json(), headers: res.headers };
  };
  const allIds = async () =>
    (await selectRows<{ id: number }>(database.db, sql`select id from providers order by id`)).map((r) => r.id);

  it('builds every card field, in the order of the ids given, leaving unknown ids out', async () => {
    const ids = (await allIds()).slice(0, 12).reverse();
    const loaded = await cards.load([...ids, 999_999], 'fr');
    expect(loaded.map((c) => c.id)).toEqual(ids);
    for (const card of loaded) {
      expect(providerCardSchema.parse(card)).toEqual(card);
      expect(card.name).not.toBe('');
      expect(card.cp).toMatch(/^\d{5}$/);
      expect(card.profileUrl).toMatch(/^\/wedding-planners\/profile\/[a-z0-9-]+$/);
      expect(card.profileImage).toMatch(/^\/image\/\d+\?w=320$/);
      expect(card.publicId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(card.langues[0]).toEqual({ iso: 'fr', label: 'Français' });
    }
    const profileImages = await selectRows<{ provider_id: number; id: number }>(
      database.db,
      sql`select provider_id, id from images where is_profile and is_visible`,
    );
    for (const card of loaded) {
      const own = profileImages.find((image) => image.provider_id === card.id);
      expect(card.profileImage, `provider ${card.id}`).toBe(`/image/${own?.id}?w=320`);
    }
    const [row] = await database.db
      .select()
      .from(providers)
      .where(eq(providers.id, ids[0] ?? 0));
    const first = loaded[0] as ProviderCard;
    expect(first).toMatchObject({
      publicId: row?.publicId,
      name: row?.name,
      city: row?.city,
      cp: row?.cp,
      isPremium: isPremiumAt(row?.premiumUntil ?? null, new Date()),
    });
    expect(first.profileUrl).toBe(`/wedding-planners/profile/${row?.slug}`);
    expect(await cards.load([], 'fr')).toEqual([]);
  });

  it('marks premium only a provider whose paid period is not over', async () => {
    const [ended, running, never] = await allIds();
    const at = (id: number | undefined, until: Date | null) =>
      database.db
        .update(providers)
        .set({ premiumUntil: until })
        .where(eq(providers.id, id ?? 0));
    await at(ended, new Date(Date.now() - 1000));
    await at(running, new Date(Date.now() + DAY_MS));
    await at(never, null);
    const loaded = await cards.load([ended ?? 0, running ?? 0, never ?? 0], 'fr');
    expect(loaded.map((c) => c.isPremium)).toEqual([false, true, false]);
    expect((await get(`/api/get-planner/${ended}`)).json.prestataire.isPremium).toBe(false);
    expect((await get(`/api/get-planner/${running}`)).json.prestataire.isPremium).toBe(true);
  });

  it('marks providers logged in within 90 days, and only them', async () => {
    const [recent, old, never] = await allIds();
    await database.db
      .update(providers)
      .set({ lastLoginAt: new Date(NOW.getTime() - 89 * DAY_MS) })
      .where(eq(providers.id, recent ?? 0));
    await database.db
      .update(providers)
      .set({ lastLoginAt: new Date(NOW.getTime() - 91 * DAY_MS) })
      .where(eq(providers.id, old ?? 0));
    await database.db
      .update(providers)
      .set({ lastLoginAt: null })
      .where(eq(providers.id, never ?? 0));
    const loaded = await cards.load([recent ?? 0, old ?? 0, never ?? 0], 'fr');
    expect(loaded.map((c) => c.hasLoggedInTheLastDays)).toEqual([true, false, false]);
  });

  it('has no profile image when the provider has no visible one', async () => {
    const [, id] = await allIds();
    await database.db
      .update(images)
      .set({ isVisible: false })
      .where(eq(images.providerId, id ?? 0));
    expect((await cards.load([id ?? 0], 'fr'))[0]?.profileImage).toBeNull();
    await database.db
      .update(images)
      .set({ isVisible: true })
      .where(eq(images.providerId, id ?? 0));
    expect((await cards.load([id ?? 0], 'fr'))[0]?.profileImage).toMatch(/^\/image\/\d+\?w=320$/);
  });

  it('makes the profile URL and image absolute on the www host when given its origin', async () => {
    const [id] = await allIds();
    const absolute = createProviderCards(database.db, { wwwBaseUrl: 'https://www.alliance.fr/', productWord: 'photographers' });
    const [card] = await absolute.load([id ?? 0], 'fr');
    expect(card?.profileUrl).toMatch(/^https:\/\/www\.alliance\.fr\/wedding-photographers\/profile\/[a-z0-9-]+$/);
    expect(card?.profileImage).toMatch(/^https:\/\/www\.alliance\.fr\/image\/\d+\?w=320$/);
  });

  it('serves a planner with a sanitized portrait: scripts, handlers and javascript: links are gone', async () => {
    const [id] = await allIds();
    await database.db
      .update(providers)
      .set({
        portrait:
          '<p onclick="steal()">Bonjour <strong>à tous</strong></p><script>alert(1)</script>' +
          '<img src=x onerror=alert(1)><a href="javascript:alert(2)">mon site</a>' +
          '<ul style="color:red"><li><em>Coordination</em></li></ul><iframe src="https://evil.example"></iframe>',
      })
      .where(eq(providers.id, id ?? 0));
    const res = await get(`/api/get-planner/${id}`);
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    const portrait: string = res.json.prestataire.portrait;
    for (const bad of ['<script', 'alert(1)', '<img', 'onerror', 'javascript:', '<a', 'onclick', 'style=', '<iframe', 'evil']) {
      expect(portrait).not.toContain(bad);
    }
    expect(portrait).toBe('<p>Bonjour <strong>à tous</strong></p>mon site<ul><li><em>Coordination</em></li></ul>');
    expect(res.headers['cache-control']).toContain('public');
  });

  it('labels the languages in the caller language', async () => {
    const [id] = await allIds();
    const res = await get(`/api/get-planner/${id}`, 'de-DE,de;q=0.9');
    const langues: { iso: string; label: string }[] = res.json.prestataire.langues;
    expect(langues[0]).toEqual({ iso: 'fr', label: 'Französisch' });
    for (const { iso, label } of langues) expect(label).toBe(LANGUAGES.find((l) => l.iso === iso)?.labels.de);
  });

  it('answers an unknown planner with a translated 404, a bad id with a 400', async () => {
    const unknown = await get('/api/get-planner/999999', 'en');
    expect(unknown).toMatchObject({ status: 404, json: { success: false, error: 'Provider not found' } });
    expect((await get('/api/get-planner/999999')).json.error).toBe('Prestataire introuvable');
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await get(`/api/get-planner/${bad}`)).status, bad).toBe(400);
    }
  });

  it('pages every provider, premium first, without overlap, and ends', async () => {
    // More premium than a page (the boundary falls on page 2), some whose period is over.
    await database.db.execute(sql`with o as (select id, row_number() over (order by id desc) as n from providers)
      update providers p set premium_until = case when o.n <= 22 then now() + interval '1 day'
        when o.n <= 26 then now() - interval '1 day' end
      from o where o.id = p.id`);
    const seen: ProviderCard[] = [];
    let page: number | null = 1;
    let calls = 0;
    while (page !== null) {
      const res = await get(`/api/get-all-planners?page=${page}`);
      expect(res.status).toBe(200);
      expect(res.json.success).toBe(true);
      expect(res.json.prestataires.length).toBeLessThanOrEqual(PLANNERS_PAGE_SIZE);
      seen.push(...res.json.prestataires);
      page = res.json.next_page;
      expect(++calls).toBeLessThan(10);
    }
    expect(calls).toBe(2);
    const ids = seen.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(await allIds());
    // Premium first, then the oldest account, then the id: a total, stable order.
    expect(seen.findIndex((c) => !c.isPremium)).toBe(seen.filter((c) => c.isPremium).length);
    const ordered = await selectRows<{ id: number }>(
      database.db,
      sql`select id from providers order by coalesce(premium_until > now(), false) desc, created_at, id`,
    );
    expect(ids).toEqual(ordered.map((r) => r.id));
    expect(ids).not.toEqual([...ids].sort((a, b) => a - b));
    expect(seen.filter((c) => c.isPremium)).toHaveLength(22);
    const past = await get('/api/get-all-planners?page=3');
    expect(past.json).toEqual({ success: true, prestataires: [], next_page: null });
  });

  it('filters by département code, and answers an unknown one with an empty list', async () => {
    const inGironde = await selectRows<{ id: number }>(
      database.db,
      sql`select p.id from providers p join departements d on d.id = p.departement_id where d.code = '33' order by p.id`,
    );
    expect(inGironde.length).toBeGreaterThan(0);
    const res = await get('/api/get-all-planners?departement=33');
    expect(res.json.prestataires.map((c: ProviderCard) => c.id).sort((a: number, b: number) => a - b)).toEqual(
      inGironde.map((r) => r.id),
    );
    expect(res.json.prestataires.every((c: ProviderCard) => c.cp.startsWith('33'))).toBe(true);
    expect((await get('/api/get-all-planners?departement=2a')).json).toEqual({
      success: true,
      prestataires: [],
      next_page: null,
    });
    expect((await get('/api/get-all-planners?departement=')).json.prestataires.length).toBe(PLANNERS_PAGE_SIZE);
    for (const bad of ['page=0', 'page=abc', 'page=1001', 'departement=33%27%20or%201=1', 'departement=../x']) {
      expect((await get(`/api/get-all-planners?${bad}`)).status, bad).toBe(400);
    }
  });
});
