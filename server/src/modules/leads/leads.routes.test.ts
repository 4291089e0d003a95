import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeadsHarness, type LeadsHarness } from '../../../test/leads.ts';

/** PROVIDERS.md "Leads": the inbox, the lead page, the unlock against credits, rejections. */
describe('the leads inbox', () => {
  let h: LeadsHarness;
  let planner: Awaited<ReturnType<LeadsHarness['provider']>>;
  let other: Awaited<ReturnType<LeadsHarness['provider']>>;

  beforeAll(async () => {
    h = await createLeadsHarness();
    planner = await h.provider('planner@example.fr');
    other = await h.provider('other@example.fr');
  });
  afterAll(() => h.close());

  it('lists a new lead with its signals, its grid price and the contact masked in the message', async () => {
    const couple = await h.couple({ firstname: 'Inès' });
    const project = await h.project(couple.token, '2027-07-03', {
      message: 'Bonjour ! Appelez-moi au 06 12 34 56 78 ou écrivez à ines@example.com, mariage le 03/07/2027.',
    });
    const uuid = await h.send(couple.token, project, planner.id);
    await h.send(couple.token, project, other.id);

    const inbox = await h.get('/api/event-requests/', { token: planner.token });
    expect(inbox.status).toBe(200);
    expect(inbox.headers['cache-control']).toBe('private, no-store');
    const lead = inbox.json.items.find((item: { uuid: string }) => item.uuid === uuid);
    expect(lead).toMatchObject({
      status: 'new',
      // 100–150 guests and a 20–30 k€ budget: the grid's middle cell.
      price: 4,
      source: 'directory',
      couple: { firstname: 'Inès', phoneVerified: true },
      signals: { sentTo: 2, unlockedBy: 0 },
      contact: null,
      project: { eventType: 'mariage', eventTypeName: 'Mariage', eventDate: '2027-07-03', city: 'Bordeaux', cp: '33000' },
    });
    expect(lead.project.message).toBe('Bonjour ! Appelez-moi au […] ou écrivez à […], mariage le 03/07/2027.');
    expect(lead.project.guestRange).toMatch(/100/);
    expect(lead.signals.completeness).toBeGreaterThan(0);
    expect(inbox.json.counts).toMatchObject({ new: 1 });

    // The mail that announced it does not leak the contact either.
    const [mail] = await h.mailsTo('planner@example.fr', 2).then((m) => m.filter((x) => x.text.includes(uuid)));
    expect(mail?.text).not.toContain('ines@example.com');
    expect(mail?.text).not.toContain('06 12 34 56 78');
  });

  it('marks a lead viewed on its first read, and the couple sees it', async () => {
    const couple = await h.couple();
    const project = await h.project(couple.token);
    const uuid = await h.send(couple.token, project, planner.id);
    expect(await h.coupleStatuses(couple.token, project)).toEqual({ [planner.id]: 'sent' });
    const read = await h.get(`/api/event-requests/${uuid}`, { token: planner.token });
    expect(read).toMatchObject({ status: 200, json: { success: true, request: { uuid, status: 'viewed' } } });
    expect(await h.coupleStatuses(couple.token, project)).toEqual({ [planner.id]: 'viewed' });
    const viewed = await h.get('/api/event-requests/?status=viewed', { token: planner.token });
    expect(viewed.json.items.map((item: { uuid: string }) => item.uuid)).toContain(uuid);
    const fresh = await h.get('/api/event-requests/?status=new', { token: planner.token });
    expect(fresh.json.items.map((item: { uuid: string }) => item.uuid)).not.toContain(uuid);
  });

  it("answers 404 for another provider's lead and an unknown one, 400 for a malformed uuid, 401 for a couple", async () => {
    const couple = await h.couple();
    const project = await h.project(couple.token);
    const theirs = await h.send(couple.token, project, other.id);
    const notMine = await h.get(`/api/event-requests/${theirs}`, { token: planner.token });
    expect(notMine).toMatchObject({ status: 404, json: { success: false } });
    expect(JSON.stringify(notMine.json)).not.toContain('Bonjour');
    expect((await h.post(`/api/event-requests/${theirs}/unlock`, undefined, { token: planner.token })).status).toBe(404);
    expect((await h.post(`/api/event-requests/${theirs}/reject`, { reason: 'budget' }, { token: planner.token })).status).toBe(
      404,
    );
    expect((await h.get('/api/event-requests/00000000-0000-4000-8000-000000000000', { token: planner.token })).status).toBe(404);
    expect((await h.get('/api/event-requests/not-a-uuid', { token: planner.token })).status).toBe(400);
    expect((await h.get('/api/event-requests/?status=lost', { token: planner.token })).status).toBe(400);
    expect((await h.get('/api/event-requests/', { token: couple.token })).status).toBe(401);
    // Nothing moved: the other provider's lead is still new.
    expect((await h.lead(theirs))?.status).toBe('new');
  });

  it('pages newest first, twenty at a time, the first page with the counts per status', async () => {
    const couple = await h.couple();
    const busy = await h.provider('busy@example.fr');
    const project = await h.project(couple.token);
    await h.send(couple.token, project, busy.id);
    // 24 more leads, a minute apart each, as the send writes them.
    await h.copyLeads(project, busy.id, 24);
    const first = await h.get('/api/event-requests/', { token: busy.token });
    expect(first.json.items).toHaveLength(20);
    expect(first.json.next_page).toBe(2);
    expect(first.json.counts).toEqual({ new: 25, viewed: 0, unlocked: 0, rejected: 0, withdrawn: 0 });
    const second = await h.get('/api/event-requests/?page=2', { token: busy.token });
    expect(second.json.items).toHaveLength(5);
    expect(second.json.next_page).toBeNull();
    // The tabs' counts come with the first page only, of any tab, an empty one too.
    expect(second.json.counts).toBeUndefined();
    const declined = await h.get('/api/event-requests/?status=rejected', { token: busy.token });
    expect(declined.json).toMatchObject({ items: [], next_page: null, counts: { new: 25, rejected: 0 } });
    const fresh = await h.get('/api/event-requests/?status=new', { token: busy.token });
    expect(fresh.json.counts).toEqual(first.json.counts);
    const all = [...first.json.items, ...second.json.items].map((item: { receivedAt: string }) => item.receivedAt);
    expect(all).toEqual([...all].sort().reverse());
    expect(new Set([...first.json.items, ...second.json.items].map((item: { uuid: string }) => item.uuid)).size).toBe(25);
  });

  it('texts a new lead to a provider who opted in, only while the phone is verified', async () => {
    const texted = await h.provider('sms@example.fr');
    const settings = (body?: unknown) =>
      body === undefined
        ? h.get('/api/account/notifications', { token: texted.token })
        : h.post('/api/account/notifications', body, { token: texted.token });
    expect((await settings()).json).toEqual({ success: true, smsOnNewLead: false, phoneVerified: false });
    expect((await settings({ smsOnNewLead: 'yes' })).status).toBe(400);
    expect((await settings({ smsOnNewLead: true })).json).toEqual({ success: true, smsOnNewLead: true, phoneVerified: false });

    const couple = await h.couple();
    const phone = '+33611223344';
    await h.database.db.execute(sql`update provider_accounts set phone = ${phone} where email = 'sms@example.fr'`);
    await h.send(couple.token, await h.project(couple.token, '2027-05-01'), texted.id);
    expect(h.sms.filter((message) => message.to === phone)).toEqual([]);

    await h.database.db.execute(sql`update provider_accounts set phone_verified = true where email = 'sms@example.fr'`);
    const uuid = await h.send(couple.token, await h.project(couple.token, '2027-05-08'), texted.id);
    const [text] = h.sms.filter((message) => message.to === phone);
    expect(text?.text).toContain(`/leads/${uuid}`);
    expect(text?.text).toContain('8 mai 2027');
  });
});
