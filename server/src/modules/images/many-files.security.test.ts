import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderHarness, type ProviderHarness } from '../../../test/providers.ts';
import { filesUnder } from '../../../test/uploads.ts';
import { signUpCompany } from '../payments/payments.testing.ts';
import { isoMediaFile, videoForm, videosClient } from '../videos/videos.testing.ts';

/**
 * Issue 21, security 8: a 100-file multipart request was accepted, its first file kept. One
 * upload is one file: more are refused whole (413, a message in the sender's language), nothing stored.
 */
describe('uploads of more than one file in one request', () => {
  let h: ProviderHarness;
  let token: string;
  let uploads: string;
  let tmp: string;

  beforeAll(async () => {
    h = await createProviderHarness(new Date('2026-11-26T10:00:00Z'));
    ({ token } = await signUpCompany(h, 'many@example.fr', { name: 'Atelier Nombreux' }));
    uploads = path.join(h.config.dataDir, 'uploads');
    tmp = path.join(h.config.dataDir, 'tmp');
  });
  afterAll(() => h.close());

  it('an image upload of 100 files answers 413 and stores none of them', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a53' } })
      .png()
      .toBuffer();
    const form = videoForm(
      Array.from({ length: 100 }, (_, i) => ({ file: png, filename: `photo-${i}.png`, contentType: 'image/png' })),
    );
    const answer = await h.app.inject({
      method: 'POST',
      url: '/api/images/upload-image',
      headers: {
        host: 'app.localhost',
        authorization: `Bearer ${token}`,
        'content-type': form.contentType,
        'accept-language': 'fr',
      },
      payload: form.payload,
    });
    expect(answer.statusCode, answer.body).toBe(413);
    expect(answer.json()).toMatchObject({ success: false, error: 'too-many-files' });
    expect(answer.json().message).toBe('Une image à la fois\u00a0: envoyez un seul fichier par envoi.');
    expect((await h.get('/api/images/', { token })).json.items).toEqual([]);
    expect(filesUnder(uploads)).toEqual([]);
    expect(filesUnder(tmp)).toEqual([]);
  });

  it('one file still goes through', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a5' } })
      .png()
      .toBuffer();
    const form = videoForm([{ file: png, filename: 'photo.png', contentType: 'image/png' }]);
    const answer = await h.app.inject({
      method: 'POST',
      url: '/api/images/upload-image',
      headers: { host: 'app.localhost', authorization: `Bearer ${token}`, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('a video upload of two files answers 413 in English for an English reader, and stores nothing', async () => {
    const api = videosClient(h, token);
    const before = filesUnder(uploads);
    const form = videoForm([
      { file: isoMediaFile(), filename: 'a.mp4' },
      { file: isoMediaFile(), filename: 'b.mp4' },
    ]);
    const answer = await h.app.inject({
      method: 'POST',
      url: '/api/videos/',
      headers: {
        host: 'app.localhost',
        authorization: `Bearer ${token}`,
        'content-type': form.contentType,
        'accept-language': 'en',
      },
      payload: form.payload,
    });
    expect(answer.statusCode, answer.body).toBe(413);
    expect(answer.json()).toMatchObject({ success: false, error: 'too-many-files' });
    expect(answer.json().message).toBe('One video at a time: send a single file per upload.');
    expect(await api.list()).toHaveLength(0);
    expect(filesUnder(uploads)).toEqual(before);
    expect(filesUnder(tmp)).toEqual([]);
  });
});
