import type { Database, Executor, Transaction } from '../../db/client.ts';
import { AppError, FieldValidationError, notFound } from '../../plugins/errors.ts';
import { libraryImageCount, lockProvider, type OrderedItemsRepo, type ownedRecordsRepo } from './media-collection.repo.ts';

/*
 * The rules the providers' media collections share (PROVIDERS.md "Media"): the library's images
 * and the videos are ordered collections of the provider; portfolios and venues are records of
 * the provider, each with its own ordered collection of library images.
 */

/** 409 at a count limit: the limit in the message, a slug the admin tells the cases apart by. */
export const limitReached = (key: string, max: number, slug: string) =>
  new AppError(409, key, { vars: { max }, extra: { error_slug: slug } });

/** A 400 naming `invalid`'s field unless `given` is exactly the `present` ids, each once. */
export function checkOrder(given: number[], present: number[], invalid: Record<string, string>): void {
  const ids = new Set(given);
  if (ids.size !== given.length || present.length !== given.length || present.some((id) => !ids.has(id))) {
    throw new FieldValidationError(invalid);
  }
}

/** The new order of a provider's own collection (every item, each once), written under the provider's lock. */
export async function reorderOfProvider(
  db: Database,
  items: OrderedItemsRepo,
  providerId: number,
  order: number[],
  invalid: Record<string, string>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockProvider(tx, providerId);
    checkOrder(order, await items.ids(tx, providerId), invalid);
    await items.writeOrder(tx, providerId, order);
  });
}

/** The rules of a record's image collection (a portfolio's, a venue's). */
export interface ImageCollectionRules {
  items: OrderedItemsRepo;
  /** At most this many images in one record (409 `too-many-images`, message `tooMany`). */
  max: number;
  tooMany: string;
  /** The message of an image id the record does not hold. */
  notFound: string;
}

/**
 * Adds images of the provider's own library after the record's others (an image of another
 * provider, or none, is a 404 and adds nothing; one already there is left as it is); 409 beyond
 * the limit. `insert` writes the new ones from position `from`, in the order given. `closeGaps`:
 * the others renumbered first (a library deletion may have left a gap).
 */
export async function addLibraryImages(
  tx: Transaction,
  rules: ImageCollectionRules,
  added: { providerId: number; recordId: number; imageIds: number[]; closeGaps?: boolean },
  insert: (imageIds: number[], from: number) => Promise<void>,
): Promise<void> {
  const wanted = [...new Set(added.imageIds)];
  if ((await libraryImageCount(tx, added.providerId, wanted)) !== wanted.length) throw notFound('media.imageNotFound');
  const present = await rules.items.ids(tx, added.recordId);
  const fresh = wanted.filter((imageId) => !present.includes(imageId));
  if (fresh.length === 0) return;
  if (present.length + fresh.length > rules.max) throw limitReached(rules.tooMany, rules.max, 'too-many-images');
  if (added.closeGaps) await rules.items.writeOrder(tx, added.recordId, present);
  await insert(fresh, await rules.items.nextPosition(tx, added.recordId));
}

/** Takes the image out of the record (it stays in the library) and closes the gap it leaves. */
export async function removeImageOf(tx: Transaction, rules: ImageCollectionRules, recordId: number, imageId: number) {
  if (!(await rules.items.remove(tx, recordId, imageId))) throw notFound(rules.notFound);
  await rules.items.writeOrder(tx, recordId, await rules.items.ids(tx, recordId));
}

/** How a module reads and writes its records (portfolios, venues). */
export interface RecordsRepo<Row> extends ReturnType<typeof ownedRecordsRepo> {
  /** The provider's record `id`, locked for the rest of the transaction when asked. */
  owned(executor: Executor, providerId: number, id: number, lock: boolean): Promise<Row | undefined>;
  touch(executor: Executor, id: number, at: Date): Promise<unknown>;
}

/**
 * A provider's records, each through its owner (another provider's id is a 404), each multi-step
 * write in one transaction under the record's row lock (or the provider's, for a creation).
 */
export function ownedRecords<Row>(deps: {
  db: Database;
  clock: () => Date;
  repo: RecordsRepo<Row>;
  /** The message of an id the provider has no record of. */
  notFound: string;
  /** At most `max` records a provider (409 with `key` and `slug` beyond). */
  limit: { max: number; key: string; slug: string };
}) {
  const { db, repo } = deps;

  async function owned(executor: Executor, providerId: number, id: number, lock = false): Promise<Row> {
    const row = await repo.owned(executor, providerId, id, lock);
    if (!row) throw notFound(deps.notFound);
    return row;
  }

  return {
    owned,

    /** Runs `change` on the locked record and marks it updated, in one transaction. */
    async change(providerId: number, id: number, change: (tx: Transaction, row: Row) => Promise<void>): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await owned(tx, providerId, id, true);
        await change(tx, row);
        await repo.touch(tx, id, deps.clock());
      });
    },

    /** The id `insert` gives a new record, the limit counted under the provider's lock. */
    create(providerId: number, insert: (tx: Transaction, now: Date) => Promise<number>): Promise<number> {
      return db.transaction(async (tx) => {
        await lockProvider(tx, providerId);
        if ((await repo.count(tx, providerId)) >= deps.limit.max) {
          throw limitReached(deps.limit.key, deps.limit.max, deps.limit.slug);
        }
        return insert(tx, deps.clock());
      });
    },

    async remove(providerId: number, id: number): Promise<void> {
      if (!(await repo.remove(db, providerId, id))) throw notFound(deps.notFound);
    },
  };
}
