import { instagramAuthUrlResponseSchema, instagramStatusSchema } from '@alliance/shared/instagram';
import type { Api } from '@alliance/widget/api/client.ts';

export const instagramKey = ['instagram'] as const;

export const instagramStatus = (api: Api) => api.authed('app', 'get', 'api/instagram/', instagramStatusSchema);
export const instagramAuthUrl = (api: Api) => api.authed('app', 'get', 'api/instagram/auth-url', instagramAuthUrlResponseSchema);
export const instagramToken = (api: Api, body: { code: string; state: string }) =>
  api.authed('app', 'post', 'api/instagram/token', instagramStatusSchema, body);
export const instagramRevoke = (api: Api) => api.authed('app', 'post', 'api/instagram/revoke', instagramStatusSchema);
