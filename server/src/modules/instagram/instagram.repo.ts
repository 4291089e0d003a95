import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { providerInstagram } from '../../db/schema/index.ts';

/** The provider's connected Instagram account, if any. */
export async function instagramOf(executor: Executor, providerId: number) {
  const [row] = await executor
    .select({ username: providerInstagram.username })
    .from(providerInstagram)
    .where(eq(providerInstagram.providerId, providerId));
  return row;
}

/** Connects (or connects again) the provider's Instagram account. */
export async function saveInstagram(
  executor: Executor,
  providerId: number,
  values: Omit<typeof providerInstagram.$inferInsert, 'providerId'>,
): Promise<void> {
  await executor
    .insert(providerInstagram)
    .values({ providerId, ...values })
    .onConflictDoUpdate({ target: providerInstagram.providerId, set: values });
}

export async function deleteInstagram(executor: Executor, providerId: number): Promise<void> {
  await executor.delete(providerInstagram).where(eq(providerInstagram.providerId, providerId));
}
