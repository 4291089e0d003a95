import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCompany } from '../payments/payments.testing.ts';
import { createPortfolioTestbed, type PortfolioTestbed } from './portfolios.testing.ts';
import { publishedPortfolio, publishedPortfoliosOf } from './published-portfolios.ts';

describe('the public pages’ portfolios (published-portfolios.ts)', () => {
  let t: PortfolioTestbed;
  beforeAll(async () => {
    t = await createPortfolioTestbed();
  });
  afterAll(() => t.h.close());

  it('the public read functions never give an unpublished portfolio nor a hidden image', async () => {
    const reader = await signUpCompany(t.h, 'public@example.fr', { name: 'Lecture Publique' });
    const as = { token: reader.token };
    const [hiddenKey, shown1, shown2, onlyHidden] = [
      ...(await t.libraryImages(reader.providerId, 1, false)),
      ...(await t.libraryImages(reader.providerId, 2)),
      ...(await t.libraryImages(reader.providerId, 1, false)),
    ];
    const published = (await t.call('POST', '/api/portfolios', { title: 'Publié', city: 'Lyon' }, as)).json.portfolio;
    await t.call('POST', `/api/portfolios/${published.id}/images`, { imageIds: [hiddenKey, shown1, shown2] }, as);
    await t.call('PUT', `/api/portfolios/${published.id}/images/${shown2}/caption`, { caption: 'La fin' }, as);
    await t.call('PUT', `/api/portfolios/${published.id}/prestations`, { prestations: ['photographe'] }, as);
    expect((await t.call('POST', `/api/portfolios/${published.id}/publish`, undefined, as)).status).toBe(200);
    // Published, then its only visible image hidden in the library: left out of the public pages.
    const emptied = (await t.call('POST', '/api/portfolios', { title: 'Vidé' }, as)).json.portfolio;
    await t.call('POST', `/api/portfolios/${emptied.id}/images`, { imageIds: [shown1, onlyHidden] }, as);
    await t.call('PUT', `/api/portfolios/${emptied.id}/images/${onlyHidden}/key`, undefined, as);
    expect((await t.call('POST', `/api/portfolios/${emptied.id}/publish`, undefined, as)).status).toBe(200);
    const draft = (await t.call('POST', '/api/portfolios', { title: 'Brouillon' }, as)).json.portfolio;
    await t.call('POST', `/api/portfolios/${draft.id}/images`, { imageId: shown1 }, as);

    let summaries = await publishedPortfoliosOf(t.h.database.db, reader.providerId);
    expect(summaries.map((s) => s.slug).sort()).toEqual(['publie', 'vide']);
    // The key image is hidden: the first visible image stands in for it.
    expect(summaries.find((s) => s.slug === 'publie')).toMatchObject({
      title: 'Publié',
      city: 'Lyon',
      keyImageId: shown1,
      keyImage: { id: shown1, width: 1200, height: 800 },
      visibleImageCount: 2,
    });
    expect(summaries.find((s) => s.slug === 'vide')).toMatchObject({ keyImageId: shown1, visibleImageCount: 1 });

    await t.call('DELETE', `/api/portfolios/${emptied.id}/images/${shown1}`, undefined, as);
    summaries = await publishedPortfoliosOf(t.h.database.db, reader.providerId);
    expect(summaries.map((s) => s.slug)).toEqual(['publie']);
    expect(await publishedPortfolio(t.h.database.db, reader.providerId, 'vide')).toBeUndefined();
    expect(await publishedPortfolio(t.h.database.db, reader.providerId, 'brouillon')).toBeUndefined();
    expect(await publishedPortfolio(t.h.database.db, t.other.providerId, 'publie')).toBeUndefined();

    const page = await publishedPortfolio(t.h.database.db, reader.providerId, 'publie', 'en');
    expect(page).toMatchObject({
      title: 'Publié',
      keyImageId: shown1,
      prestations: [{ slug: 'photographe', name: 'Photographer' }],
    });
    expect(page?.images.map((i) => [i.id, i.caption])).toEqual([
      [shown1, null],
      [shown2, 'La fin'],
    ]);
    // Hidden in the library afterwards: gone from the page too.
    await t.h.database.db.execute(sql`update images set is_visible = false where id = ${shown2}`);
    expect((await publishedPortfolio(t.h.database.db, reader.providerId, 'publie'))?.images.map((i) => i.id)).toEqual([shown1]);
    // Unpublished: gone.
    await t.call('POST', `/api/portfolios/${published.id}/unpublish`, undefined, as);
    expect(await publishedPortfoliosOf(t.h.database.db, reader.providerId)).toEqual([]);
    expect(await publishedPortfolio(t.h.database.db, reader.providerId, 'publie')).toBeUndefined();
  });
});
