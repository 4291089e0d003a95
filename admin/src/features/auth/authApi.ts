import { successResponseSchema } from '@alliance/shared/answers';
import { confirmResponseSchema, loginResponseSchema, type ProviderRegistration } from '@alliance/shared/provider-accounts';
import type { Api } from '../../../../widget/src/api/client.ts';

/** The providers' account calls made before signing in (app host, PROVIDERS.md "Accounts"). */
export const login = (api: Api, body: { email: string; password: string }) =>
  api.open('app', 'post', 'api/login_check', loginResponseSchema, body);

export const register = (api: Api, body: ProviderRegistration) =>
  api.open('app', 'post', 'api/register/', successResponseSchema, body);

export const confirmRegistration = (api: Api, token: string) =>
  api.open('app', 'post', 'api/register/confirm', confirmResponseSchema, {
    token,
  });

/** The link of an e-mail change (`/confirm-email/<token>` too). */
export const confirmEmailChange = (api: Api, token: string) =>
  api.open('app', 'post', 'api/account/confirm-email', successResponseSchema, { token });

export const requestReset = (api: Api, email: string) =>
  api.open('app', 'post', 'api/reset-password/request', successResponseSchema, { email });

export const resetPassword = (api: Api, token: string, password: string) =>
  api.open('app', 'post', 'api/reset-password/token', successResponseSchema, { token, password });

/** "Renvoyer l'e-mail de confirmation": always `{success:true}`, whether or not the address waits for one. */
export const resendConfirmation = (api: Api, email: string) =>
  api.open('app', 'post', 'api/register/resend-confirmation', successResponseSchema, { email });
