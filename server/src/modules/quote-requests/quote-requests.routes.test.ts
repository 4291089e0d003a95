import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectBody, seedSmallDirectory } from '../../../test/directory.ts';
import { createIdentityHarness, type IdentityHarness } from '../../../test/identity.ts';
import { selectRows } from '../../db/client.ts';

describe('sending quote requests (project host)', () => {
  let h: IdentityHarness;
  let couple: string;
  let other: string;
  let providers: { id: number; email: string }[];

  const mails = () => {
    const file = path.join(h.config.dataDir, 'outbox', 'mail.jsonl');
    return existsSync(file)
      ? readFileSync(file, 'utf8')
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l))
      : [];
  };
  const requestsOf = (projectId: number) =>
    selectRows<{ provider_id: number; status: string; message: string; project_snapshot: { id: number } }>(
      h.database.db,
      sql`select provider_id, status, message, project_snapshot from event_requests where project_id = ${projectId} order by id`,
    );
  const newProject = async (token: string, changes: Record<string, unknown> = {}) =>
    (await h.post('/api/save-project', projectBody('2027-06-12', changes), { token })).json.project.id as number;

  beforeAll(async () => {
    h = await createIdentityHarness(new Date('2026-11-23T10:00:00Z'));
    await seedSmallDirectory(h.database, { providers: 12, now: h.now() });
    providers = await selectRows(h.database.db, sql`select id, email from providers order by id`);
    couple = (await h.signUp('+33611111111')).token;
    other = (await h.signUp('+33622222222')).token;
  });
  afterAll(() => h.close());

  it('without a message in the project or the call answers no-message, then sends with one and mails the provider', async () => {
    const project = await newProject(couple);
    const provider = providers[0] ?? { id: 0, email: '' };
    const bare = await h.post('/api/send-to-prestataire', { project, prestataire: provider.id }, { token: couple });
    expect(bare).toMatchObject({ status: 200, json: { success: false, error: 'no-message' } });
    expect(await requestsOf(project)).toEqual([]);

    const html = 'Bonjour, <script>alert(1)</script> <b>mariage</b> en juin ?';
    const sent = await h.post(
      '/api/send-to-prestataire',
      { project, prestataire: provider.id, message: html },
      { token: couple },
    );
    expect(sent).toMatchObject({ status: 200, json: { success: true } });
    const [request] = await requestsOf(project);
    expect(request).toMatchObject({ provider_id: provider.id, status: 'new', message: html, project_snapshot: { id: project } });

    await h.app.services.mailOutbox.settled();
    expect(mails().filter((m) => m.to === provider.email)).toHaveLength(1);
    const [mail] = mails().filter((m) => m.to === provider.email);
    expect(mail.subject).toMatch(/^Nouvelle demande de devis\u00a0: mariage le 12 juin 2027$/);
    // Sent as text: the couple's words arrive as typed, never as markup to render.
    expect(mail.text).toContain(html);
    expect(mail.text).toMatch(/http:\/\/app\.localhost:\d+\/leads\/[0-9a-f-]{36}/);

    const again = await h.post(
      '/api/send-to-prestataire',
      { project, prestataire: provider.id, message: 'encore' },
      { token: couple },
    );
    expect(again).toMatchObject({ status: 200, json: { success: false, error: 'already-sent' } });
  });

  it('20 concurrent sends of one project to one provider make exactly one request and one mail', async () => {
    const project = await newProject(couple, { message: 'Notre projet en quelques mots.' });
    const provider = providers[1] ?? { id: 0, email: '' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        h.post('/api/send-to-prestataire', { project, prestataire: provider.id }, { token: couple }),
      ),
    );
    expect(answers.filter((a) => a.json.success)).toHaveLength(1);
    expect(answers.filter((a) => a.json.error === 'already-sent')).toHaveLength(19);
    expect(await requestsOf(project)).toHaveLength(1);
    await h.app.services.mailOutbox.settled();
    expect(mails().filter((m) => m.to === provider.email)).toHaveLength(1);
  });

  it("answers 404 for another couple's project and for an unknown provider, writing nothing", async () => {
    const project = await newProject(couple, { message: 'x' });
    const stolen = await h.post(
      '/api/send-to-prestataire',
      { project, prestataire: providers[2]?.id },
      { token: other, lang: 'en' },
    );
    expect(stolen).toMatchObject({ status: 404, json: { success: false, error: 'Project not found' } });
    const nobody = await h.post('/api/send-to-prestataire', { project, prestataire: 999_999 }, { token: couple });
    expect(nobody).toMatchObject({ status: 404, json: { error: 'Prestataire introuvable' } });
    expect(await requestsOf(project)).toEqual([]);
    expect((await h.post('/api/send-to-prestataire', { project, prestataire: providers[2]?.id })).status).toBe(401);
  });

  it('chooses several providers at once, reporting those already contacted', async () => {
    const project = await newProject(couple, { message: 'Bonjour !' });
    const [a, b, c] = providers.slice(3, 6).map((p) => p.id);
    await h.post('/api/send-to-prestataire', { project, prestataire: a }, { token: couple });
    const chosen = await h.post('/api/choose-prestataires', { project, prestataires: [a, b, c] }, { token: couple });
    expect(chosen.json).toEqual({ success: true, sent: [b, c], alreadySent: [a] });
    expect((await requestsOf(project)).map((r) => r.provider_id).sort()).toEqual([a, b, c].sort());
    const none = await h.post('/api/choose-prestataires', { project, prestataires: [] }, { token: couple });
    expect(none).toMatchObject({ status: 400, json: { error: 'Choisissez au moins un prestataire' } });
  });
});

describe('mail delivery retries', () => {
  it('keeps a mail the provider could not be sent and delivers it on a later run', async () => {
    let failing = true;
    const delivered: string[] = [];
    const h = await createIdentityHarness(new Date('2026-11-23T10:00:00Z'), {
      mail: {
        send: async (mail) => {
          if (failing) throw new Error('SMTP down');
          delivered.push(mail.to);
        },
      },
    });
    try {
      await seedSmallDirectory(h.database, { providers: 3, now: h.now() });
      const [provider] = await selectRows<{ id: number; email: string }>(
        h.database.db,
        sql`select id, email from providers order by id limit 1`,
      );
      const { token } = await h.signUp('+33644444444');
      const project = (await h.post('/api/save-project', projectBody('2027-06-12', { message: 'Bonjour' }), { token })).json
        .project.id;
      expect((await h.post('/api/send-to-prestataire', { project, prestataire: provider?.id }, { token })).json.success).toBe(
        true,
      );
      await h.app.services.mailOutbox.deliverPending();
      expect(delivered).toEqual([]);

      failing = false;
      expect(await h.app.services.mailOutbox.deliverPending()).toBe(0); // not due yet: backoff
      h.advance(60_000);
      expect(await h.app.services.mailOutbox.deliverPending()).toBe(1);
      expect(delivered).toEqual([provider?.email]);
      expect(await h.app.services.mailOutbox.deliverPending()).toBe(0); // sent once
    } finally {
      await h.close();
    }
  });
});
