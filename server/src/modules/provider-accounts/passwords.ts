import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Passwords: argon2id (the library's defaults: 19 MiB, 2 passes, as OWASP recommends), hashed
 * and verified on libuv's thread pool, so a burst of logins never blocks the event loop.
 */
export const hashPassword = (password: string) => hash(password);

/** A hash to verify against when the e-mail has no account: both answers then take as long. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hash('decoy password never matched');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

// The bundled list of common passwords (zxcvbn's, ~30 000 entries), lower-cased once.
const COMMON = new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));

/**
 * The rules beyond the length (checked by the shared schema): i18n key of the refusal, or
 * undefined. Refused: a common password, or one containing the e-mail's local part.
 */
export function passwordProblem(password: string, email: string): string | undefined {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return 'validation.passwordCommon';
  const local = email.toLowerCase().split('@')[0] ?? '';
  if (local.length >= 3 && lower.includes(local)) return 'validation.passwordContainsEmail';
  return undefined;
}
