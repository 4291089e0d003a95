import { z } from 'zod';
import * as mini from 'zod/mini';
import { providerCardSchema } from './providers.ts';

// zod/mini: answers the widget's and the directory's scripts parse (answers.ts says why).
/** A favourite provider of the directory, by the provider's public id (spec §3 Favorite). */
export const favoriteSchema = mini.object({ publicId: mini.uuid() });
export type Favorite = z.infer<typeof favoriteSchema>;

/** `GET /api/directory/favorites` (www host, logged-in couple), most recent first. */
export const favoritesResponseSchema = mini.object({
  success: mini.literal(true),
  data: mini.array(favoriteSchema),
});
export type FavoritesResponse = z.infer<typeof favoritesResponseSchema>;

/** `POST /api/directory/toggle-favorite` (www host, logged-in couple). */
export const toggleFavoriteBodySchema = z.strictObject({ publicId: z.uuid('validation.idInvalid') });
export type ToggleFavoriteBody = z.infer<typeof toggleFavoriteBodySchema>;
/** `favorite`: whether the provider is a favourite after this call. */
export const toggleFavoriteResponseSchema = mini.object({
  success: mini.literal(true),
  favorite: mini.boolean(),
});
export type ToggleFavoriteResponse = z.infer<typeof toggleFavoriteResponseSchema>;

/** `GET /api/favorites/planners` (project host, logged-in couple): the favourite providers as cards, most recent first. */
export const favoritePlannersResponseSchema = z.object({
  success: z.literal(true),
  prestataires: z.array(providerCardSchema),
});
export type FavoritePlannersResponse = z.infer<typeof favoritePlannersResponseSchema>;
