import { availableParallelism } from 'node:os';
import { hash, type Options, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { createTurns } from '../../lib/turns.ts';

/**
 * At most this many hashes at once (one core left to the event loop): argon2 runs on libuv's
 * thread pool, and four threads hashing on a two-core machine would starve the requests that
 * need no hash. Extra sign-ins wait their turn instead.
 */
const inTurn = createTurns(Math.max(1, availableParallelism() - 1));

/**
 * argon2id's cost: the library's defaults (19 MiB, 2 passes, as OWASP recommends), or the tests'
 * (1 MiB, 1 pass: 0.4 ms a hash instead of 17, over the thousand accounts a test run makes).
 * Only the server tests' setup file (server/test/setup.ts) asks for it; a verification reads the
 * cost from the stored hash, whichever made it.
 */
const COSTS = { production: {}, test: { memoryCost: 1024, timeCost: 1 } } satisfies Record<string, Options>;
let cost: Options = COSTS.production;
export function setPasswordCost(name: keyof typeof COSTS): void {
  cost = COSTS[name];
}

/** Hashed and verified on libuv's thread pool, so a burst of logins never blocks the event loop. */
export const hashPassword = (password: string) => inTurn(() => hash(password, cost));

/** A hash to verify against when the e-mail has no account: both answers then take as long. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hash('decoy password never matched', cost);
    const decoyHash = await decoy;
    await inTurn(() => verify(decoyHash, password).catch(() => false));
    return false;
  }
  return inTurn(() => verify(passwordHash, password).catch(() => false));
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
