import type { Locale } from '@alliance/shared/locale';
import {
  PORTFOLIO_IMAGES_MAX,
  PORTFOLIO_SLUG_MAX,
  PORTFOLIOS_PER_PROVIDER_MAX,
  type Portfolio,
  type portfolioBodySchema,
} from '@alliance/shared/portfolios';
import { slugify } from '@alliance/shared/text';
import { and, asc, count, desc, eq, inArray, like, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { images, portfolioImages, portfolioServiceTypes, portfolios, providers } from '../../db/schema/index.ts';
import { serviceTypes } from '../../db/schema/reference.ts';
import { AppError, FieldValidationError, notFound } from '../../plugins/errors.ts';
import { named, type PortfolioOwner, type PortfolioRow, portfolioAnswers } from './portfolio-answers.ts';
import { portfolioPath } from './portfolio-path.ts';

type PortfolioBody = z.output<typeof portfolioBodySchema>;

export type { PortfolioOwner };

/** The slug a title gives: lower-case ASCII words and dashes, `portfolio` when nothing is left. */
export function portfolioSlugBase(title: string): string {
  return slugify(title).slice(0, PORTFOLIO_SLUG_MAX).replace(/-+$/, '') || 'portfolio';
}

/** The provider's row locked: creations (the count limit) and slug choices of one provider queue behind each other. */
const lockProvider = (tx: Transaction, providerId: number) =>
  tx.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).for('update');

