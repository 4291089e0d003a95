import { createHmac, timingSafeEqual } from 'node:crypto';

const DAY_S = 86_400;

/**
 * The addresses of a provider's own images in its area (issue 21, security 6): the public proxy
 * serves only what a public page shows (a published provider's visible images), so the admin's
 * thumbnails of hidden or not yet published images go through a signed address,
 * `/image/{id}/owner/{expiry}.{signature}`. An `<img>` sends no bearer token, hence a signature:
 * HMAC of the id and the expiry with a key derived from the JWT secret. The expiry is the end of
 * the next UTC day, so an address stays the same for a day (browsers keep the thumbnails) and
 * lives two days at most. A deleted image or a closed account is refused all the same.
 */
export function createOwnerImageUrls(options: { wwwOrigin: string; jwtSecret: string; clock?: () => Date }) {
  const key = createHmac('sha256', options.jwtSecret).update('owner-image-urls').digest();
  const clock = options.clock ?? (() => new Date());
  const sign = (id: number, expiry: number) =>
    createHmac('sha256', key).update(`${id}.${expiry}`).digest('base64url').slice(0, 32);

  return {
    /** The absolute address the admin shows image `id` at (`?w=` may follow it). */
    url(id: number): string {
      const expiry = (Math.floor(clock().getTime() / 1000 / DAY_S) + 2) * DAY_S;
      return `${options.wwwOrigin}/image/${id}/owner/${expiry}.${sign(id, expiry)}`;
    },
    /** Whether `grant` was made for image `id` and has not expired. */
    verify(id: number, grant: string): boolean {
      const match = /^(\d{1,12})\.([\w-]{32})$/.exec(grant);
      if (!match) return false;
      const expiry = Number(match[1]);
      if (expiry * 1000 <= clock().getTime()) return false;
      const expected = Buffer.from(sign(id, expiry));
      const given = Buffer.from(match[2] ?? '');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type OwnerImageUrls = ReturnType<typeof createOwnerImageUrls>;
