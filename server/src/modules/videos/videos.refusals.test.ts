import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderHarness, type ProviderHarness } from '../../../test/providers.ts';
import { filesUnder } from '../../../test/uploads.ts';
import { signUpCompany } from '../payments/payments.testing.ts';
import { hugeVideoForm, isoMediaFile, type VideosClient, videoForm, videosClient } from './videos.testing.ts';

/** POST /api/videos/ refuses what is not an MP4 or WebM of ours, storing nothing (not even a temporary file). */
describe('providers’ video uploads refused', () => {
  let h: ProviderHarness;
  let api: VideosClient;
  let uploads: string;
  let tmp: string;

  beforeAll(async () => {
    h = await createProviderHarness(new Date('2026-11-26T10:00:00Z'));
    const { token } = await signUpCompany(h, 'films@example.fr', { name: 'Films Lumière' });
    api = videosClient(h, token);
    uploads = path.join(h.config.dataDir, 'uploads');
    tmp = path.join(h.config.dataDir, 'tmp');
  });
  afterAll(() => h.close());

  const upload: VideosClient['upload'] = (...args) => api.upload(...args);
  const uploadFile: VideosClient['uploadFile'] = (...args) => api.uploadFile(...args);
  const list: VideosClient['list'] = (...args) => api.list(...args);

  const refusals: [string, () => Promise<ReturnType<typeof videoForm>>, number, string, RegExp][] = [
    [
      'a QuickTime .mov',
      async () => videoForm([{ file: isoMediaFile('qt  '), filename: 'IMG_0420.MOV', contentType: 'video/quicktime' }]),
      415,
      'unsupported-type',
      /MP4 ou WebM/,
    ],
    [
      'a JPEG named .mp4',
      async () =>
        videoForm([
          {
            file: await sharp({ create: { width: 20, height: 20, channels: 3, background: '#345' } })
              .jpeg()
              .toBuffer(),
            filename: 'film.mp4',
          },
        ]),
      415,
      'unsupported-type',
      /Format non accepté/,
    ],
    [
      'a text file named .mp4',
      async () => videoForm([{ file: Buffer.from('hello\n'), filename: 'a.mp4' }]),
      415,
      'unsupported-type',
      /MP4/,
    ],
    [
      'a path in the file name',
      async () => videoForm([{ file: isoMediaFile(), filename: '../../etc/clip.mp4' }]),
      400,
      'bad-name',
      /Nom de fichier invalide/,
    ],
    [
      'a Windows path in the file name',
      async () => videoForm([{ file: isoMediaFile(), filename: 'C:\\Users\\x\\clip.mp4' }]),
      400,
      'bad-name',
      /Nom de fichier invalide/,
    ],
    ['an empty file', async () => videoForm([{ file: Buffer.alloc(0) }]), 400, 'no-file', /Aucun fichier/],
    ['no file part', async () => videoForm([{ field: 'title', value: 'Sans fichier' }]), 400, 'no-file', /Aucun fichier/],
    [
      'a file under another field',
      async () => videoForm([{ file: isoMediaFile(), field: 'video' }]),
      400,
      'no-file',
      /Aucun fichier/,
    ],
    [
      'two files',
      async () => videoForm([{ file: isoMediaFile() }, { file: isoMediaFile(), filename: 'b.mp4' }]),
      // One upload, one file (issue 21, security 8): refused whole, too large a request.
      413,
      'too-many-files',
      /Une vidéo à la fois/,
    ],
  ];
  it.each(refusals)('%s', async (_what, make, status, error, message) => {
    const before = { files: filesUnder(uploads), rows: (await list()).length };
    const answer = await upload(await make());
    expect(answer.statusCode, answer.body).toBe(status);
    expect(answer.json()).toMatchObject({ success: false, error, message: expect.stringMatching(message) });
    expect(filesUnder(uploads)).toEqual(before.files);
    expect(await list()).toHaveLength(before.rows);
    expect(filesUnder(tmp)).toEqual([]);
  });

  it('a form that is not one: no boundary, cut short, garbage, a field named __proto__ → 400, nothing stored', async () => {
    const before = filesUnder(uploads);
    const form = videoForm([{ file: isoMediaFile() }]);
    const bad = [
      { contentType: 'multipart/form-data', payload: form.payload },
      { contentType: form.contentType, payload: form.payload.subarray(0, form.payload.length - 30) },
      { contentType: form.contentType, payload: Buffer.from('garbage') },
      videoForm([{ field: '__proto__', value: 'x' }, { file: isoMediaFile() }]),
    ];
    for (const body of bad) {
      const answer = await upload(body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, error: 'no-file' });
    }
    expect(filesUnder(uploads)).toEqual(before);
    expect(filesUnder(tmp)).toEqual([]);
  });

  it('a title too long in the form: 400 naming title', async () => {
    const before = filesUnder(uploads);
    const answer = await uploadFile(isoMediaFile(), { title: 'x'.repeat(201) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.title).toMatch(/200 caractères/);
    const huge = await uploadFile(isoMediaFile(), { title: 'x'.repeat(5000) });
    expect(huge.json().fields.title).toMatch(/200 caractères/);
    expect(filesUnder(uploads)).toEqual(before);
    expect(filesUnder(tmp)).toEqual([]);
  });

  it('a 201 MB upload, streamed: 413 too-large, nothing stored, the temporary folder empty', async () => {
    const before = { files: filesUnder(uploads), rows: (await list()).length };
    const heapBefore = process.memoryUsage().rss;
    const answer = await upload(hugeVideoForm(201 * 1024 * 1024));
    expect(answer.statusCode, answer.body).toBe(413);
    expect(answer.json()).toMatchObject({
      success: false,
      error: 'too-large',
      message: expect.stringMatching(/200 Mo au plus/),
    });
    expect(filesUnder(uploads)).toEqual(before.files);
    expect(await list()).toHaveLength(before.rows);
    expect(filesUnder(tmp)).toEqual([]);
    // Never held whole in memory.
    expect(process.memoryUsage().rss - heapBefore).toBeLessThan(150 * 1024 * 1024);
  }, 30_000);
});