/** `base`, or `base-2`, `base-3`… the first not used by another portfolio of the provider. */
async function freeSlug(tx: Transaction, providerId: number, base: string, exceptId?: number): Promise<string> {
  const rows = await tx
    .select({ slug: portfolios.slug })
    .from(portfolios)
    .where(
      and(
        eq(portfolios.providerId, providerId),
        or(eq(portfolios.slug, base), like(portfolios.slug, `${base}-%`)),
        exceptId === undefined ? undefined : ne(portfolios.id, exceptId),
      ),
    );
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The portfolio through its owner (another provider's id is a 404), locked for the rest of the transaction when asked. */
async function owned(executor: Executor, providerId: number, id: number, lock = false): Promise<PortfolioRow> {
  const query = executor
    .select()
    .from(portfolios)
    .where(and(eq(portfolios.id, id), eq(portfolios.providerId, providerId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('portfolios.notFound');
  return row;
}

/** Positions 0, 1, 2… in the current order (after a removal, or a library deletion that left a gap). */
const renumber = (tx: Transaction, portfolioId: number) =>
  tx.execute(sql`update portfolio_images p set position = r.n - 1
    from (select image_id, row_number() over (order by position, image_id) as n from portfolio_images where portfolio_id = ${portfolioId}) r
    where p.portfolio_id = ${portfolioId} and p.image_id = r.image_id and p.position <> r.n - 1`);

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

  const touch = (tx: Transaction, id: number) =>
    tx.update(portfolios).set({ updatedAt: deps.clock() }).where(eq(portfolios.id, id));

  const views = (executor: Executor, rows: PortfolioRow[], owner: PortfolioOwner, locale: Locale) =>
    portfolioAnswers(executor, rows, owner, locale, deps);

  async function view(owner: PortfolioOwner, id: number, locale: Locale): Promise<Portfolio> {
    const [answer] = await views(db, [await owned(db, owner.providerId, id)], owner, locale);
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
    await db.transaction(async (tx) => {
      const row = await owned(tx, owner.providerId, id, true);
      await change(tx, row);
      await touch(tx, id);
    });
    return view(owner, id, locale);
  }

  /** The portfolio's image `imageId` (404 when it is not in the portfolio). */
  async function pictureOf(tx: Transaction, portfolioId: number, imageId: number) {
    const [picture] = await tx
      .select()
      .from(portfolioImages)
      .where(and(eq(portfolioImages.portfolioId, portfolioId), eq(portfolioImages.imageId, imageId)));
    if (!picture) throw notFound('portfolios.imageNotFound');
    return picture;
  }

  async function prestations(executor: Executor, portfolioId: number, locale: Locale) {
    const rows = await executor
      .select({ slug: serviceTypes.slug, names: serviceTypes.names })
      .from(portfolioServiceTypes)
      .innerJoin(serviceTypes, eq(serviceTypes.id, portfolioServiceTypes.serviceTypeId))
      .where(eq(portfolioServiceTypes.portfolioId, portfolioId))
      .orderBy(asc(serviceTypes.position), asc(serviceTypes.slug));
    return rows.map((row) => ({ slug: row.slug, name: named(row.names, locale) }));
  }

  return {
    /** Every portfolio of the provider, newest first. */
    async list(owner: PortfolioOwner, locale: Locale): Promise<Portfolio[]> {
      const rows = await db
        .select()
        .from(portfolios)
        .where(eq(portfolios.providerId, owner.providerId))
        .orderBy(desc(portfolios.createdAt), desc(portfolios.id));
      return views(db, rows, owner, locale);
    },

    get: view,

    /** A new unpublished portfolio; 409 beyond PORTFOLIOS_PER_PROVIDER_MAX (counted under the provider's lock). */
    async create(owner: PortfolioOwner, body: PortfolioBody, locale: Locale): Promise<Portfolio> {
      const id = await db.transaction(async (tx) => {
        await lockProvider(tx, owner.providerId);
        const [existing] = await tx.select({ n: count() }).from(portfolios).where(eq(portfolios.providerId, owner.providerId));
        if ((existing?.n ?? 0) >= PORTFOLIOS_PER_PROVIDER_MAX) {
          throw new AppError(409, 'portfolios.tooMany', {
            vars: { max: PORTFOLIOS_PER_PROVIDER_MAX },
            extra: { error_slug: 'too-many-portfolios' },
          });
        }
        const now = deps.clock();
        const [row] = await tx
          .insert(portfolios)
          .values({
            providerId: owner.providerId,
            title: body.title,
            slug: await freeSlug(tx, owner.providerId, portfolioSlugBase(body.title)),
            description: body.description ?? null,
            eventDate: body.eventDate ?? null,
            city: body.city ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: portfolios.id });
        if (!row) throw new Error('portfolio not inserted');
        return row.id;
      });
      return view(owner, id, locale);
    },

    /** Title, description, date, city (an absent optional field stays). The slug follows a new title only while unpublished. */
    async update(owner: PortfolioOwner, id: number, body: PortfolioBody, locale: Locale): Promise<Portfolio> {
      await db.transaction(async (tx) => {
        await lockProvider(tx, owner.providerId);
        const row = await owned(tx, owner.providerId, id, true);
        const slug =
          row.publishedAt === null && body.title !== row.title
            ? await freeSlug(tx, owner.providerId, portfolioSlugBase(body.title), id)
            : row.slug;
        await tx
          .update(portfolios)
          .set({
            title: body.title,
            slug,
            ...(body.description !== undefined ? { description: body.description } : {}),
            ...(body.eventDate !== undefined ? { eventDate: body.eventDate } : {}),
            ...(body.city !== undefined ? { city: body.city } : {}),
            updatedAt: deps.clock(),
          })
          .where(eq(portfolios.id, id));
      });
      return view(owner, id, locale);
    },

    /** The portfolio goes; its images stay in the library. */
    async remove(owner: PortfolioOwner, id: number): Promise<void> {
      const deleted = await db
        .delete(portfolios)
        .where(and(eq(portfolios.id, id), eq(portfolios.providerId, owner.providerId)))
        .returning({ id: portfolios.id });
      if (deleted.length === 0) throw notFound('portfolios.notFound');
    },

    /** Published from now (an already published portfolio keeps its date); 409 without a visible image. */
    publish: (owner: PortfolioOwner, id: number, locale: Locale) =>
      changing(owner, id, locale, async (tx, row) => {
        const [visible] = await tx
          .select({ n: count() })
          .from(portfolioImages)
          .innerJoin(images, eq(images.id, portfolioImages.imageId))
          .where(and(eq(portfolioImages.portfolioId, id), eq(images.isVisible, true)));
        if (!visible?.n) {
          throw new AppError(409, 'portfolios.publishNeedsVisibleImage', { extra: { error_slug: 'no-visible-image' } });
        }
        if (row.publishedAt === null) await tx.update(portfolios).set({ publishedAt: deps.clock() }).where(eq(portfolios.id, id));
      }),

    unpublish: (owner: PortfolioOwner, id: number, locale: Locale) =>
      changing(owner, id, locale, async (tx) => {
        await tx.update(portfolios).set({ publishedAt: null }).where(eq(portfolios.id, id));
      }),

    /**
     * Adds images of the provider's own library after the others (an image of another provider,
     * or none, is a 404 and adds nothing; one already there is left as it is). The first image of
     * a portfolio without a key image becomes its key image. 409 beyond PORTFOLIO_IMAGES_MAX.
     */
    addImages: (owner: PortfolioOwner, id: number, imageIds: number[], locale: Locale) =>
      changing(owner, id, locale, async (tx) => {
        const library = await tx
          .select({ id: images.id })
          .from(images)
          .where(and(eq(images.providerId, owner.providerId), inArray(images.id, imageIds)));
        if (library.length !== new Set(imageIds).size) throw notFound('media.imageNotFound');
        const present = await tx
          .select({ imageId: portfolioImages.imageId, isKey: portfolioImages.isKey, position: portfolioImages.position })
          .from(portfolioImages)
          .where(eq(portfolioImages.portfolioId, id));
        const there = new Set(present.map((picture) => picture.imageId));
        const added = [...new Set(imageIds)].filter((imageId) => !there.has(imageId));
        if (added.length === 0) return;
        if (present.length + added.length > PORTFOLIO_IMAGES_MAX) {
          throw new AppError(409, 'portfolios.tooManyImages', {
            vars: { max: PORTFOLIO_IMAGES_MAX },
            extra: { error_slug: 'too-many-images' },
          });
        }
        const hasKey = present.some((picture) => picture.isKey);
        const next = Math.max(-1, ...present.map((picture) => picture.position)) + 1;
        await tx
          .insert(portfolioImages)
          .values(
            added.map((imageId, index) => ({ portfolioId: id, imageId, position: next + index, isKey: !hasKey && index === 0 })),
          );
      }),

    /** Takes the image out of the portfolio (it stays in the library); a removed key image passes the key to the first image left. */
    removeImage: (owner: PortfolioOwner, id: number, imageId: number, locale: Locale) =>
      changing(owner, id, locale, async (tx) => {
        const [removed] = await tx
          .delete(portfolioImages)
          .where(and(eq(portfolioImages.portfolioId, id), eq(portfolioImages.imageId, imageId)))
          .returning();
        if (!removed) throw notFound('portfolios.imageNotFound');
        await renumber(tx, id);
        if (removed.isKey) await ensureKey(tx, id);
      }),

    /** The new order: exactly the portfolio's images, once each (400 naming `imageIds` otherwise). */
    reorder: (owner: PortfolioOwner, id: number, imageIds: number[], locale: Locale) =>
      changing(owner, id, locale, async (tx) => {
        const present = await tx
          .select({ imageId: portfolioImages.imageId })
          .from(portfolioImages)
          .where(eq(portfolioImages.portfolioId, id));
        const given = new Set(imageIds);
        if (
          given.size !== imageIds.length ||
          present.length !== imageIds.length ||
          present.some((picture) => !given.has(picture.imageId))
        ) {
          throw new FieldValidationError({ imageIds: 'validation.portfolioOrderInvalid' });
        }
        if (imageIds.length === 0) return;
        const values = sql.join(
          imageIds.map((imageId, position) => sql`(${imageId}::int, ${position}::int)`),
          sql`, `,
        );
        await tx.execute(
          sql`update portfolio_images set position = v.position from (values ${values}) as v(image_id, position)
              where portfolio_images.portfolio_id = ${id} and portfolio_images.image_id = v.image_id`,
        );
      }),

    /** The portfolio's caption of one of its images (null clears it). */
    caption: (owner: PortfolioOwner, id: number, imageId: number, caption: string | null, locale: Locale) =>
      changing(owner, id, locale, async (tx) => {
        await pictureOf(tx, id, imageId);
        await tx
          .update(portfolioImages)
          .set({ caption })
          .where(and(eq(portfolioImages.portfolioId, id), eq(portfolioImages.imageId, imageId)));
      }),

    /** Makes one of its images the key image; the previous key image loses it in the same transaction. */
    setKey: (owner: PortfolioOwner, id: number, imageId: number, locale: Locale) =>
      changing(owner, id, locale, async (tx) => {
        await pictureOf(tx, id, imageId);
        await tx
          .update(portfolioImages)
          .set({ isKey: false })
          .where(and(eq(portfolioImages.portfolioId, id), eq(portfolioImages.isKey, true)));
        await tx
          .update(portfolioImages)
          .set({ isKey: true })
          .where(and(eq(portfolioImages.portfolioId, id), eq(portfolioImages.imageId, imageId)));
      }),

    async prestations(owner: PortfolioOwner, id: number, locale: Locale) {
      await owned(db, owner.providerId, id);
      return prestations(db, id, locale);
    },

    /** Replaces the portfolio's prestations: known service-type slugs only (400 naming `prestations` otherwise). */
    async savePrestations(owner: PortfolioOwner, id: number, slugs: string[], locale: Locale) {
      await changing(owner, id, locale, async (tx) => {
        const wanted = [...new Set(slugs)];
        const known = wanted.length
          ? await tx.select({ id: serviceTypes.id }).from(serviceTypes).where(inArray(serviceTypes.slug, wanted))
          : [];
        if (known.length !== wanted.length) throw new FieldValidationError({ prestations: 'validation.unknownChoice' });
        await tx.delete(portfolioServiceTypes).where(eq(portfolioServiceTypes.portfolioId, id));
        if (known.length) {
          await tx.insert(portfolioServiceTypes).values(known.map((service) => ({ portfolioId: id, serviceTypeId: service.id })));
        }
      });
      return prestations(db, id, locale);
    },

    /** The public page's address, and whether it answers (published). */
    async url(owner: PortfolioOwner, id: number) {
      const row = await owned(db, owner.providerId, id);
      return {
        url: `${deps.wwwOrigin}${portfolioPath(owner.providerSlug, row.slug, deps.productWord)}`,
        published: row.publishedAt !== null,
      };
    },
  };
}

export type Portfolios = ReturnType<typeof createPortfolios>;

/** Gives the key to the first image (in order) when the portfolio has images and none is key. */
async function ensureKey(tx: Transaction, portfolioId: number) {
  await tx.execute(sql`update portfolio_images set is_key = true
    where portfolio_id = ${portfolioId}
      and image_id = (select image_id from portfolio_images where portfolio_id = ${portfolioId} order by position, image_id limit 1)
      and not exists (select 1 from portfolio_images where portfolio_id = ${portfolioId} and is_key)`);
}
