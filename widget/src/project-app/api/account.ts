import { checkPhoneResponseSchema, verifyPhoneResponseSchema } from '@alliance/shared/auth';
import {
  deleteAccountResponseSchema,
  phoneChangeCheckResponseSchema,
  phoneChangeVerifyResponseSchema,
  updateProfileResponseSchema,
} from '@alliance/shared/couple-account';
import type { Locale } from '@alliance/shared/locale';
import { checkAccountResponseSchema } from '@alliance/shared/user';
import { withProofOfWork } from '../../api/calls.ts';
import type { Api } from '../../api/client.ts';

/** A busy phone or address gets a proof-of-work challenge (403): solved by a chunk loaded only then. */
const withWork = <T>(call: (altcha?: string) => Promise<T>) =>
  withProofOfWork(call, () => import('../../pow/solve.ts').then((m) => m.solveChallenge));

/** E-mail and interface language; the names never change (spec §5). */
export const updateProfile = (api: Api, body: { email?: string; locale?: Locale }) =>
  api.authed('project', 'post', 'api/update-profile', updateProfileResponseSchema, body);

/** Texts a code to the NEW number; the account keeps the old one until the code is proved. */
export const checkNewPhone = (api: Api, phone: string) =>
  withWork((altcha) =>
    api.authed('project', 'post', 'api/phone/check', phoneChangeCheckResponseSchema, {
      phone,
      altcha,
    }),
  );

/**
 * Moves the account to the proved number. The phone is inside the tokens, so the new pair the
 * answer carries is stored here, before anything else uses the old one.
 */
export async function verifyNewPhone(api: Api, phone: string, code: string) {
  const answer = await withWork((altcha) =>
    api.authed('project', 'post', 'api/phone/verify', phoneChangeVerifyResponseSchema, {
      phone,
      code,
      altcha,
    }),
  );
  if (answer.success && answer.token && answer.refresh_token) {
    api.tokens.save({ token: answer.token, refresh_token: answer.refresh_token });
  }
  return answer;
}

/** Texts a code to the CURRENT number: a phone change needs a recent proof of it (403 `recent-sign-in-required`). */
export const sendCurrentPhoneCode = (api: Api, phone: string) =>
  withWork((altcha) => api.open('project', 'post', 'api/check-phone', checkPhoneResponseSchema, { phone, altcha }));

/**
 * Proves the current number again and signs in afresh (verify-phone, then check-account with the
 * phone-only token). The new session replaces the stored one only once it is whole: a failure
 * halfway keeps the couple's previous tokens.
 */
export async function reconfirmCurrentPhone(api: Api, phone: string, code: string): Promise<void> {
  const proof = await withWork((altcha) =>
    api.open('project', 'post', 'api/verify-phone', verifyPhoneResponseSchema, {
      phone,
      code,
      altcha,
    }),
  );
  if (!proof.success || !proof.token || !proof.refresh_token) throw new Error(proof.error ?? '');
  const previous = api.tokens.read();
  api.tokens.save({ token: proof.token, refresh_token: proof.refresh_token });
  try {
    const signIn = await api.authed('project', 'post', 'api/check-account', checkAccountResponseSchema, {
      phone,
    });
    if (!signIn.hasAccount || !signIn.token || !signIn.refresh_token) throw new Error('');
    api.tokens.save({ token: signIn.token, refresh_token: signIn.refresh_token });
  } catch (failure) {
    if (previous.token && previous.refreshToken) api.tokens.save({ token: previous.token, refresh_token: previous.refreshToken });
    throw failure;
  }
}

// Logout is the header's call too: one implementation (revokes on the server, clears the tokens whatever happens).
export { logout } from './session.ts';

/** Deletes the personal data and withdraws the open requests, in one go on the server. */
export const deleteAccount = (api: Api) =>
  api.authed('project', 'post', 'api/account/delete', deleteAccountResponseSchema, { confirm: true });
