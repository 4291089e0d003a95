import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { providers } from './providers.ts';

/** A provider's connected Instagram account; the token is stored encrypted (AES-256-GCM). */
export const providerInstagram = pgTable('provider_instagram', {
  providerId: integer('provider_id')
    .primaryKey()
    .references(() => providers.id, { onDelete: 'cascade' }),
  instagramUserId: text('instagram_user_id').notNull(),
  username: text('username').notNull(),
  accessTokenSealed: text('access_token_sealed').notNull(),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull(),
});
