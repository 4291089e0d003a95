import type { TokenPair } from '@alliance/shared/auth';
import type { ProviderRegistration, ProviderUser } from '@alliance/shared/provider-accounts';
import type { Api } from '../../../../widget/src/api/client.ts';

/** The providers' account calls made before signing in (app host, PROVIDERS.md "Accounts"). */
export const login = (api: Api, body: { email: string; password: string }) =>
  api.open<TokenPair>('app', 'post', 'api/login_check', body);

export const register = (api: Api, body: ProviderRegistration) =>
  api.open<{ success: true }>('app', 'post', 'api/register/', body);

export const confirmRegistration = (api: Api, token: string) =>
  api.open<TokenPair & { success: true; alreadyConfirmed?: boolean; user: ProviderUser }>('app', 'post', 'api/register/confirm', {
    token,
  });

/** The link of an e-mail change (`/confirm-email/<token>` too). */
export const confirmEmailChange = (api: Api, token: string) =>
  api.open<{ success: true }>('app', 'post', 'api/account/confirm-email', { token });

export const requestReset = (api: Api, email: string) =>
  api.open<{ success: true }>('app', 'post', 'api/reset-password/request', { email });

export const resetPassword = (api: Api, token: string, password: string) =>
  api.open<{ success: true }>('app', 'post', 'api/reset-password/token', { token, password });

/** "Renvoyer l'e-mail de confirmation": always `{success:true}`, whether or not the address waits for one. */
export const resendConfirmation = (api: Api, email: string) =>
  api.open<{ success: true }>('app', 'post', 'api/register/resend-confirmation', { email });
