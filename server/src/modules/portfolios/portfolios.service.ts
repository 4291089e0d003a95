import type { Locale } from '@alliance/shared/locale';
import {
  PORTFOLIO_IMAGES_MAX,
  PORTFOLIO_SLUG_MAX,
  PORTFOLIOS_PER_PROVIDER_MAX,
  type Portfolio,
  type portfolioBodySchema,
} from '@alliance/shared/portfolios';
import { slugify } from '@alliance/shared/text';
import type { z } from 'zod';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { AppError, FieldValidationError, notFound } from '../../plugins/errors.ts';
import { lockProvider } from '../media-collection/media-collection.repo.ts';
import {
  addLibraryImages,
  checkOrder,
  type ImageCollectionRules,
  ownedRecords,
  removeImageOf,
} from '../media-collection/media-collection.ts';
import { named, type PortfolioOwner, type PortfolioRow, portfolioAnswers } from './portfolio-answers.ts';
import { portfolioPath } from './portfolio-path.ts';
import { createPortfoliosRepo } from './portfolios.repo.ts';

type PortfolioBody = z.output<typeof portfolioBodySchema>;

export type { PortfolioOwner };

/** The slug a title gives: lower-case ASCII words and dashes, `portfolio` when nothing is left. */
export function portfolioSlugBase(title: string): string {
  return slugify(title).slice(0, PORTFOLIO_SLUG_MAX).replace(/-+$/, '') || 'portfolio';
}

const repo = createPortfoliosRepo();

const pictures: ImageCollectionRules = {
  items: repo.images,
  max: PORTFOLIO_IMAGES_MAX,
  tooMany: 'portfolios.tooManyImages',
  notFound: 'portfolios.imageNotFound',
};

