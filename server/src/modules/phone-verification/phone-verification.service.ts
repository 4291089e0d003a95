import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  CODE_LENGTH,
  CODE_TTL_MINUTES,
  MAX_CODE_ATTEMPTS,
  MAX_SENDS_PER_10_MINUTES,
  MAX_SENDS_PER_24_HOURS,
  RESEND_COUNTDOWN_SECONDS,
} from '@alliance/shared/constants';
import type { Locale } from '@alliance/shared/locale';
import type { Database, Executor } from '../../db/client.ts';
import { createPhoneCodesRepo } from './phone-verification.repo.ts';

const MINUTE_MS = 60_000;

export type SendOutcome =
  | { ok: true }
  | { ok: false; reason: 'too-soon'; retryAfter: number }
  | { ok: false; reason: 'too-many' }
  | { ok: false; reason: 'sms-failed' };

export type VerifyOutcome = { ok: true } | { ok: false; reason: 'invalid' | 'expired' | 'dead' };

/**
 * Phone codes (ARCHITECTURE.md security decisions): 6 digits from a CSPRNG, stored as an
 * HMAC, single use, valid 10 minutes, dead after 5 wrong tries; sends at least 60 s apart,
 * at most 5 per 10 minutes and 10 per 24 hours per phone. Nothing here looks at accounts,
 * so answers cannot tell whether a phone has one.
 */
export function createPhoneVerificationService(deps: {
  db: Database;
  clock: () => Date;
  secret: string;
  deliver: (phone: string, code: string, locale: Locale) => Promise<void>;
}) {
  const repo = createPhoneCodesRepo();
  const hash = (phone: string, code: string) => createHmac('sha256', deps.secret).update(`${phone}:${code}`).digest();

  return {
    async sendCode(phone: string, clientIp: string, locale: Locale): Promise<SendOutcome> {
      const now = deps.clock();
      const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
      const reserved = await deps.db.transaction(async (tx) => {
        await repo.lockPhone(tx, phone);
        const day = await repo.sendsSince(tx, phone, new Date(now.getTime() - 24 * 60 * MINUTE_MS));
        if (day.last) {
          const waitMs = day.last.getTime() + RESEND_COUNTDOWN_SECONDS * 1000 - now.getTime();
          if (waitMs > 0) return { ok: false as const, reason: 'too-soon' as const, retryAfter: Math.ceil(waitMs / 1000) };
        }
        const recent = await repo.sendsSince(tx, phone, new Date(now.getTime() - 10 * MINUTE_MS));
        if (recent.count >= MAX_SENDS_PER_10_MINUTES || day.count >= MAX_SENDS_PER_24_HOURS) {
          return { ok: false as const, reason: 'too-many' as const };
        }
        const id = await repo.insert(tx, {
          phone,
          codeHash: hash(phone, code).toString('base64url'),
          clientIp,
          createdAt: now,
          expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * MINUTE_MS),
        });
        return { ok: true as const, id };
      });
      if (!reserved.ok) return reserved;
      try {
        await deps.deliver(phone, code, locale);
        return { ok: true };
      } catch {
        // Not delivered: the send must neither count against the couple's limits nor stay usable.
        if (reserved.id !== undefined) await repo.remove(deps.db, reserved.id);
        return { ok: false, reason: 'sms-failed' };
      }
    },

    /**
     * Inside the caller's transaction when given (a savepoint: a phone change proves the code and
     * moves the account as one unit); a wrong try is counted unless that transaction rolls back.
     */
    async verifyCode(phone: string, code: string, executor: Executor = deps.db): Promise<VerifyOutcome> {
      const now = deps.clock();
      return executor.transaction(async (tx) => {
        await repo.lockPhone(tx, phone);
        const newest = await repo.newest(tx, phone);
        if (!newest || newest.consumedAt) return { ok: false, reason: 'invalid' };
        if (newest.attempts >= MAX_CODE_ATTEMPTS) return { ok: false, reason: 'dead' };
        if (newest.expiresAt <= now) return { ok: false, reason: 'expired' };
        const expected = Buffer.from(newest.codeHash, 'base64url');
        if (!timingSafeEqual(expected, hash(phone, code))) {
          await repo.countWrongAttempt(tx, newest.id);
          return { ok: false, reason: newest.attempts + 1 >= MAX_CODE_ATTEMPTS ? 'dead' : 'invalid' };
        }
        await repo.consume(tx, newest.id, now);
        return { ok: true };
      });
    },
  };
}

export type PhoneVerificationService = ReturnType<typeof createPhoneVerificationService>;
