import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderHarness, type ProviderHarness } from '../../../test/providers.ts';
import { multipartBody } from '../../../test/uploads.ts';
import { signUpCompany } from '../payments/payments.testing.ts';

/**
 * Issue 21, security 6: `/image/{id}` served, by sequential id, the images of providers never
 * published. It now serves what a public page shows (a visible image of a published provider
 * whose account is open); the owner's area shows its own images at a signed address; a closed
 * account's images stop at once (the proxy keeps no "servable" answer in memory).
 */
describe('the image proxy and unpublished providers', () => {
  let h: ProviderHarness;
  /** Never published. */
  let hidden: { providerId: number; imageId: number; ownerUrl: string };
  /** Published, with two images. */
  let shown: { providerId: number; imageIds: number[]; ownerUrls: string[] };

  const www = (url: string) => h.app.inject({ method: 'GET', url, headers: { host: 'www.localhost', accept: 'image/webp' } });
  const upload = async (token: string) => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#456' } })
      .png()
      .toBuffer();
    const { payload, contentType } = multipartBody(png, { filename: 'a.png', contentType: 'image/png' });
    const uploaded = await h.app.inject({
      method: 'POST',
      url: '/api/images/upload-image',
      headers: { host: 'app.localhost', authorization: `Bearer ${token}`, 'content-type': contentType },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    return { id: uploaded.json().image.id as number, ownerUrl: new URL(uploaded.json().image.url).pathname };
  };

  beforeAll(async () => {
    // The default IMAGE_CACHE_SECONDS (10): what is asserted holds with the proxy's memory on.
    h = await createProviderHarness(new Date('2026-11-26T10:00:00Z'));
    const a = await signUpCompany(h, 'hidden@example.fr', { name: 'Atelier Discret' });
    const one = await upload(a.token);
    hidden = { providerId: a.providerId, imageId: one.id, ownerUrl: one.ownerUrl };
    const b = await signUpCompany(h, 'shown@example.fr', { name: 'Maison Publiée' });
    const images = [await upload(b.token), await upload(b.token)];
    shown = { providerId: b.providerId, imageIds: images.map((i) => i.id), ownerUrls: images.map((i) => i.ownerUrl) };
    await h.database.db.execute(sql`update providers set published_at = now() where id = ${b.providerId}`);
  });
  afterAll(() => h.close());

  it('a never-published provider’s image is a 404 by id, and the owner still sees it at its signed address', async () => {
    expect((await www(`/image/${hidden.imageId}?w=320`)).statusCode).toBe(404);
    const own = await www(`${hidden.ownerUrl}?w=320`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    expect(own.headers['cache-control']).toBe('private, max-age=86400');
    // An altered signature, or the grant of another image, is a 404.
    expect((await www(hidden.ownerUrl.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))).statusCode).toBe(404);
    expect((await www(hidden.ownerUrl.replace(`/image/${hidden.imageId}/`, `/image/${shown.imageIds[0]}/`))).statusCode).toBe(
      404,
    );
  });

  it('a published provider’s image is served; hidden, it is a 404 publicly at once but still at the owner’s address', async () => {
    const [first] = shown.imageIds;
    expect((await www(`/image/${first}`)).statusCode).toBe(200);
    await h.database.db.execute(sql`update images set is_visible = false where id = ${first}`);
    expect((await www(`/image/${first}`)).statusCode).toBe(404);
    expect((await www(shown.ownerUrls[0] ?? '')).statusCode).toBe(200);
  });

  it('a closed account’s images stop at once, even just after being served (another process’s change)', async () => {
    const second = shown.imageIds[1];
    expect((await www(`/image/${second}`)).statusCode).toBe(200);
    // Written behind this process's back, as another server process would.
    await h.database.db.execute(sql`update providers set closed_at = now(), published_at = null where id = ${shown.providerId}`);
    expect((await www(`/image/${second}`)).statusCode).toBe(404);
    expect((await www(shown.ownerUrls[1] ?? '')).statusCode).toBe(404);
  });
});
