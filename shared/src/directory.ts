import { z } from 'zod';
import { providerCardSchema } from './providers.ts';

/** A favourite provider of the directory, by the provider's public id (spec §3 Favorite). */
export const favoriteSchema = z.object({ publicId: z.uuid() });
export type Favorite = z.infer<typeof favoriteSchema>;

/** `GET /api/directory/favorites` (www host, logged-in couple), most recent first. */
export const favoritesResponseSchema = z.object({ success: z.literal(true), data: z.array(favoriteSchema) });
export type FavoritesResponse = z.infer<typeof favoritesResponseSchema>;

/** `POST /api/directory/toggle-favorite` (www host, logged-in couple). */
export const toggleFavoriteBodySchema = z.strictObject({ publicId: z.uuid('validation.idInvalid') });
export type ToggleFavoriteBody = z.infer<typeof toggleFavoriteBodySchema>;
/** `favorite`: whether the provider is a favourite after this call. */
export const toggleFavoriteResponseSchema = z.object({ success: z.literal(true), favorite: z.boolean() });
export type ToggleFavoriteResponse = z.infer<typeof toggleFavoriteResponseSchema>;

/** `GET /api/favorites/planners` (project host, logged-in couple): the favourite providers as cards, most recent first. */
export const favoritePlannersResponseSchema = z.object({ success: z.literal(true), prestataires: z.array(providerCardSchema) });
export type FavoritePlannersResponse = z.infer<typeof favoritePlannersResponseSchema>;
