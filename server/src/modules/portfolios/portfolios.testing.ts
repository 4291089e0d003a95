import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { coupleTokenFor, insertLibraryImages, type Json, jsonCaller } from '../../../test/media.ts';
import { createProviderHarness, type ProviderHarness } from '../../../test/providers.ts';
import { signUpCompany } from '../payments/payments.testing.ts';

export type { Json, Method } from '../../../test/media.ts';

/**
 * Two providers (one with a slug), a couple and two prestations on a fresh app, with calls made
 * as a client makes them: what the portfolios' test files share.
 */
export async function createPortfolioTestbed() {
  const h: ProviderHarness = await createProviderHarness(new Date('2026-11-26T10:00:00Z'));

  const call = jsonCaller(
    () => h,
    () => me.token,
  );
  const libraryImages = (providerId: number, n: number, visible = true) => insertLibraryImages(h, providerId, n, visible);

  const create = async (body: Json, token = me.token) => {
    const answer = await call('POST', '/api/portfolios', body, { token });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return answer.json.portfolio as Json;
  };

  const signed = await signUpCompany(h, 'portfolios@example.fr', { name: 'Atelier Épure' });
  const mine = await h.get('/api/me', { token: signed.token });
  const me = { ...signed, slug: mine.json.provider.slug as string };
  const other = await signUpCompany(h, 'voisin@example.fr', { name: 'Maison Voisine' });
  const coupleToken = await coupleTokenFor(h, '+33612300077', '198.51.100.77');
  await h.database.db.execute(
    sql`insert into service_types (slug, names, position) values
          ('photographe', ${JSON.stringify({ fr: 'Photographe', en: 'Photographer', nl: 'Fotograaf', de: 'Fotograf', it: 'Fotografo', es: 'Fotógrafo' })}::jsonb, 2),
          ('fleuriste', ${JSON.stringify({ fr: 'Fleuriste', en: 'Florist', nl: 'Bloemist', de: 'Florist', it: 'Fiorista', es: 'Florista' })}::jsonb, 1)`,
  );

  return { h, me, other, coupleToken, call, libraryImages, create };
}

export type PortfolioTestbed = Awaited<ReturnType<typeof createPortfolioTestbed>>;
