import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ProviderHarness } from '../../../test/providers.ts';
import { selectRows } from '../../db/client.ts';

export { pdfText } from '../../../test/pdf-text.ts';

/** Test helpers of the payments, credits and invoices modules (not part of the app). */

// A SIRET that passes the Luhn check.
export const SIRET = '73282932000074';

/** A configured seller (required with PAYMENTS=stripe). */
export const TEST_SELLER = {
  SELLER_NAME: 'Alliance Mariages SAS',
  SELLER_ADDRESS: '10 rue du Test | 33000 Bordeaux',
  SELLER_SIRET: SIRET,
  SELLER_VAT_NUMBER: 'FR44732829320',
};

export interface Company {
  name: string;
  countryCode?: string;
  vatNumber?: string;
  street?: string;
  zipCode?: string;
  city?: string;
  locale?: string;
}

/**
 * A signed-in provider whose company is `company`: registered in its country, name and SIRET
 * (and VAT number) through the company endpoints, the postal address written directly (the
 * locality search needs the geography, which these tests do not seed).
 */
export async function signUpCompany(h: ProviderHarness, email: string, company: Company, host?: string) {
  const on = host ? { host } : {};
  const { token } = await h.signUp(
    email,
    {
      companyName: company.name,
      countryCode: company.countryCode ?? 'FR',
      ...(company.locale ? { locale: company.locale } : {}),
    },
    on,
  );
  const saved = await h.post('/api/company/siret', { siret: SIRET, vatNumber: company.vatNumber ?? null }, { token, ...on });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  await h.database.db.execute(
    sql`update providers set street = ${company.street ?? '1 rue de la Paix'}, cp = ${company.zipCode ?? '75002'},
        city = ${company.city ?? 'Paris'} where email = ${email}`,
  );
  const [row] = await selectRows<{ id: number }>(h.database.db, sql`select id from providers where email = ${email}`);
  if (!row) throw new Error(`no provider ${email}`);
  return { token, providerId: row.id };
}

// Who opened each checkout: the sandbox page's forms are its owner's (their browser sends the token cookie).
const sessionOwners = new Map<string, string>();

/** Buys a pack: the session id of the checkout the API opened. */
export async function buy(h: ProviderHarness, token: string, pack = 'pack-10', host?: string): Promise<string> {
  const bought = await h.post('/api/credit/buy', { pack }, { token, ...(host ? { host } : {}) });
  expect(bought.status, JSON.stringify(bought.json)).toBe(200);
  const session = String(bought.json.checkoutUrl).split('/').at(-1);
  if (!session) throw new Error('no session in the checkout URL');
  sessionOwners.set(session, token);
  return session;
}

/**
 * The sandbox page's form as its owner's browser posts it (urlencoded, no fields, from our app
 * host, the admin's token cookie): by default the provider who opened the checkout with `buy`.
 */
export function submitSandbox(
  h: ProviderHarness,
  session: string,
  action: 'pay' | 'cancel',
  token: string | undefined = sessionOwners.get(session),
  headers: Record<string, string> = {},
) {
  return h.app.inject({
    method: 'POST',
    url: `/payment/sandbox/${session}/${action}`,
    headers: {
      host: 'app.localhost',
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://app.localhost:3000',
      'sec-fetch-site': 'same-origin',
      ...(token ? { cookie: `provider_token=${token}` } : {}),
      ...headers,
    },
    payload: '',
  });
}

/** Rows of a table for one provider, to prove what changed and what did not. */
export const rowsOf = (h: ProviderHarness, table: 'credit_ledger' | 'invoices' | 'payments', providerId: number) =>
  selectRows<Record<string, unknown>>(
    h.database.db,
    sql`select * from ${sql.identifier(table)} where provider_id = ${providerId} order by id`,
  );
