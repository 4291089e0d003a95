import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createProviderHarness, type ProviderHarness } from '../../../test/providers.ts';
import { selectRows } from '../../db/client.ts';
import { signUpCompany } from '../payments/payments.testing.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in tests
export type Json = Record<string, any>;

/**
 * Two providers (one with a slug), a couple and two prestations on a fresh app, with calls made
 * as a client makes them: what the portfolios' test files share.
 */
export async function createPortfolioTestbed() {
  const h: ProviderHarness = await createProviderHarness(new Date('2026-11-26T10:00:00Z'));

  /** A call as a client makes it, on the app host unless told. */
  async function call(
    method: Method,
    url: string,
    body?: unknown,
    options: { token?: string; host?: string; lang?: string } = {},
  ) {
    const token = options.token === undefined ? me.token : options.token;
    const response = await h.app.inject({
      method,
      url,
      headers: {
        host: options.host ?? 'app.localhost',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(options.lang ? { 'accept-language': options.lang } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    return {
      status: response.statusCode,
      json: (response.body ? JSON.parse(response.body) : {}) as Json,
      headers: response.headers,
    };
  }

  /** Library images written directly (uploads have their own tests). */
  async function libraryImages(providerId: number, n: number, visible = true): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const [row] = await selectRows<{ id: number }>(
        h.database.db,
        sql`insert into images (provider_id, storage_key, mime_type, width, height, is_visible)
            values (${providerId}, ${`test/${providerId}/${i}.webp`}, 'image/webp', 1200, 800, ${visible}) returning id`,
      );
      if (row) ids.push(row.id);
    }
    return ids;
  }

  const create = async (body: Json, token = me.token) => {
    const answer = await call('POST', '/api/portfolios', body, { token });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return answer.json.portfolio as Json;
  };

  const signed = await signUpCompany(h, 'portfolios@example.fr', { name: 'Atelier Épure' });
  const mine = await h.get('/api/me', { token: signed.token });
  const me = { ...signed, slug: mine.json.provider.slug as string };
  const other = await signUpCompany(h, 'voisin@example.fr', { name: 'Maison Voisine' });
  const phone = '+33612300077';
  const code = await h.sendCode(phone, { host: 'project.localhost', ip: '198.51.100.77' });
  const verified = await h.call('POST', '/api/verify-phone', { phone, code }, { host: 'project.localhost', ip: '198.51.100.77' });
  const coupleToken: string = verified.json.token;
  await h.database.db.execute(
    sql`insert into service_types (slug, names, position) values
          ('photographe', ${JSON.stringify({ fr: 'Photographe', en: 'Photographer', nl: 'Fotograaf', de: 'Fotograf', it: 'Fotografo', es: 'Fotógrafo' })}::jsonb, 2),
          ('fleuriste', ${JSON.stringify({ fr: 'Fleuriste', en: 'Florist', nl: 'Bloemist', de: 'Florist', it: 'Fiorista', es: 'Florista' })}::jsonb, 1)`,
  );

  return { h, me, other, coupleToken, call, libraryImages, create };
}

export type PortfolioTestbed = Awaited<ReturnType<typeof createPortfolioTestbed>>;
