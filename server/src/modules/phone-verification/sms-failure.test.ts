import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { selectRows } from '../../db/client.ts';

describe('check-phone when the SMS provider fails', () => {
  let t: TestApp;
  let attempts = 0;
  beforeAll(async () => {
    t = await createTestApp({
      deps: {
        sms: {
          send: async () => {
            attempts += 1;
            throw new Error('provider down');
          },
        },
      },
    });
  });
  afterAll(() => t.close());

  it('answers 502 in the caller language and leaves no code to count against the couple', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/check-phone',
        headers: { host: 'project.localhost', 'accept-language': 'it' },
        payload: { phone: '+33612345678' },
      });
    const first = await send();
    expect(first.statusCode).toBe(502);
    expect(first.json()).toEqual({ success: false, error: "Impossibile inviare l'SMS. Riprova." });
    const [row] = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from phone_codes`);
    expect(row?.n).toBe(0);
    // Not "too soon": the failed send did not start the 60-second wait.
    expect((await send()).statusCode).toBe(502);
    expect(attempts).toBe(2);
  });
});
