import type { instagramAuthUrlResponseSchema, instagramStatusSchema } from '@alliance/shared/instagram';
import type { z } from 'zod';
import type { Api } from '../../../../widget/src/api/client.ts';

export type InstagramStatus = z.infer<typeof instagramStatusSchema>;
export const instagramKey = ['instagram'] as const;

export const instagramStatus = (api: Api) => api.authed<InstagramStatus>('app', 'get', 'api/instagram/');
export const instagramAuthUrl = (api: Api) =>
  api.authed<z.infer<typeof instagramAuthUrlResponseSchema>>('app', 'get', 'api/instagram/auth-url');
export const instagramToken = (api: Api, body: { code: string; state: string }) =>
  api.authed<InstagramStatus>('app', 'post', 'api/instagram/token', body);
export const instagramRevoke = (api: Api) => api.authed<InstagramStatus>('app', 'post', 'api/instagram/revoke');
