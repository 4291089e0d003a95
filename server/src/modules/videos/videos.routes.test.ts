import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderHarness, type ProviderHarness } from '../../../test/providers.ts';
import { filesUnder } from '../../../test/uploads.ts';
import { selectRows } from '../../db/client.ts';
import { signUpCompany } from '../payments/payments.testing.ts';
import { isoMediaFile, type VideosClient, videoForm, videosClient, webmFile } from './videos.testing.ts';

const YT = 'dQw4w9WgXcQ';

describe('providers’ videos (app host): links, uploads, the www file route', () => {
  let h: ProviderHarness;
  let token: string;
  let providerId: number;
  let other: { token: string; providerId: number };
  let uploads: string;
  let tmp: string;
  let api: VideosClient;

  beforeAll(async () => {
    h = await createProviderHarness(new Date('2026-11-26T10:00:00Z'));
    ({ token, providerId } = await signUpCompany(h, 'films@example.fr', { name: 'Films Lumière' }));
    api = videosClient(h, token);
    other = await signUpCompany(h, 'other-films@example.fr', { name: 'Maison Voisine' });
    uploads = path.join(h.config.dataDir, 'uploads');
    tmp = path.join(h.config.dataDir, 'tmp');
  });
  afterAll(() => h.close());

  // The provider's calls (`as` another token where a test needs two), once signed up.
  const call: VideosClient['call'] = (...args) => api.call(...args);
  const upload: VideosClient['upload'] = (...args) => api.upload(...args);
  const uploadFile: VideosClient['uploadFile'] = (...args) => api.uploadFile(...args);
  const served: VideosClient['served'] = (...args) => api.served(...args);
  const list: VideosClient['list'] = (...args) => api.list(...args);
  const videoFiles = (id = providerId) => filesUnder(uploads).filter((file) => file.startsWith(`videos/${id}/`));

  it('adds YouTube and Vimeo links: embeds without cookies, YouTube’s still image, no file', async () => {
    const youtube = await call('POST', '/api/videos/', { url: `https://youtu.be/${YT}?si=x`, title: '  Le bal  ' });
    expect(youtube.statusCode, youtube.body).toBe(200);
    expect(youtube.json().video).toEqual({
      id: expect.any(Number),
      kind: 'youtube',
      title: 'Le bal',
      isVisible: true,
      position: 0,
      createdAt: '2026-11-26T10:00:00.000Z',
      embedUrl: `https://www.youtube-nocookie.com/embed/${YT}`,
      thumbnailUrl: `https://i.ytimg.com/vi/${YT}/hqdefault.jpg`,
      fileUrl: null,
      mimeType: null,
      byteSize: null,
    });
    const vimeo = await call('POST', '/api/videos/', { url: 'https://vimeo.com/76979871' });
    expect(vimeo.json().video).toMatchObject({
      kind: 'vimeo',
      title: null,
      position: 1,
      embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1',
      thumbnailUrl: null,
      fileUrl: null,
    });
    expect((await list()).map((video) => video.kind)).toEqual(['youtube', 'vimeo']);
    // A link has no file to serve.
    expect((await served(youtube.json().video.id)).statusCode).toBe(404);
  });

  it.each([
    [`https://youtube.com.evil.example/watch?v=${YT}`],
    ['javascript:alert(1)'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXc'],
    ['https://example.com/film.mp4'],
  ])('refuses the link %s with a message naming url, adding nothing', async (url) => {
    const before = (await list()).length;
    const answer = await call('POST', '/api/videos/', { url });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, fields: { url: expect.stringMatching(/YouTube ou Vimeo/) } });
    expect(await list()).toHaveLength(before);
  });

  it('refuses a JSON body without url, with unknown keys, or with a title too long; and no body at all', async () => {
    expect((await call('POST', '/api/videos/', { title: 'x' })).json().fields).toHaveProperty('url');
    expect((await call('POST', '/api/videos/', { url: `youtu.be/${YT}`, extra: 1 })).json().fields).toHaveProperty('extra');
    const long = await call('POST', '/api/videos/', { url: `youtu.be/${YT}`, title: 'x'.repeat(201) });
    expect(long.json().fields.title).toMatch(/200 caractères/);
    const empty = await h.app.inject({
      method: 'POST',
      url: '/api/videos/',
      headers: { host: 'app.localhost', authorization: `Bearer ${token}` },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty('url');
  });

  it('uploads an MP4 and a WebM: stored under the provider, served by id with byte ranges', async () => {
    const mp4 = isoMediaFile('isom', 8000);
    const answer = await uploadFile(mp4, { filename: 'Notre mariage.mp4', title: 'Le film' });
    expect(answer.statusCode, answer.body).toBe(200);
    const video = answer.json().video;
    expect(video).toMatchObject({
      kind: 'file',
      title: 'Le film',
      mimeType: 'video/mp4',
      byteSize: mp4.length,
      embedUrl: null,
      thumbnailUrl: null,
      fileUrl: `http://www.localhost:3000/video/${video.id}`,
    });
    expect(videoFiles().filter((file) => /^videos\/\d+\/[0-9a-f-]{36}\.mp4$/.test(file))).toHaveLength(1);
    expect(filesUnder(tmp)).toEqual([]);

    const whole = await served(video.id);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      'content-type': 'video/mp4',
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=604800',
      'x-content-type-options': 'nosniff',
      'content-length': String(mp4.length),
    });
    expect(whole.rawPayload.equals(mp4)).toBe(true);

    const part = await served(video.id, { range: 'bytes=100-1123' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1123/${mp4.length}`);
    expect(part.headers['content-length']).toBe('1024');
    expect(part.rawPayload.equals(mp4.subarray(100, 1124))).toBe(true);
    const open = await served(video.id, { range: `bytes=${mp4.length - 10}-` });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(mp4.subarray(mp4.length - 10))).toBe(true);
    const suffix = await served(video.id, { range: 'bytes=-16' });
    expect(suffix.headers['content-range']).toBe(`bytes ${mp4.length - 16}-${mp4.length - 1}/${mp4.length}`);
    expect(suffix.rawPayload.equals(mp4.subarray(mp4.length - 16))).toBe(true);
    const past = await served(video.id, { range: `bytes=${mp4.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${mp4.length}`);
    // HEAD: the headers, no bytes.
    const head = await served(video.id, { range: 'bytes=0-9' }, 'HEAD');
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-length']).toBe('10');
    expect(head.rawPayload).toHaveLength(0);
    // The file never changes under its address: revalidated by its ETag.
    expect((await served(video.id, { 'if-none-match': String(whole.headers.etag) })).statusCode).toBe(304);

    // The title may come after the file part.
    const webm = webmFile();
    const second = await upload(
      videoForm([
        { file: webm, filename: 'clip.webm', contentType: 'video/webm' },
        { field: 'title', value: 'Après' },
      ]),
    );
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().video).toMatchObject({ kind: 'file', title: 'Après', mimeType: 'video/webm', byteSize: webm.length });
    expect(videoFiles().filter((file) => file.endsWith('.webm'))).toHaveLength(1);
    const webmServed = await served(second.json().video.id);
    expect(webmServed.headers['content-type']).toBe('video/webm');
    expect(webmServed.rawPayload.equals(webm)).toBe(true);

    // Anything but digits, an unknown id: 404 JSON like the image proxy.
    for (const id of ['abc', '1e3', '-1', '99999999999', '0']) {
      const answer = await h.app.inject({ method: 'GET', url: `/video/${id}`, headers: { host: 'www.localhost' } });
      expect(answer.statusCode, id).toBe(404);
      expect(answer.json()).toMatchObject({ success: false });
    }
    expect((await served(999_999)).statusCode).toBe(404);
    // Not on the app host.
    const onApp = await h.app.inject({ method: 'GET', url: `/video/${video.id}`, headers: { host: 'app.localhost' } });
    expect(onApp.headers['content-type']).not.toBe('video/mp4');
  });

  it('titles, hides, orders and deletes through the owner only; a hidden file is not served', async () => {
    const file = (await uploadFile(isoMediaFile('isom', 600), { filename: 'owned.mp4' })).json().video;
    const titled = await call('PATCH', `/api/videos/${file.id}`, { title: 'La sortie' });
    expect(titled.json().video).toMatchObject({ title: 'La sortie' });
    expect((await call('PATCH', `/api/videos/${file.id}`, { title: '' })).json().video.title).toBeNull();
    expect((await call('PATCH', `/api/videos/${file.id}`, { title: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await call('GET', `/api/videos/${file.id}`)).json()).toMatchObject({ success: true, video: { id: file.id } });

    const hidden = await call('PATCH', `/api/videos/${file.id}/toggle-visibility`);
    expect(hidden.json().video.isVisible).toBe(false);
    expect((await served(file.id)).statusCode).toBe(404);
    expect((await served(file.id, { range: 'bytes=0-1' })).statusCode).toBe(404);
    expect((await call('PATCH', `/api/videos/${file.id}/toggle-visibility`)).json().video.isVisible).toBe(true);
    expect((await served(file.id)).statusCode).toBe(200);

    // Another provider: 404 for each of ours, whatever the call; nothing changes.
    for (const [method, url, body] of [
      ['GET', `/api/videos/${file.id}`, undefined],
      ['PATCH', `/api/videos/${file.id}`, { title: 'pris' }],
      ['PATCH', `/api/videos/${file.id}/toggle-visibility`, undefined],
      ['DELETE', `/api/videos/${file.id}`, undefined],
    ] as const) {
      const answer = await call(method, url, body, other.token);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json()).toMatchObject({ success: false, error: 'Vidéo introuvable.' });
    }
    expect(await list(other.token)).toEqual([]);
    expect((await list()).find((video) => video.id === file.id)).toMatchObject({ title: null, isVisible: true });
    expect((await call('POST', '/api/videos/reorder', { ids: [file.id] }, other.token)).statusCode).toBe(400);

    const ids = (await list()).map((video) => video.id as number);
    const reordered = await call('POST', '/api/videos/reorder', { ids: [...ids].reverse() });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().items.map((video: { id: number }) => video.id)).toEqual([...ids].reverse());
    expect(reordered.json().items.map((video: { position: number }) => video.position)).toEqual(ids.map((_, i) => i));
    expect((await call('POST', '/api/videos/reorder', { ids: ids.slice(1) })).statusCode).toBe(400);
    const doubled = await call('POST', '/api/videos/reorder', { ids: [...ids.slice(1), ids[1]] });
    expect(doubled.json().fields.ids).toMatch(/Ordre des vidéos invalide/);

    const filesBefore = videoFiles();
    const deleted = await call('DELETE', `/api/videos/${file.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect(videoFiles()).toHaveLength(filesBefore.length - 1);
    expect((await served(file.id)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/videos/${file.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/videos/${file.id}`)).statusCode).toBe(404);
    // A link deleted: nothing else goes.
    const link = (await list()).find((video) => video.kind === 'youtube');
    expect((await call('DELETE', `/api/videos/${link?.id}`)).statusCode).toBe(200);
    expect(videoFiles()).toHaveLength(filesBefore.length - 1);
  });

  it('keeps to 30 videos per provider when two additions race for the last place', async () => {
    const { db } = h.database;
    const count = async () =>
      (await selectRows<{ n: number }>(db, sql`select count(*)::int as n from videos where provider_id = ${other.providerId}`))[0]
        ?.n;
    await db.execute(sql`insert into videos (provider_id, kind, external_id, position)
      select ${other.providerId}, 'youtube', ${YT}, g from generate_series(1, 29) g`);
    const mp4 = isoMediaFile();
    const uploads2 = await Promise.all([1, 2].map(() => uploadFile(mp4, { as: other.token })));
    expect(uploads2.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(uploads2.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
      error: 'too-many-videos',
      message: expect.stringMatching(/30 vidéos/),
    });
    expect(await count()).toBe(30);
    expect(videoFiles(other.providerId)).toHaveLength(1);
    expect(filesUnder(tmp)).toEqual([]);

    // Full: another upload is refused before it is read, and a link too.
    const full = await uploadFile(mp4, { as: other.token });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ error: 'too-many-videos' });
    expect(filesUnder(tmp)).toEqual([]);
    const link = await call('POST', '/api/videos/', { url: `youtu.be/${YT}` }, other.token);
    expect(link.statusCode).toBe(409);
    expect(link.json()).toMatchObject({ error: 'too-many-videos' });

    // One place again: two links race for it.
    const last = (await list(other.token)).at(-1);
    await call('DELETE', `/api/videos/${last?.id}`, undefined, other.token);
    const links = await Promise.all(
      [1, 2].map(() => call('POST', '/api/videos/', { url: 'https://vimeo.com/1234' }, other.token)),
    );
    expect(links.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await count()).toBe(30);
  });

  it('answers 401 without a token and to a couple’s token', async () => {
    const couple = await h.prove('+33611111111');
    for (const [method, url] of [
      ['GET', '/api/videos/'],
      ['POST', '/api/videos/'],
      ['GET', '/api/videos/1'],
      ['PATCH', '/api/videos/1'],
      ['DELETE', '/api/videos/1'],
      ['PATCH', '/api/videos/1/toggle-visibility'],
      ['POST', '/api/videos/reorder'],
    ] as const) {
      const anonymous = await h.app.inject({ method, url, headers: { host: 'app.localhost' } });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asCouple = await call(method, url, undefined, couple.token);
      expect(asCouple.statusCode, `${method} ${url} (couple)`).toBe(401);
    }
  });

  it('documents every route in OpenAPI', async () => {
    const docs = await h.app.inject({ method: 'GET', url: '/api/docs/json', headers: { host: 'app.localhost' } });
    const paths = docs.json().paths as Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
    for (const [url, methods] of [
      ['/api/videos/', ['get', 'post']],
      ['/api/videos/reorder', ['post']],
      ['/api/videos/{id}', ['get', 'patch', 'delete']],
      ['/api/videos/{id}/toggle-visibility', ['patch']],
    ] as const) {
      for (const method of methods) {
        expect(paths[url]?.[method], `${method} ${url}`).toMatchObject({ tags: ['videos'], security: [{ bearer: [] }] });
      }
    }
    const body = (paths['/api/videos/']?.post as undefined | { requestBody?: { content: Record<string, { schema: unknown }> } })
      ?.requestBody;
    expect(body?.content['application/json']?.schema).toMatchObject({ type: 'object', required: ['url'] });
    expect(body?.content['multipart/form-data']?.schema).toMatchObject({
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    });
    const www = await h.app.inject({ method: 'GET', url: '/api/docs/json', headers: { host: 'www.localhost' } });
    expect(www.json().paths['/video/{id}'].get).toMatchObject({ tags: ['videos'] });
  });
});
