import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeadsHarness, type LeadsHarness } from '../../../test/leads.ts';

let h: LeadsHarness;
const app = { host: 'app.localhost' };

beforeAll(async () => {
  h = await createLeadsHarness();
});
afterAll(async () => {
  await h?.app.close();
});

const checklist = async (token: string) => {
  const answer = await h.get('/api/onboarding/checklist', { token, ...app });
  expect(answer.status).toBe(200);
  return Object.fromEntries((answer.json.items as { key: string; done: boolean }[]).map((item) => [item.key, item.done]));
};

describe('GET /api/onboarding/checklist', () => {
  it('starts with nothing done, in the dashboard’s order', async () => {
    const provider = await h.provider('checklist-new@example.com');
    const answer = await h.get('/api/onboarding/checklist', { token: provider.token, ...app });
    expect(answer.json).toEqual({
      success: true,
      items: ['photo', 'portfolio', 'website', 'smsAlerts', 'ownSiteWidget'].map((key) => ({ key, done: false })),
    });
  });

  it('ticks each item from what the provider really did, and only the provider’s own', async () => {
    const provider = await h.provider('checklist-done@example.com');
    const other = await h.provider('checklist-other@example.com');
    const { db } = h.database;

    // Website: saved through the profile's links.
    const links = await h.post(
      '/api/social-networks/',
      { links: { website: 'https://atelier-checklist.example.fr/' } },
      { token: provider.token, ...app },
    );
    expect(links.status).toBe(200);
    expect(await checklist(provider.token)).toMatchObject({ website: true, photo: false });

    // A portfolio counts once published, not as a draft.
    await db.execute(
      sql`insert into portfolios (provider_id, title, slug) values (${provider.id}, 'Mariage à Arcachon', 'arcachon')`,
    );
    expect((await checklist(provider.token)).portfolio).toBe(false);
    await db.execute(sql`update portfolios set published_at = now() where provider_id = ${provider.id}`);
    expect((await checklist(provider.token)).portfolio).toBe(true);

    // A gallery photo is not the profile photo.
    await db.execute(sql`insert into images (provider_id, storage_key, mime_type, width, height, is_profile)
      values (${provider.id}, 'x/gallery.webp', 'image/webp', 800, 600, false)`);
    expect((await checklist(provider.token)).photo).toBe(false);
    await db.execute(sql`insert into images (provider_id, storage_key, mime_type, width, height, is_profile)
      values (${provider.id}, 'x/profile.webp', 'image/webp', 800, 800, true)`);
    expect((await checklist(provider.token)).photo).toBe(true);

    // SMS alerts need both the verified phone and the opt-in.
    await db.execute(
      sql`update provider_accounts set phone = '+33612345670', phone_verified = true where provider_id = ${provider.id}`,
    );
    expect((await checklist(provider.token)).smsAlerts).toBe(false);
    await db.execute(sql`update provider_accounts set sms_on_new_lead = true where provider_id = ${provider.id}`);
    expect((await checklist(provider.token)).smsAlerts).toBe(true);

    // The own-site widget: a request sent from the provider's website.
    const couple = await h.couple();
    const project = await h.project(couple.token);
    await h.send(couple.token, project, provider.id, { origin: 'https://atelier-checklist.example.fr' });
    expect(await checklist(provider.token)).toEqual({
      photo: true,
      portfolio: true,
      website: true,
      smsAlerts: true,
      ownSiteWidget: true,
    });

    // Another provider's checklist is its own.
    expect(Object.values(await checklist(other.token)).every((done) => done === false)).toBe(true);
  });

  it('answers 401 without a provider session', async () => {
    const answer = await h.get('/api/onboarding/checklist', app);
    expect(answer.status).toBe(401);
  });
});
