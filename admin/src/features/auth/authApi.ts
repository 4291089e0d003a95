import type { ProviderRegistration } from '@alliance/shared/provider-accounts';
import type { Api } from '@alliance/widget/api/client.ts';

/**
 * The answers' schemas, loaded with their calls (client.ts, SchemaLoader): the sign-in page's first
 * load holds these calls and carries no zod.
 */
const answerSchema = {
  login: () => import('@alliance/shared/provider-accounts').then((m) => m.loginResponseSchema),
  confirm: () => import('@alliance/shared/provider-accounts').then((m) => m.confirmResponseSchema),
  success: () => import('@alliance/shared/answers').then((m) => m.successResponseSchema),
};

/** The providers' account calls made before signing in (app host, PROVIDERS.md "Accounts"). */
export const login = (api: Api, body: { email: string; password: string }) =>
  api.open('app', 'post', 'api/login_check', answerSchema.login, body);

export const register = (api: Api, body: ProviderRegistration) =>
  api.open('app', 'post', 'api/register/', answerSchema.success, body);

export const confirmRegistration = (api: Api, token: string) =>
  api.open('app', 'post', 'api/register/confirm', answerSchema.confirm, {
    token,
  });

/** The link of an e-mail change (`/confirm-email/<token>` too). */
export const confirmEmailChange = (api: Api, token: string) =>
  api.open('app', 'post', 'api/account/confirm-email', answerSchema.success, { token });

export const requestReset = (api: Api, email: string) =>
  api.open('app', 'post', 'api/reset-password/request', answerSchema.success, { email });

export const resetPassword = (api: Api, token: string, password: string) =>
  api.open('app', 'post', 'api/reset-password/token', answerSchema.success, { token, password });

/** "Renvoyer l'e-mail de confirmation": always `{success:true}`, whether or not the address waits for one. */
export const resendConfirmation = (api: Api, email: string) =>
  api.open('app', 'post', 'api/register/resend-confirmation', answerSchema.success, { email });
