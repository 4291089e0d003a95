import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { TokenPair } from '@alliance/shared/auth';
import { REFRESH_REUSE_LEEWAY_SECONDS, REFRESH_TOKEN_TTL_DAYS, SESSION_MAX_LIFETIME_DAYS } from '@alliance/shared/constants';
import { LRUCache } from 'lru-cache';
import type { Database, Executor } from '../../db/client.ts';
import type { AccessClaims } from '../../plugins/auth.ts';
import { createSessionsRepo, type RefreshTokenRow } from './sessions.repo.ts';

/** Whose session: a couple (a proved phone, and its account once registered) or a provider account. */
export type Subject = { role: 'couple'; phone: string; userId: number | null } | { role: 'provider'; accountId: number };

const subjectOf = (row: RefreshTokenRow): Subject | undefined =>
  row.role === 'provider'
    ? row.providerAccountId === null
      ? undefined
      : { role: 'provider', accountId: row.providerAccountId }
    : row.phone === null
      ? undefined
      : { role: 'couple', phone: row.phone, userId: row.userId };

/** The access token's claims for a subject: the role is its audience. */
function claimsOf(subject: Subject, familyId: string, startedAt: Date): AccessClaims {
  const common = { fid: familyId, auth_time: Math.floor(startedAt.getTime() / 1000) };
  if (subject.role === 'provider')
    return { sub: `provider:${subject.accountId}`, aud: 'provider', uid: subject.accountId, ...common };
  return {
    sub: subject.userId ? `user:${subject.userId}` : `phone:${subject.phone}`,
    aud: 'couple',
    phone: subject.phone,
    ...(subject.userId ? { uid: subject.userId } : {}),
    ...common,
  };
}

/** The family a token continues: its id and the sign-in that started it. */
interface Family {
  familyId: string;
  startedAt: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How long this process trusts "this family is live" without asking the database. A logout in
 * this process is seen at once (the entry is dropped); in another process within this delay.
 */
export const LIVE_FAMILY_CACHE_MS = 5_000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Sessions: a short JWT plus an opaque refresh token, stored hashed, single use, rotated
 * within its family. Using a refresh token twice revokes the family (ARCHITECTURE.md), except
 * the token just rotated, within a few seconds (two tabs refreshing at once). A family ends
 * 90 days after its sign-in whatever its rotations.
 */
export function createSessionsService(deps: { db: Database; clock: () => Date; sign: (claims: AccessClaims) => string }) {
  const repo = createSessionsRepo();
  const liveFamilies = new LRUCache<string, true>({ max: 50_000, ttl: LIVE_FAMILY_CACHE_MS });

  const sessionEnd = (startedAt: Date) => new Date(startedAt.getTime() + SESSION_MAX_LIFETIME_DAYS * DAY_MS);

  async function issue(executor: Executor, subject: Subject, family?: Family): Promise<TokenPair> {
    const now = deps.clock();
    const { familyId, startedAt } = family ?? { familyId: randomUUID(), startedAt: now };
    const refreshToken = randomBytes(32).toString('base64url');
    const ttlEnd = new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * DAY_MS);
    const end = sessionEnd(startedAt);
    await repo.insert(executor, {
      familyId,
      tokenHash: hashToken(refreshToken),
      role: subject.role,
      ...(subject.role === 'couple'
        ? { phone: subject.phone, userId: subject.userId }
        : { providerAccountId: subject.accountId }),
      createdAt: now,
      sessionStartedAt: startedAt,
      expiresAt: ttlEnd < end ? ttlEnd : end,
    });
    return { token: deps.sign(claimsOf(subject, familyId, startedAt)), refresh_token: refreshToken };
  }

  /** The token just rotated, presented again within the leeway, and no later rotation in its family. */
  async function isLeewayReuse(executor: Executor, row: RefreshTokenRow, now: Date): Promise<boolean> {
    if (!row.usedAt || row.revokedAt || row.expiresAt <= now) return false;
    if (now.getTime() - row.usedAt.getTime() > REFRESH_REUSE_LEEWAY_SECONDS * 1000) return false;
    return !(await repo.usedSince(executor, row.familyId, row.usedAt));
  }

  async function revokeFamily(executor: Executor, familyId: string) {
    await repo.revokeFamily(executor, familyId, deps.clock());
    liveFamilies.delete(familyId);
  }

  return {
    /**
     * New tokens in a new family (a sign-in), inside the caller's transaction when given.
     * `signedInAt`: a family that continues an earlier sign-in (a hand-off to another host) keeps
     * its time, so it is no fresher a proof, nor longer lived, than the session it came from.
     */
    issue: (subject: Subject, executor: Executor = deps.db, signedInAt?: Date) =>
      issue(executor, subject, signedInAt ? { familyId: randomUUID(), startedAt: signedInAt } : undefined),

    /** Rotation; null when the token is unknown, expired, revoked or reused (then the family dies). */
    async refresh(refreshToken: string): Promise<TokenPair | null> {
      const tokenHash = hashToken(refreshToken);
      const now = deps.clock();
      const outcome = await deps.db.transaction(
        async (tx): Promise<{ tokens: TokenPair } | { revokeFamily: string | undefined }> => {
          // The conditional update is the single-use guard: of two concurrent refreshes one wins.
          const consumed = await repo.consume(tx, tokenHash, now);
          const row = consumed ?? (await repo.findByHash(tx, tokenHash));
          const subject = row && subjectOf(row);
          if (!row || !subject) return { revokeFamily: undefined };
          const live = row.expiresAt > now && sessionEnd(row.sessionStartedAt) > now;
          if (live && (consumed || (await isLeewayReuse(tx, row, now)))) {
            const family = { familyId: row.familyId, startedAt: row.sessionStartedAt };
            return { tokens: await issue(tx, subject, family) };
          }
          return { revokeFamily: row.familyId };
        },
      );
      if ('tokens' in outcome) return outcome.tokens;
      // Reuse (or expiry) of a token of a family: revoke it all, outside the failed rotation.
      if (outcome.revokeFamily) await revokeFamily(deps.db, outcome.revokeFamily);
      return null;
    },

    /**
     * Whether the access tokens of a family may still be used: false once it is revoked (logout,
     * reuse, a phone change), so a stolen access token dies with its session, not 15 minutes later.
     */
    async isFamilyLive(familyId: string): Promise<boolean> {
      if (liveFamilies.has(familyId)) return true;
      const live = await repo.isFamilyLive(deps.db, familyId);
      if (live) liveFamilies.set(familyId, true);
      return live;
    },

    /** Ends one session, inside the caller's transaction when given. */
    revokeFamily: (familyId: string, executor: Executor = deps.db) => revokeFamily(executor, familyId),

    /** Every session of a couple's account ends (its phone changed), inside the caller's transaction. */
    revokeUser: async (userId: number, executor: Executor) => {
      await repo.revokeUser(executor, userId, deps.clock());
      liveFamilies.clear();
    },

    /** Every session of a provider account ends (a password reset), but `keepFamily` (a password change keeps the caller's). */
    revokeProviderAccount: async (accountId: number, executor: Executor, keepFamily?: string) => {
      await repo.revokeProviderAccount(executor, accountId, deps.clock(), keepFamily);
      liveFamilies.clear();
    },

    /** Deletes every session of an account and of its phone (account deletion), inside the caller's transaction. */
    forgetUser: async (userId: number, phone: string, executor: Executor) => {
      await repo.deleteUser(executor, userId, phone);
      liveFamilies.clear();
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
