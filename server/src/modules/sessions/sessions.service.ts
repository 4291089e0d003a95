import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { TokenPair } from '@alliance/shared/auth';
import { REFRESH_TOKEN_TTL_DAYS } from '@alliance/shared/constants';
import type { Database, Executor } from '../../db/client.ts';
import type { AccessClaims } from '../../plugins/auth.ts';
import { createSessionsRepo } from './sessions.repo.ts';

export interface Subject {
  phone: string;
  userId: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Sessions: a short JWT plus an opaque refresh token, stored hashed, single use, rotated
 * within its family. Using a refresh token twice revokes the family (ARCHITECTURE.md).
 */
export function createSessionsService(deps: { db: Database; clock: () => Date; sign: (claims: AccessClaims) => string }) {
  const repo = createSessionsRepo();

  async function issue(executor: Executor, subject: Subject, familyId: string = randomUUID()): Promise<TokenPair> {
    const now = deps.clock();
    const refreshToken = randomBytes(32).toString('base64url');
    await repo.insert(executor, {
      familyId,
      tokenHash: hashToken(refreshToken),
      phone: subject.phone,
      userId: subject.userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * DAY_MS),
    });
    const claims: AccessClaims = {
      sub: subject.userId ? `user:${subject.userId}` : `phone:${subject.phone}`,
      phone: subject.phone,
      fid: familyId,
      ...(subject.userId ? { uid: subject.userId } : {}),
    };
    return { token: deps.sign(claims), refresh_token: refreshToken };
  }

  return {
    /** New tokens in a new family (a sign-in), inside the caller's transaction when given. */
    issue: (subject: Subject, executor: Executor = deps.db) => issue(executor, subject),

    /** Rotation; null when the token is unknown, expired, revoked or reused (then the family dies). */
    async refresh(refreshToken: string): Promise<TokenPair | null> {
      const tokenHash = hashToken(refreshToken);
      const now = deps.clock();
      const outcome = await deps.db.transaction(
        async (tx): Promise<{ tokens: TokenPair } | { revokeFamily: string | undefined }> => {
          // The conditional update is the single-use guard: of two concurrent refreshes one wins.
          const consumed = await repo.consume(tx, tokenHash, now);
          if (consumed && consumed.expiresAt > now) {
            return { tokens: await issue(tx, { phone: consumed.phone, userId: consumed.userId }, consumed.familyId) };
          }
          const known = consumed ?? (await repo.findByHash(tx, tokenHash));
          return { revokeFamily: known?.familyId };
        },
      );
      if ('tokens' in outcome) return outcome.tokens;
      // Reuse (or expiry) of a token of a family: revoke it all, outside the failed rotation.
      if (outcome.revokeFamily) await repo.revokeFamily(deps.db, outcome.revokeFamily, now);
      return null;
    },

    revokeFamily: (familyId: string) => repo.revokeFamily(deps.db, familyId, deps.clock()),

    /** Every session of an account ends (its phone changed), inside the caller's transaction. */
    revokeUser: (userId: number, executor: Executor) => repo.revokeUser(executor, userId, deps.clock()),

    /** Deletes every session of an account and of its phone (account deletion), inside the caller's transaction. */
    forgetUser: (userId: number, phone: string, executor: Executor) => repo.deleteUser(executor, userId, phone),
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
