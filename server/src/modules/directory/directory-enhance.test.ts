import { randomUUID } from 'node:crypto';
import { DIRECTORY_ENHANCE_CONFIG_ID, type DirectoryEnhanceConfig } from '@alliance/shared/directory-enhance';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { seedSmallDirectory } from '../../../test/directory.ts';
import { selectRows } from '../../db/client.ts';
import en from '../../i18n/locales/en.json' with { type: 'json' };

const GIRONDE = '/wedding-planners/gironde/';
const HEART = /<button type="button" class="fav" data-favorite="([^"]+)" aria-pressed="false" aria-label="([^"]+)" hidden="">/g;

/** The enhancement script's part of a listing page: the hearts, its texts, the script itself. */
describe('directory pages, ready for their enhancement script (www host)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedSmallDirectory(testApp.database, { providers: 6 });
    await testApp.database.db.execute(sql`update providers p set city_id = c.id, departement_id = c.departement_id, city = c.name
      from cities c where c.slug = 'bordeaux'`);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ url, headers: { host: 'www.localhost:3000', 'accept-language': 'en', ...headers } });

  it('renders one hidden, unpressed, labelled heart per card, by the provider’s public id', async () => {
    const html = (await get(GIRONDE)).body;
    const hearts = [...html.matchAll(HEART)];
    const providers = await selectRows<{ public_id: string; name: string }>(
      testApp.database.db,
      sql`select public_id, name from providers order by id`,
    );
    expect(hearts.map((m) => m[1]).sort()).toEqual(providers.map((p) => p.public_id).sort());
    for (const [, publicId, label] of hearts) {
      const name = providers.find((p) => p.public_id === publicId)?.name ?? '';
      expect(label).toBe(
        en.directory.enhance.favorite.replace('{{name}}', name.replaceAll('&', '&amp;').replaceAll("'", '&#x27;')),
      );
    }
  });

  it('hands the script its texts in the page’s language, then loads it', async () => {
    const html = (await get(GIRONDE)).body;
    const json = new RegExp(`<script type="application/json" id="${DIRECTORY_ENHANCE_CONFIG_ID}">(.*?)</script>`).exec(html)?.[1];
    const config = JSON.parse(json ?? '') as DirectoryEnhanceConfig;
    expect(config.texts.cityNoResults).toBe(en.directory.enhance.cityNoResults);
    expect(Object.keys(config.texts).sort()).toEqual(
      Object.keys(en.directory.enhance)
        .filter((k) => k !== 'favorite')
        .sort(),
    );
    expect(html).toContain('<script src="/directory.js" defer=""></script>');
    // After the content: it runs once the page is read, and nothing waits for it.
    expect(html.indexOf('/directory.js')).toBeGreaterThan(html.indexOf('class="cards"'));
  });

  it('is the same page for every visitor, signed in or not (it is cached whole)', async () => {
    const anonymous = await get(GIRONDE);
    const token = testApp.app.signAccessToken({
      sub: 'couple',
      aud: 'couple',
      phone: '+33611111111',
      uid: 1,
      fid: randomUUID(),
      auth_time: 0,
    });
    const couple = await get(GIRONDE, { cookie: `token=${token}; refresh_token=r`, authorization: `Bearer ${token}` });
    expect(couple.body).toBe(anonymous.body);
  });
});
