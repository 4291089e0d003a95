import type { TokenPair } from '@alliance/shared/auth';
import type { Locale } from '@alliance/shared/locale';
import type { User } from '@alliance/shared/user';
import type { Api } from '../../api/client.ts';

/** E-mail and interface language; the names never change (spec §5). */
export const updateProfile = (api: Api, body: { email?: string; locale?: Locale }) =>
  api.authed<{ success: true; user: User }>('project', 'post', 'api/update-profile', body);

/** Texts a code to the NEW number; the account keeps the old one until the code is proved. */
export const checkNewPhone = (api: Api, phone: string) =>
  api.authed<{ success: boolean; error?: string; retryAfter?: number }>('project', 'post', 'api/phone/check', { phone });

/**
 * Moves the account to the proved number. The phone is inside the tokens, so the new pair the
 * answer carries is stored here, before anything else uses the old one.
 */
export async function verifyNewPhone(api: Api, phone: string, code: string) {
  const answer = await api.authed<{ success: boolean; error?: string; user?: User } & Partial<TokenPair>>(
    'project',
    'post',
    'api/phone/verify',
    { phone, code },
  );
  if (answer.success && answer.token && answer.refresh_token) {
    api.tokens.save({ token: answer.token, refresh_token: answer.refresh_token });
  }
  return answer;
}

// Logout is the header's call too: one implementation (revokes on the server, clears the tokens whatever happens).
export { logout } from './session.ts';

/** Deletes the personal data and withdraws the open requests, in one go on the server. */
export const deleteAccount = (api: Api) =>
  api.authed<{ success: true; withdrawnRequests: number }>('project', 'post', 'api/account/delete', { confirm: true });
