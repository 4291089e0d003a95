import { sql } from 'drizzle-orm';
import { selectRows } from '../src/db/client.ts';
import type { ProviderHarness } from './providers.ts';

/** Helpers of the media modules' tests (portfolios, venues): calls as a client makes them, library rows. */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in tests
export type Json = Record<string, any>;
export interface CallOptions {
  token?: string;
  host?: string;
  lang?: string;
}

/**
 * A JSON call on the app host unless told, with `defaultToken()` unless another token (or '') is
 * given; the harness is read at each call (test files create it in beforeAll).
 */
export function jsonCaller(harness: () => ProviderHarness, defaultToken: () => string) {
  return async (method: Method, url: string, body?: unknown, options: CallOptions = {}) => {
    const token = options.token === undefined ? defaultToken() : options.token;
    const response = await harness().app.inject({
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
  };
}

/** Library images written directly (uploads have their own tests): their ids. */
export async function insertLibraryImages(
  h: ProviderHarness,
  providerId: number,
  n: number,
  visible = true,
  size = { width: 1200, height: 800 },
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const [row] = await selectRows<{ id: number }>(
      h.database.db,
      sql`insert into images (provider_id, storage_key, mime_type, width, height, is_visible)
          values (${providerId}, ${`test/${providerId}/${i}.webp`}, 'image/webp', ${size.width}, ${size.height}, ${visible}) returning id`,
    );
    if (row) ids.push(row.id);
  }
  return ids;
}

/** A couple's access token, from a phone proven on the project host. */
export async function coupleTokenFor(h: ProviderHarness, phone: string, ip: string): Promise<string> {
  const code = await h.sendCode(phone, { host: 'project.localhost', ip });
  const verified = await h.call('POST', '/api/verify-phone', { phone, code }, { host: 'project.localhost', ip });
  return verified.json.token;
}