/** `base`, or `base-2`, `base-3`… the first not used by another portfolio of the provider. */
async function freeSlug(tx: Transaction, providerId: number, base: string, exceptId?: number): Promise<string> {
  const taken = new Set(await repo.slugsLike(tx, providerId, base, exceptId));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The portfolio's image `imageId` (404 when it is not in the portfolio). */
async function pictureOf(tx: Transaction, portfolioId: number, imageId: number) {
  const picture = await repo.picture(tx, portfolioId, imageId);
  if (!picture) throw notFound('portfolios.imageNotFound');
  return picture;
}

async function prestations(executor: Executor, portfolioId: number, locale: Locale) {
  const rows = await repo.prestations(executor, [portfolioId]);
  return rows.map((row) => ({ slug: row.slug, name: named(row.names, locale) }));
}

/**
 * The providers' portfolios (PROVIDERS.md "Media", `shared/src/portfolios.ts` for the rules):
 * each call through the owner, each multi-step write in one transaction under the portfolio's
 * row lock (or the provider's, for a creation).
 */
export function createPortfolios(deps: {
  db: Database;
  clock: () => Date;
  /** The www origin the public addresses are given on. */
  wwwOrigin: string;
  /** The owner's signed image addresses (portfolio-answers.ts). */
  imageUrl?: (id: number) => string;
  productWord: string;
}) {
  const { db } = deps;
  const records = ownedRecords({
    db,
    clock: deps.clock,
    repo,
    notFound: 'portfolios.notFound',
    limit: { max: PORTFOLIOS_PER_PROVIDER_MAX, key: 'portfolios.tooMany', slug: 'too-many-portfolios' },
  });

  const views = (executor: Executor, rows: PortfolioRow[], owner: PortfolioOwner, locale: Locale) =>
    portfolioAnswers(executor, rows, owner, locale, deps);

  async function view(owner: PortfolioOwner, id: number, locale: Locale): Promise<Portfolio> {
    const [answer] = await views(db, [await records.owned(db, owner.providerId, id)], owner, locale);
    if (!answer) throw notFound('portfolios.notFound');
    return answer;
  }

  /** Runs `change` on the locked portfolio, marks it updated, and answers it as now stored. */
  async function changing(
    owner: PortfolioOwner,
    id: number,
    locale: Locale,
    change: (tx: Transaction, row: PortfolioRow) => Promise<void>,
  ): Promise<Portfolio> {
    await records.change(owner.providerId, id, change);
    return view(owner, id, locale);
  }

  return {
    /** Every portfolio of the provider, newest first. */
    async list(owner: PortfolioOwner, locale: Locale): Promise<Portfolio[]> {
      return views(db, await repo.list(db, owner.providerId), owner, locale);
    },

    get: view,

    /** A new unpublished portfolio; 409 beyond PORTFOLIOS_PER_PROVIDER_MAX (counted under the provider's lock). */
    async create(owner: PortfolioOwner, body: PortfolioBody, locale: Locale): Promise<Portfolio> {
      const id = await records.create(owner.providerId, async (tx, now) =>
        repo.insert(tx, {
          providerId: owner.providerId,
          title: body.title,
          slug: await freeSlug(tx, owner.providerId, portfolioSlugBase(body.title)),
          description: body.description ?? null,
          eventDate: body.eventDate ?? null,
          city: body.city ?? null,
          createdAt: now,
          updatedAt: now,
        }),
      );
      return view(owner, id, locale);
    },

    /** Title, description, date, city (an absent optional field stays). The slug follows a new title only while unpublished. */
    async update(owner: PortfolioOwner, id: number, body: PortfolioBody, locale: Locale): Promise<Portfolio> {
      await db.transaction(async (tx) => {
        await lockProvider(tx, owner.providerId);
        const row = await records.owned(tx, owner.providerId, id, true);
        const slug =
          row.publishedAt === null && body.title !== row.title
            ? await freeSlug(tx, owner.providerId, portfolioSlugBase(body.title), id)
            : row.slug;
        await repo.update(tx, id, {
          title: body.title,
          slug,
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.eventDate !== undefined ? { eventDate: body.eventDate } : {}),
          ...(body.city !== undefined ? { city: body.city } : {}),
          updatedAt: deps.clock(),
        });
      });
      return view(owner, id, locale);
    },

    /** The portfolio goes; its images stay in the library. */
    remove: (owner: PortfolioOwner, id: number) => records.remove(owner.providerId, id),

    /** Published from now (an already published portfolio keeps its date); 409 without a visible image. */
    publish: (owner: PortfolioOwner, id: number, locale: Locale) =>
      changing(owner, id, locale, async (tx, row) => {
        if (!(await repo.visibleImageCount(tx, id))) {
          throw new AppError(409, 'portfolios.publishNeedsVisibleImage', { extra: { error_slug: 'no-visible-image' } });
        }
        if (row.publishedAt === null) await repo.update(tx, id, { publishedAt: deps.clock() });
      }),

    unpublish: (owner: PortfolioOwner, id: number, locale: Locale) =>
      changing(owner, id, locale, (tx) => repo.update(tx, id, { publishedAt: null })),

    /**
     * Adds images of the provider's own library after the others (an image of another provider,
     * or none, is a 404 and adds nothing; one already there is left as it is). The first image of
     * a portfolio without a key image becomes its key image. 409 beyond PORTFOLIO_IMAGES_MAX.
     */
    addImages: (owner: PortfolioOwner, id: number, imageIds: number[], locale: Locale) =>
      changing(owner, id, locale, (tx) =>
        addLibraryImages(tx, pictures, { providerId: owner.providerId, recordId: id, imageIds }, async (added, from) =>
          repo.insertImages(tx, id, added, from, !(await repo.hasKey(tx, id))),
        ),
      ),

    /** Takes the image out of the portfolio (it stays in the library); a removed key image passes the key to the first image left. */
    removeImage: (owner: PortfolioOwner, id: number, imageId: number, locale: Locale) =>
      changing(owner, id, locale, async (tx) => {
        const removed = await pictureOf(tx, id, imageId);
        await removeImageOf(tx, pictures, id, imageId);
        if (removed.isKey) await repo.ensureKey(tx, id);
      }),

    /** The new order: exactly the portfolio's images, once each (400 naming `imageIds` otherwise). */
    reorder: (owner: PortfolioOwner, id: number, imageIds: number[], locale: Locale) =>
      changing(owner, id, locale, async (tx) => {
        checkOrder(imageIds, await repo.images.ids(tx, id), { imageIds: 'validation.portfolioOrderInvalid' });
        await repo.images.writeOrder(tx, id, imageIds);
      }),

    /** The portfolio's caption of one of its images (null clears it). */
    caption: (owner: PortfolioOwner, id: number, imageId: number, caption: string | null, locale: Locale) =>
      changing(owner, id, locale, async (tx) => {
        await pictureOf(tx, id, imageId);
        await repo.setCaption(tx, id, imageId, caption);
      }),

    /** Makes one of its images the key image; the previous key image loses it in the same transaction. */
    setKey: (owner: PortfolioOwner, id: number, imageId: number, locale: Locale) =>
      changing(owner, id, locale, async (tx) => {
        await pictureOf(tx, id, imageId);
        await repo.setKey(tx, id, imageId);
      }),

    async prestations(owner: PortfolioOwner, id: number, locale: Locale) {
      await records.owned(db, owner.providerId, id);
      return prestations(db, id, locale);
    },

    /** Replaces the portfolio's prestations: known service-type slugs only (400 naming `prestations` otherwise). */
    async savePrestations(owner: PortfolioOwner, id: number, slugs: string[], locale: Locale) {
      await changing(owner, id, locale, async (tx) => {
        const wanted = [...new Set(slugs)];
        const known = await repo.serviceTypeIds(tx, wanted);
        if (known.length !== wanted.length) throw new FieldValidationError({ prestations: 'validation.unknownChoice' });
        await repo.setPrestations(tx, id, known);
      });
      return prestations(db, id, locale);
    },

    /** The public page's address, and whether it answers (published). */
    async url(owner: PortfolioOwner, id: number) {
      const row = await records.owned(db, owner.providerId, id);
      return {
        url: `${deps.wwwOrigin}${portfolioPath(owner.providerSlug, row.slug, deps.productWord)}`,
        published: row.publishedAt !== null,
      };
    },
  };
}

export type Portfolios = ReturnType<typeof createPortfolios>;
