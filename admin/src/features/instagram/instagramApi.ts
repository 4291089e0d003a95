import { instagramAuthUrlResponseSchema, instagramStatusSchema } from '@alliance/shared/instagram';
import type { z } from 'zod';
import type { Api } from '../../../../widget/src/api/client.ts';

export type InstagramStatus = z.infer<typeof instagramStatusSchema>;
export const instagramKey = ['instagram'] as const;

export const instagramStatus = (api: Api) => api.authed('app', 'get', 'api/instagram/', instagramStatusSchema);
export const instagramAuthUrl = (api: Api) => api.authed('app', 'get', 'api/instagram/auth-url', instagramAuthUrlResponseSchema);
export const instagramToken = (api: Api, body: { code: string; state: string }) =>
  api.authed('app', 'post', 'api/instagram/token', instagramStatusSchema, body);
export const instagramRevoke = (api: Api) => api.authed('app', 'post', 'api/instagram/revoke', instagramStatusSchema);
