import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderHarness, type ProviderHarness } from '../../../test/providers.ts';
import { filesUnder, multipartBody } from '../../../test/uploads.ts';
import { selectRows } from '../../db/client.ts';
import { signUpCompany } from '../payments/payments.testing.ts';

/** A photo as a phone takes it: 2000×1000 stored sideways (EXIF orientation 6), with GPS and camera metadata. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1000, channels: 3, background: { r: 200, g: 120, b: 90 } } })
    .composite([
      {
        input: Buffer.from('<svg width="200" height="1000"><rect width="200" height="1000" fill="#135"/></svg>'),
        left: 0,
        top: 0,
      },
    ])
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'AcmePhone', Model: 'Secret Model 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 300/100' },
    })
    .toBuffer();
}

const smallPng = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 200, b: 120, alpha: 1 } } })
    .png()
    .toBuffer();

describe('providers’ images (app host): uploads, variants, the proxy', () => {
  let h: ProviderHarness;
  let token: string;
  let providerId: number;
  let other: { token: string; providerId: number };
  let uploads: string;
  let tmp: string;

  beforeAll(async () => {
    h = await createProviderHarness(new Date('2026-11-26T10:00:00Z'));
    ({ token, providerId } = await signUpCompany(h, 'photos@example.fr', { name: 'Atelier Lumière' }));
    other = await signUpCompany(h, 'other@example.fr', { name: 'Maison Voisine' });
    uploads = path.join(h.config.dataDir, 'uploads');
    tmp = path.join(h.config.dataDir, 'tmp');
    // The public proxy serves a published provider's images only (issue 21, security 6).
    await h.database.db.execute(sql`update providers set published_at = now() where id = ${providerId}`);
  });
  afterAll(() => h.close());

  const upload = (file: Buffer, options: Parameters<typeof multipartBody>[1] & { as?: string; profile?: boolean } = {}) => {
    const { payload, contentType } = multipartBody(file, options);
    return h.app.inject({
      method: 'POST',
      url: options.profile ? '/api/images/upload-profile-image' : '/api/images/upload-image',
      headers: { host: 'app.localhost', authorization: `Bearer ${options.as ?? token}`, 'content-type': contentType },
      payload,
    });
  };
  const call = (method: 'PATCH' | 'DELETE' | 'POST', url: string, body?: unknown, as = token) =>
    h.app.inject({
      method,
      url,
      headers: { host: 'app.localhost', authorization: `Bearer ${as}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });
  const proxy = (id: number, query = '', accept = 'image/webp,*/*') =>
    h.app.inject({ method: 'GET', url: `/image/${id}${query}`, headers: { host: 'www.localhost', accept } });
  const list = async (as = token) => (await h.get('/api/images/', { token: as })).json.items as Record<string, unknown>[];

  it('stores a phone photo upright, in three widths, WebP and AVIF, without any of its metadata', async () => {
    const original = await phonePhoto();
    // What the test photo carries: sideways, a camera name, GPS coordinates.
    const originalMeta = await sharp(original).metadata();
    expect(originalMeta.orientation).toBe(6);
    expect(original.includes('AcmePhone')).toBe(true);
    expect(originalMeta.exif).toBeDefined();
    const answer = await upload(original, { filename: 'IMG_2041.JPG' });
    expect(answer.statusCode, answer.body).toBe(200);
    const image = answer.json().image;
    // Upright: the 2000×1000 sideways original is 1000 wide, 2000 high; stored at most 1600 wide.
    expect(image).toMatchObject({ width: 1000, height: 2000, widths: [320, 720, 1000], isVisible: true, isProfile: false });
    // The owner's signed address; the public one below serves it once the provider is published.
    expect(image.url).toMatch(new RegExp(`^http://www\\.localhost:3000/image/${image.id}/owner/\\d+\\.[\\w-]{32}$`));
    expect(filesUnder(uploads).filter((file) => file.startsWith(`images/${providerId}/`))).toHaveLength(6);

    const small = await proxy(image.id, '?w=300');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect(small.headers.vary).toBe('Accept');
    expect(small.headers['cache-control']).toBe('public, max-age=604800');
    const meta = await sharp(small.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 640 });
    expect(meta.exif).toBeUndefined();
    expect(small.rawPayload.includes('AcmePhone')).toBe(false);

    const avif = await proxy(image.id, '?w=700', 'image/avif,image/webp,*/*');
    expect(avif.headers['content-type']).toBe('image/avif');
    expect((await sharp(avif.rawPayload).metadata()).width).toBe(720);
    // Every stored variant, read as bytes: no EXIF block, no GPS, no camera name.
    for (const width of [320, 720, 1000]) {
      for (const accept of ['image/webp', 'image/avif']) {
        const served = await proxy(image.id, `?w=${width}`, accept);
        expect(served.statusCode).toBe(200);
        for (const marker of ['Exif', 'GPS', 'AcmePhone', 'Secret Model']) expect(served.rawPayload.includes(marker)).toBe(false);
        expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
      }
    }
    const largest = await proxy(image.id);
    expect((await sharp(largest.rawPayload).metadata()).width).toBe(1000);
    const again = await h.app.inject({
      method: 'GET',
      url: `/image/${image.id}`,
      headers: { host: 'www.localhost', accept: 'image/webp', 'if-none-match': String(largest.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(filesUnder(tmp)).toEqual([]);
  });

  describe('refuses what is not a photo of ours, with a clear message, storing nothing', () => {
    const refusals: [string, () => Promise<Buffer>, Parameters<typeof multipartBody>[1], number, string, RegExp][] = [
      [
        'a PHP script named .jpg',
        async () => Buffer.from('<?php system($_GET["c"]); ?>\n'),
        { filename: 'shell.jpg' },
        415,
        'unsupported-type',
        /JPEG, PNG, WebP ou AVIF/,
      ],
      [
        'an SVG named .jpg',
        async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        { filename: 'logo.jpg' },
        415,
        'unsupported-type',
        /Format non accepté/,
      ],
      [
        'a decompression bomb (50 million pixels in a small PNG)',
        () =>
          sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#000' } })
            .png({ compressionLevel: 9 })
            .toBuffer(),
        { filename: 'bomb.png', contentType: 'image/png' },
        400,
        'too-many-pixels',
        /40 millions de pixels/,
      ],
      [
        'a truncated JPEG',
        async () => {
          const whole = await phonePhoto();
          return whole.subarray(0, Math.floor(whole.length * 0.6));
        },
        {},
        400,
        'unreadable',
        /illisible ou incomplète/,
      ],
      [
        'a path in the file name',
        () => smallPng(),
        { filename: '../../etc/passwd.png', contentType: 'image/png' },
        400,
        'bad-name',
        /Nom de fichier invalide/,
      ],
      [
        'a polyglot: a real JPEG carrying a PHP script',
        async () => Buffer.concat([await phonePhoto(), Buffer.from('<?php echo shell_exec($_GET["c"]); ?>')]),
        { filename: 'holiday.jpg' },
        400,
        'suspicious-content',
        /autre chose qu'une image/,
      ],
      [
        'a 16 MB upload',
        async () => Buffer.concat([(await phonePhoto()).subarray(0, 4), Buffer.alloc(16 * 1024 * 1024, 7)]),
        {},
        413,
        'too-large',
        /15 Mo au plus/,
      ],
    ];
    it.each(refusals)('%s', async (_what, make, options, status, error, message) => {
      const before = { files: filesUnder(uploads), rows: (await list()).length };
      const answer = await upload(await make(), options);
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json()).toMatchObject({ success: false, error, message: expect.stringMatching(message) });
      expect(filesUnder(uploads)).toEqual(before.files);
      expect(await list()).toHaveLength(before.rows);
      expect(filesUnder(tmp)).toEqual([]);
    });

    it('a request without a file part, or not multipart at all', async () => {
      const empty = await upload(Buffer.alloc(0));
      expect(empty.json()).toMatchObject({ error: 'no-file' });
      const json = await call('POST', '/api/images/upload-image', { file: 'x' });
      expect(json.statusCode).toBe(400);
      // A form cut short, or with no boundary: the client's fault, a 400 like the others (not a 500).
      for (const [contentType, payload] of [
        [
          'multipart/form-data; boundary=----cut',
          '------cut\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc',
        ],
        ['multipart/form-data', 'garbage'],
      ]) {
        const malformed = await h.app.inject({
          method: 'POST',
          url: '/api/images/upload-image',
          headers: { host: 'app.localhost', authorization: `Bearer ${token}`, 'content-type': contentType },
          payload,
        });
        expect(malformed.statusCode, contentType).toBe(400);
        expect(malformed.json()).toMatchObject({ error: 'no-file' });
      }
      expect(filesUnder(tmp)).toEqual([]);
    });
  });

  it('describes, hides, orders and deletes through the owner only; hidden images are never served', async () => {
    const first = (await upload(await smallPng(800, 600), { filename: 'a.png', contentType: 'image/png' })).json().image;
    const second = (await upload(await smallPng(500, 500), { filename: 'b.png', contentType: 'image/png' })).json().image;
    expect(second.widths).toEqual([320, 500]);

    const described = await call('PATCH', `/api/images/update-image/${first.id}`, { alt: 'La salle dressée', caption: '' });
    expect(described.json().image).toMatchObject({ alt: 'La salle dressée', caption: null });
    const tooLong = await call('PATCH', `/api/images/update-image/${first.id}`, { alt: 'x'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields.alt).toMatch(/200 caractères/);

    const hidden = await call('PATCH', `/api/images/toggle-image-visibility/${first.id}`);
    expect(hidden.json().image.isVisible).toBe(false);
    expect((await proxy(first.id, '?w=320')).statusCode).toBe(404);
    const view = await h.app.inject({
      method: 'PATCH',
      url: `/image/${first.id}/increment-view-count`,
      headers: { host: 'www.localhost' },
    });
    expect(view.statusCode).toBe(404);
    await call('PATCH', `/api/images/toggle-image-visibility/${first.id}`);
    expect((await proxy(first.id, '?w=320')).statusCode).toBe(200);

    // Another provider: 404 for each of ours, whatever the call.
    for (const [method, url, body] of [
      ['PATCH', `/api/images/toggle-image-visibility/${first.id}`, undefined],
      ['PATCH', `/api/images/update-image/${first.id}`, { alt: 'pris' }],
      ['DELETE', `/api/images/delete-image/${first.id}`, undefined],
    ] as const) {
      const answer = await call(method, url, body, other.token);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await list()).find((image) => image.id === first.id)).toMatchObject({ alt: 'La salle dressée', isVisible: true });

    const ids = (await list()).map((image) => image.id as number);
    const reordered = await call('POST', '/api/images/reorder', { ids: [...ids].reverse() });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().items.map((image: { id: number }) => image.id)).toEqual([...ids].reverse());
    const partial = await call('POST', '/api/images/reorder', { ids: ids.slice(1) });
    expect(partial.statusCode).toBe(400);
    const theirs = await call('POST', '/api/images/reorder', { ids: [...ids.slice(1), ids[0], 999_999] });
    expect(theirs.statusCode).toBe(400);

    const filesBefore = filesUnder(uploads).length;
    const deleted = await call('DELETE', `/api/images/delete-image/${second.id}`);
    expect(deleted.statusCode).toBe(200);
    // Its four files (two widths, two formats) are gone with it.
    expect(filesUnder(uploads)).toHaveLength(filesBefore - 4);
    expect((await proxy(second.id)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/images/delete-image/${second.id}`)).statusCode).toBe(404);
  });

  it('a profile image replaces the previous one (its files deleted) and counts for the ranking', async () => {
    const completeness = async () =>
      (
        await selectRows<{ c: number }>(
          h.database.db,
          sql`select profile_completeness as c from providers where id = ${providerId}`,
        )
      )[0]?.c;
    const before = await completeness();
    const first = (await upload(await smallPng(), { profile: true, filename: 'me.png', contentType: 'image/png' })).json().image;
    expect(first.isProfile).toBe(true);
    expect(await completeness()).toBe((before ?? 0) + 1);
    const second = (
      await upload(await smallPng(600, 600), { profile: true, filename: 'me2.png', contentType: 'image/png' })
    ).json().image;
    const profiles = (await list()).filter((image) => image.isProfile);
    expect(profiles.map((image) => image.id)).toEqual([second.id]);
    expect(filesUnder(uploads).some((file) => file.includes(`/${first.id}/`))).toBe(false);
    expect((await proxy(first.id)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/images/delete-profile-image')).statusCode).toBe(200);
    expect((await call('DELETE', '/api/images/delete-profile-image')).json()).toMatchObject({ success: false });
    expect(await completeness()).toBe(before);
  });

  it('keeps to 100 images per provider when two uploads race for the last place', async () => {
    const { db } = h.database;
    const count = async () =>
      (await selectRows<{ n: number }>(db, sql`select count(*)::int as n from images where provider_id = ${other.providerId}`))[0]
        ?.n;
    await db.execute(sql`insert into images (provider_id, storage_key, mime_type, width, height, position)
      select ${other.providerId}, 'demo/none.webp', 'image/webp', 10, 10, g from generate_series(1, 99) g`);
    const png = await smallPng();
    const answers = await Promise.all(
      [1, 2].map(() => upload(png, { as: other.token, filename: 'x.png', contentType: 'image/png' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({ error: 'too-many-images' });
    expect(await count()).toBe(100);
    expect(filesUnder(uploads).filter((file) => file.startsWith(`images/${other.providerId}/`))).toHaveLength(4);
  });

  it('answers 401 without a provider token', async () => {
    const answer = await h.app.inject({ method: 'GET', url: '/api/images/', headers: { host: 'app.localhost' } });
    expect(answer.statusCode).toBe(401);
  });

  it('a closed account takes its photos with it: rows and stored files, nobody else’s', async () => {
    const closing = await signUpCompany(h, 'closing@example.fr', { name: 'Atelier Fermé' });
    const uploaded = await upload(await smallPng(), { as: closing.token, filename: 'small.png', contentType: 'image/png' });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const mine = (name: string) => name.startsWith(`images/${closing.providerId}/`);
    expect(filesUnder(uploads).filter(mine).length).toBeGreaterThan(0);
    const others = filesUnder(uploads).filter((name) => !mine(name));
    const closed = await h.post('/api/account/delete', { password: 'violet-harbour-41' }, { token: closing.token });
    expect(closed.status, JSON.stringify(closed.json)).toBe(200);
    expect(filesUnder(uploads).filter(mine)).toEqual([]);
    expect(filesUnder(uploads).filter((name) => !mine(name))).toEqual(others);
    const [left] = await selectRows<{ n: number }>(
      h.database.db,
      sql`select count(*)::int as n from images where provider_id = ${closing.providerId}`,
    );
    expect(left?.n).toBe(0);
  });
});
