import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { createProviderHarness, type ProviderHarness } from '../../../test/providers.ts';
import { filesUnder, multipartBody } from '../../../test/uploads.ts';
import { createDiskStorage } from '../../adapters/storage/disk-storage.ts';
import { signUpCompany } from '../payments/payments.testing.ts';
import { createLeftoversSweep } from './leftovers-sweep.ts';

/**
 * Issue 21, security 5: temporary uploads left by a `kill -9`, and variants stored before their row
 * was written, stayed for ever. Older than an hour and named by no row, they are deleted.
 */
describe('the crash leftovers sweep (real files on disk)', () => {
  let h: ProviderHarness;
  let providerId: number;
  let uploads: string;
  let tmp: string;
  const twoHoursAgo = () => new Date(Date.now() - 2 * 60 * 60 * 1000);
  const age = (file: string) => utimesSync(file, twoHoursAgo(), twoHoursAgo());
  const sweep = () =>
    createLeftoversSweep({ db: h.database.db, storage: createDiskStorage(uploads), tmpDir: tmp, clock: () => new Date() });

  beforeAll(async () => {
    h = await createProviderHarness(new Date('2026-11-26T10:00:00Z'));
    let token: string;
    ({ token, providerId } = await signUpCompany(h, 'sweep@example.fr', { name: 'Atelier Rangé' }));
    uploads = path.join(h.config.dataDir, 'uploads');
    tmp = path.join(h.config.dataDir, 'tmp');
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#789' } })
      .png()
      .toBuffer();
    const { payload, contentType } = multipartBody(png, { filename: 'kept.png', contentType: 'image/png' });
    const uploaded = await h.app.inject({
      method: 'POST',
      url: '/api/images/upload-image',
      headers: { host: 'app.localhost', authorization: `Bearer ${token}`, 'content-type': contentType },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
  });
  afterAll(() => h.close());

  const write = (file: string, old: boolean) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'x');
    if (old) age(file);
    return file;
  };

  it('deletes old temporary uploads and old unreferenced stored files; keeps recent ones and every referenced file', async () => {
    // The uploaded image's variants, made old: a row names them, they stay.
    const referenced = filesUnder(uploads).filter((file) => file.startsWith(`images/${providerId}/`));
    expect(referenced).toHaveLength(4);
    for (const file of referenced) age(path.join(uploads, file));

    const orphanPrefix = `images/${providerId}/${randomUUID()}`;
    write(path.join(uploads, orphanPrefix, '320.webp'), true);
    write(path.join(uploads, orphanPrefix, '320.avif'), true);
    write(path.join(uploads, `videos/${providerId}/${randomUUID()}.mp4`), true);
    const freshOrphan = `images/${providerId}/${randomUUID()}/320.webp`;
    write(path.join(uploads, freshOrphan), false);
    // Outside the uploads' folders (the seed's files): never looked at.
    write(path.join(uploads, 'providers/demo/profile-v1-01.webp'), true);
    write(path.join(tmp, 'uploads', `${randomUUID()}.upload`), true);
    const freshTemporary = write(path.join(tmp, 'uploads', `${randomUUID()}.upload`), false);

    // Two processes at once: each deletes what it finds, neither fails on what the other deleted.
    const [a, b] = await Promise.all([sweep().run(), sweep().run()]);
    expect((a?.stored ?? 0) + (b?.stored ?? 0)).toBeGreaterThanOrEqual(3);

    expect(filesUnder(uploads).sort()).toEqual([...referenced, freshOrphan, 'providers/demo/profile-v1-01.webp'].sort());
    expect(filesUnder(tmp).map((file) => path.join(tmp, file))).toEqual([freshTemporary]);
    // The image is still served to its owner (its files untouched).
    const list = await h.get('/api/images/', {
      token: (await h.post('/api/login_check', { email: 'sweep@example.fr', password: 'violet-harbour-41' })).json.token,
    });
    expect(list.json.items).toHaveLength(1);
  });

  it('runs when the server starts: a data folder with an old temporary upload loses it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'alliance-sweep-'));
    const leftover = write(path.join(dataDir, 'tmp', 'uploads', `${randomUUID()}.upload`), true);
    const started = await createTestApp({ env: { DATA_DIR: dataDir } });
    // Closing lets the round that started with the server finish.
    await started.close();
    expect(existsSync(leftover)).toBe(false);
  });
});
