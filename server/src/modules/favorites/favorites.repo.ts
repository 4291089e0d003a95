import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { favorites, LISTED_PROVIDER, providers, users } from '../../db/schema/index.ts';

export type ToggleResult = { ok: true; favorite: boolean } | { ok: false; missing: 'user' | 'provider' };

export function createFavoritesRepo(db: Database) {
  const listOf = db
    .select({ publicId: providers.publicId })
    .from(favorites)
    .innerJoin(providers, eq(providers.id, favorites.providerId))
    .where(eq(favorites.userId, sql.placeholder('userId')))
    .orderBy(desc(favorites.createdAt), desc(favorites.providerId))
    .prepare('favorites_of_user');
  // The same list by internal id, what provider cards are loaded by; same order, same tie-break.
  const providerIdsOf = db
    .select({ providerId: favorites.providerId })
    .from(favorites)
    .where(eq(favorites.userId, sql.placeholder('userId')))
    .orderBy(desc(favorites.createdAt), desc(favorites.providerId))
    .prepare('favorite_provider_ids_of_user');

  return {
    /** The couple's favourite providers by public id, most recent first. */
    async list(userId: number): Promise<{ publicId: string }[]> {
      return listOf.execute({ userId });
    },

    /** The couple's favourite providers by internal id, most recent first. */
    async providerIds(userId: number): Promise<number[]> {
      return (await providerIdsOf.execute({ userId })).map((row) => row.providerId);
    },

    /**
     * Adds the provider to the couple's favourites, or removes it if it was one. The couple's row
     * is locked (`for no key update`: inserts referencing it are not blocked) so that toggles of
     * one couple run one after the other: 10 at once end where 10 in a row would, no error, no
     * duplicate. The insert keeps `on conflict do nothing` all the same.
     */
    async toggle(userId: number, providerPublicId: string, now: Date): Promise<ToggleResult> {
      return db.transaction(async (tx) => {
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
        if (!user) return { ok: false, missing: 'user' };
        const [provider] = await tx
          .select({ id: providers.id })
          .from(providers)
          .where(and(eq(providers.publicId, providerPublicId), LISTED_PROVIDER));
        if (!provider) return { ok: false, missing: 'provider' };
        const removed = await tx
          .delete(favorites)
          .where(and(eq(favorites.userId, userId), eq(favorites.providerId, provider.id)))
          .returning({ providerId: favorites.providerId });
        if (removed.length > 0) return { ok: true, favorite: false };
        await tx.insert(favorites).values({ userId, providerId: provider.id, createdAt: now }).onConflictDoNothing();
        return { ok: true, favorite: true };
      });
    },
  };
}

/** Forgets a couple's favourites (account deletion), inside the caller's transaction. */
export async function deleteFavoritesOf(executor: Executor, userId: number): Promise<void> {
  await executor.delete(favorites).where(eq(favorites.userId, userId));
}

export type FavoritesRepo = ReturnType<typeof createFavoritesRepo>;
