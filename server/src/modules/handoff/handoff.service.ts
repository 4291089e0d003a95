import { createHash, randomBytes } from 'node:crypto';
import type { TokenPair } from '@alliance/shared/auth';
import { HANDOFF_TTL_SECONDS } from '@alliance/shared/constants';
import type { Database } from '../../db/client.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import { createHandoffRepo } from './handoff.repo.ts';

const hashCode = (code: string) => createHash('sha256').update(code).digest('base64url');

/** The logged-in couple asking for a code, as the access token names them. */
export interface HandoffOwner {
  userId: number;
  phone: string;
  signedInAt: Date;
}

/**
 * Hand-off codes: the widget asks for one for its signed-in couple, the couples' app redeems it
 * once, within 60 seconds, for a session family of its own (the widget keeps its session).
 */
export function createHandoffService(deps: { db: Database; clock: () => Date; sessions: SessionsService }) {
  const repo = createHandoffRepo();
  return {
    async create(owner: HandoffOwner): Promise<string> {
      const now = deps.clock();
      // 256 bits from the CSPRNG: unguessable, so the rate limit only has abuse to stop.
      const code = randomBytes(32).toString('base64url');
      await deps.db.transaction(async (tx) => {
        await repo.sweepExpired(tx, now);
        await repo.insert(tx, {
          codeHash: hashCode(code),
          userId: owner.userId,
          phone: owner.phone,
          sessionStartedAt: owner.signedInAt,
          createdAt: now,
          expiresAt: new Date(now.getTime() + HANDOFF_TTL_SECONDS * 1000),
        });
      });
      return code;
    },

    /** A new session for the code's couple, or null when the code is unknown, used or expired. */
    async redeem(code: string): Promise<TokenPair | null> {
      const now = deps.clock();
      return deps.db.transaction(async (tx) => {
        const handoff = await repo.consume(tx, hashCode(code), now);
        if (!handoff) return null;
        return deps.sessions.issue(
          { role: 'couple', phone: handoff.phone, userId: handoff.userId },
          tx,
          handoff.sessionStartedAt,
        );
      });
    },
  };
}

export type HandoffService = ReturnType<typeof createHandoffService>;
