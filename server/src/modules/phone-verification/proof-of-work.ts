import { createHash, createHmac } from 'node:crypto';
import type { AltchaChallenge } from '@alliance/shared/auth';
import { POW_MAX_NUMBER, POW_TTL_SECONDS } from '@alliance/shared/constants';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Executor } from '../../db/client.ts';
import { createPhoneCodesRepo } from './phone-verification.repo.ts';

/** What a challenge is for: a send or a code try, for one phone (a solution serves nothing else). */
export type PowPurpose = 'send' | 'verify';

/**
 * Self-hosted proof of work (ALTCHA v1): challenges signed with an HMAC key derived from the
 * configured secret, bound to a purpose and a phone, valid POW_TTL_SECONDS, each solution accepted
 * once (remembered in the database, so every server process refuses a replay).
 */
export function createProofOfWork(deps: { secret: string; clock: () => Date; maxNumber?: number }) {
  const repo = createPhoneCodesRepo();
  const hmacKey = createHmac('sha256', deps.secret).update('altcha').digest('hex');
  // The phone is not written into the challenge: a keyed digest of it is enough to bind it.
  const scopeOf = (purpose: PowPurpose, phone: string) =>
    `${purpose}:${createHmac('sha256', hmacKey).update(phone).digest('base64url').slice(0, 16)}`;

  return {
    async challenge(purpose: PowPurpose, phone: string): Promise<AltchaChallenge> {
      const expires = new Date(deps.clock().getTime() + POW_TTL_SECONDS * 1000);
      const created = await createChallenge({
        algorithm: 'SHA-256',
        hmacKey,
        maxnumber: deps.maxNumber ?? POW_MAX_NUMBER,
        expires,
        params: { scope: scopeOf(purpose, phone) },
      });
      return {
        algorithm: 'SHA-256',
        challenge: created.challenge,
        maxnumber: created.maxnumber ?? POW_MAX_NUMBER,
        salt: created.salt,
        signature: created.signature,
      };
    },

    /**
     * True once for a genuine, unexpired solution of a challenge of this purpose and phone; inside
     * the caller's transaction (the spend rolls back with it).
     */
    async redeem(tx: Executor, solution: string, purpose: PowPurpose, phone: string): Promise<boolean> {
      let payload: { algorithm?: unknown; salt?: unknown };
      try {
        payload = JSON.parse(Buffer.from(solution, 'base64').toString('utf8'));
      } catch {
        return false;
      }
      if (payload?.algorithm !== 'SHA-256' || typeof payload.salt !== 'string') return false;
      // Expiry against the app's clock (altcha-lib's own check reads the wall clock).
      if (!(await verifySolution(solution, hmacKey, false))) return false;
      const params = extractParams(solution);
      const expiresAt = new Date(Number(params.expires) * 1000);
      const now = deps.clock();
      if (!(expiresAt > now) || params.scope !== scopeOf(purpose, phone)) return false;
      const saltHash = createHash('sha256').update(payload.salt).digest('base64url');
      return repo.spendSolution(tx, saltHash, expiresAt, now);
    },
  };
}

export type ProofOfWork = ReturnType<typeof createProofOfWork>;
