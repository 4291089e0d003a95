import type { TokenPair } from '@alliance/shared/auth';
import type { Locale } from '@alliance/shared/locale';
import type { User } from '@alliance/shared/user';
import type { Database, Executor } from '../../db/client.ts';
import type {
  ChallengeOutcome,
  Client,
  PhoneVerificationService,
  SendOutcome,
} from '../phone-verification/phone-verification.service.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import { createAccountsRepo } from './accounts.repo.ts';
import { toUser } from './accounts.service.ts';

export type PhoneChangeOutcome =
  | { ok: true; user: User; tokens: TokenPair }
  | { ok: false; reason: 'invalid' | 'expired' | 'dead' | 'taken' | 'gone' }
  | ChallengeOutcome;

/** Postgres' unique_violation, as postgres.js and PGlite report it (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (typeof e === 'object' && e !== null && 'code' in e ? e.code : undefined);
  return code(error) === '23505' || (error instanceof Error && code(error.cause) === '23505');
}

/**
 * A logged-in couple's own account (issue 6): profile, phone change, deletion. Deletion spans
 * several modules; each lends a step that runs inside this service's transaction, so nothing
 * is half-done and no module touches another's tables.
 */
export function createCoupleAccountService(deps: {
  db: Database;
  clock: () => Date;
  sessions: SessionsService;
  phoneVerification: PhoneVerificationService;
  /** Ids of all the couple's projects (projects module). */
  projectIdsOf: (userId: number, executor: Executor) => Promise<number[]>;
  /** Withdraws the open requests of those projects; answers how many (quote-requests module). */
  withdrawOpenRequests: (executor: Executor, projectIds: number[]) => Promise<number>;
  /** Forgets the couple's favourites (favorites module). */
  deleteFavorites: (executor: Executor, userId: number) => Promise<void>;
}) {
  const repo = createAccountsRepo();

  return {
    /** The account's e-mail (null: none, or the account is gone). */
    emailOf: async (userId: number): Promise<string | null> => (await repo.findById(deps.db, userId))?.email ?? null,

    /** Null when the account is gone (deleted meanwhile). */
    async updateProfile(userId: number, changes: { email?: string; locale?: Locale }): Promise<User | null> {
      const row = await repo.update(deps.db, userId, changes, deps.clock());
      return row ? toUser(row) : null;
    },

    /**
     * Texts a code to the new number with check-phone's limits. Whether the number belongs to
     * another account is not told here: only its owner, once the code is proved, learns it.
     */
    async sendPhoneChangeCode(
      currentPhone: string,
      phone: string,
      client: Client,
      locale: Locale,
    ): Promise<SendOutcome | { ok: false; reason: 'unchanged' }> {
      if (phone === currentPhone) return { ok: false, reason: 'unchanged' };
      return deps.phoneVerification.sendCode(phone, client, locale);
    },

    /**
     * Proves the code and moves the account to the new phone in one transaction: the old
     * sessions are revoked (their access tokens stop too: the phone no longer matches) and a
     * fresh pair is issued for the new phone. A wrong code still counts as a try.
     */
    async changePhone(userId: number, phone: string, code: string, client: Client): Promise<PhoneChangeOutcome> {
      try {
        return await deps.db.transaction(async (tx): Promise<PhoneChangeOutcome> => {
          const user = await repo.lockById(tx, userId);
          if (!user) return { ok: false, reason: 'gone' };
          const proved = await deps.phoneVerification.verifyCode(phone, code, client, tx);
          if (!proved.ok) return proved;
          const owner = await repo.findByPhone(tx, phone);
          if (owner && owner.id !== userId) return { ok: false, reason: 'taken' };
          const moved = await repo.update(tx, userId, { phone }, deps.clock());
          if (!moved) return { ok: false, reason: 'gone' };
          await deps.sessions.revokeUser(userId, tx);
          const tokens = await deps.sessions.issue({ role: 'couple', phone, userId }, tx);
          return { ok: true, user: toUser(moved), tokens };
        });
      } catch (error) {
        // Someone registered the number between our check and our update: the unique index refused it.
        if (isUniqueViolation(error)) return { ok: false, reason: 'taken' };
        throw error;
      }
    },

    /**
     * Deletes the account in one transaction: standing requests withdrawn (declined
     * ones stay as the providers' records), favourites and sessions deleted, the profile emptied
     * and the phone freed. The user row stays as an anonymous tombstone owning the projects,
     * whose snapshots the providers' leads keep. Null when the account is already gone.
     */
    async deleteAccount(userId: number): Promise<{ withdrawnRequests: number } | null> {
      return deps.db.transaction(async (tx) => {
        const user = await repo.lockById(tx, userId);
        if (!user?.phone) return null;
        const projectIds = await deps.projectIdsOf(userId, tx);
        const withdrawnRequests = await deps.withdrawOpenRequests(tx, projectIds);
        await deps.deleteFavorites(tx, userId);
        await deps.sessions.forgetUser(userId, user.phone, tx);
        await repo.anonymise(tx, userId, deps.clock());
        return { withdrawnRequests };
      });
    },
  };
}

export type CoupleAccountService = ReturnType<typeof createCoupleAccountService>;
