import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { AltchaChallenge } from '@alliance/shared/auth';
import {
  CODE_LENGTH,
  CODE_TTL_MINUTES,
  FOREIGN_TRIES_BEFORE_CHALLENGE,
  MAX_CODE_ATTEMPTS,
  MAX_FOREIGN_TRIES,
  MAX_SENDS_PER_10_MINUTES,
  MAX_SENDS_PER_24_HOURS,
  MAX_SENDS_PER_PHONE_PER_24_HOURS,
  RESEND_COUNTDOWN_SECONDS,
  SENDS_BEFORE_CHALLENGE,
} from '@alliance/shared/constants';
import type { Locale } from '@alliance/shared/locale';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { createPhoneCodesRepo } from './phone-verification.repo.ts';
import { createProofOfWork } from './proof-of-work.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/**
 * Past this share of the hourly SMS budget every sender does the proof-of-work first (issue 21,
 * security 8): a botnet of fresh addresses and phones would otherwise spend the whole budget and
 * lock every couple out; the work slows it down while couples still get their codes.
 */
const BUDGET_SHARE_BEFORE_CHALLENGE = 0.8;

/** A proof-of-work challenge to solve first; `failed` when the solution sent was wrong, stale or replayed. */
export type ChallengeOutcome = { ok: false; reason: 'challenge'; challenge: AltchaChallenge; failed: boolean };

export type SendOutcome =
  | { ok: true }
  | { ok: false; reason: 'too-soon'; retryAfter: number }
  | { ok: false; reason: 'too-many'; retryAfter: number }
  | { ok: false; reason: 'budget'; retryAfter: number }
  | ChallengeOutcome
  | { ok: false; reason: 'sms-failed' };

export type VerifyOutcome = { ok: true } | { ok: false; reason: 'invalid' | 'expired' | 'dead' } | ChallengeOutcome;

/** Who asks: the client address the limits count, and a proof-of-work solution if it has one. */
export interface Client {
  ip: string;
  altcha?: string | undefined;
}

/**
 * Phone codes (ARCHITECTURE.md security decisions): 6 digits from a CSPRNG, stored as an
 * HMAC, single use, valid 10 minutes. The send limits (60 s apart, 5 per 10 minutes, 10 per
 * 24 hours) and the 5 wrong tries count per phone AND client address, so a stranger cannot spend
 * a couple's sends or kill their code; across addresses the ceilings and the proof-of-work
 * challenges of shared/src/constants.ts apply, and every phone together stays under the hourly
 * SMS budget. Nothing here looks at accounts, so answers cannot tell whether a phone has one.
 */
export function createPhoneVerificationService(deps: {
  db: Database;
  clock: () => Date;
  secret: string;
  deliver: (phone: string, code: string, locale: Locale) => Promise<void>;
  /** Codes sent in the last hour, all phones together, beyond which every send is refused (past 80 %, challenged). */
  smsHourlyBudget: number;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Proof-of-work difficulty (tests lower it). */
  powMaxNumber?: number;
}) {
  const repo = createPhoneCodesRepo();
  const pow = createProofOfWork({ secret: `${deps.secret}:pow`, clock: deps.clock, maxNumber: deps.powMaxNumber });
  const hash = (phone: string, code: string) => createHmac('sha256', deps.secret).update(`${phone}:${code}`).digest();
  // Logged once an hour per process with the counts, not once per refused request.
  let budgetAlarm = { loggedAt: Number.NEGATIVE_INFINITY, refused: 0 };

  function budgetSpent(sent: number, now: Date) {
    budgetAlarm.refused += 1;
    if (now.getTime() - budgetAlarm.loggedAt < HOUR_MS) return;
    deps.log.error(
      { smsSentLastHour: sent, smsHourlyBudget: deps.smsHourlyBudget, refusedSinceLastAlarm: budgetAlarm.refused },
      'SMS hourly budget spent: every code send is refused until it frees up (SMS_HOURLY_BUDGET)',
    );
    budgetAlarm = { loggedAt: now.getTime(), refused: 0 };
  }

  const challenge = async (purpose: 'send' | 'verify', phone: string, failed: boolean): Promise<ChallengeOutcome> => ({
    ok: false,
    reason: 'challenge',
    challenge: await pow.challenge(purpose, phone),
    failed,
  });

  return {
    async sendCode(phone: string, client: Client, locale: Locale): Promise<SendOutcome> {
      const now = deps.clock();
      const since = (ms: number) => new Date(now.getTime() - ms);
      const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
      const reserved = await deps.db.transaction(async (tx) => {
        await repo.lockPhone(tx, phone);
        await repo.lockBudget(tx);
        const hour = await repo.allSendsSince(tx, since(HOUR_MS));
        if (hour.count >= deps.smsHourlyBudget) {
          budgetSpent(hour.count, now);
          const freesAt = (hour.oldest?.getTime() ?? now.getTime()) + HOUR_MS;
          return {
            ok: false as const,
            reason: 'budget' as const,
            retryAfter: Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)),
          };
        }
        // The spec's limits, per phone and client address.
        const day = await repo.sendsSince(tx, phone, since(24 * HOUR_MS), client.ip);
        if (day.last) {
          const waitMs = day.last.getTime() + RESEND_COUNTDOWN_SECONDS * 1000 - now.getTime();
          if (waitMs > 0) return { ok: false as const, reason: 'too-soon' as const, retryAfter: Math.ceil(waitMs / 1000) };
        }
        // A full window frees up when its oldest send ages out: that is the Retry-After.
        const tooMany = (first: Date | undefined, windowMs: number) => ({
          ok: false as const,
          reason: 'too-many' as const,
          retryAfter: Math.max(1, Math.ceil(((first?.getTime() ?? now.getTime()) + windowMs - now.getTime()) / 1000)),
        });
        if (day.count >= MAX_SENDS_PER_24_HOURS) return tooMany(day.first, 24 * HOUR_MS);
        const recent = await repo.sendsSince(tx, phone, since(10 * MINUTE_MS), client.ip);
        if (recent.count >= MAX_SENDS_PER_10_MINUTES) return tooMany(recent.first, 10 * MINUTE_MS);
        // Across addresses: a ceiling per phone, and work to do for a busy phone or address.
        const phoneDay = await repo.sendsSince(tx, phone, since(24 * HOUR_MS));
        if (phoneDay.count >= MAX_SENDS_PER_PHONE_PER_24_HOURS) return tooMany(phoneDay.first, 24 * HOUR_MS);
        const ipDay = await repo.sendsFromIpSince(tx, client.ip, since(24 * HOUR_MS));
        const budgetBusy = hour.count >= Math.ceil(deps.smsHourlyBudget * BUDGET_SHARE_BEFORE_CHALLENGE);
        if (budgetBusy || phoneDay.count >= SENDS_BEFORE_CHALLENGE || ipDay >= SENDS_BEFORE_CHALLENGE) {
          if (!client.altcha) return { ok: false as const, reason: 'needs-challenge' as const, failed: false };
          const redeemed = await pow.redeem(tx, client.altcha, 'send', phone);
          if (!redeemed) return { ok: false as const, reason: 'needs-challenge' as const, failed: true };
        }
        const id = await repo.insert(tx, {
          phone,
          codeHash: hash(phone, code).toString('base64url'),
          clientIp: client.ip,
          createdAt: now,
          expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * MINUTE_MS),
        });
        return { ok: true as const, id };
      });
      // Made outside the transaction: the budget's lock is held for counting and inserting only.
      if (!reserved.ok) return reserved.reason === 'needs-challenge' ? challenge('send', phone, reserved.failed) : reserved;
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
     * From the sender's address 5 wrong tries kill the code; from any other address they count for
     * that address only, need a challenge past the first few, and stop past MAX_FOREIGN_TRIES.
     */
    async verifyCode(phone: string, code: string, client: Client, executor: Executor = deps.db): Promise<VerifyOutcome> {
      const now = deps.clock();
      type Checked = Exclude<VerifyOutcome, ChallengeOutcome> | { ok: false; reason: 'needs-challenge'; failed: boolean };
      const checked = await executor.transaction(async (tx): Promise<Checked> => {
        await repo.lockPhone(tx, phone);
        const newest = await repo.newestFor(tx, phone, client.ip);
        if (!newest || newest.consumedAt) return { ok: false, reason: 'invalid' };
        if (newest.attempts >= MAX_CODE_ATTEMPTS) return { ok: false, reason: 'dead' };
        if (newest.expiresAt <= now) return { ok: false, reason: 'expired' };
        const fromSender = newest.clientIp === client.ip;
        if (!fromSender) {
          const tries = await repo.foreignTries(tx, newest.id, client.ip);
          if (tries.mine >= MAX_CODE_ATTEMPTS || tries.total >= MAX_FOREIGN_TRIES) return { ok: false, reason: 'dead' };
          // The code is compared only once the work is done: no free guesses.
          if (tries.total >= FOREIGN_TRIES_BEFORE_CHALLENGE) {
            if (!client.altcha) return { ok: false, reason: 'needs-challenge', failed: false };
            const redeemed = await pow.redeem(tx, client.altcha, 'verify', phone);
            if (!redeemed) return { ok: false, reason: 'needs-challenge', failed: true };
          }
          if (!timingSafeEqual(Buffer.from(newest.codeHash, 'base64url'), hash(phone, code))) {
            await repo.countForeignTry(tx, newest.id, client.ip);
            return { ok: false, reason: tries.mine + 1 >= MAX_CODE_ATTEMPTS ? 'dead' : 'invalid' };
          }
        } else if (!timingSafeEqual(Buffer.from(newest.codeHash, 'base64url'), hash(phone, code))) {
          await repo.countWrongAttempt(tx, newest.id);
          return { ok: false, reason: newest.attempts + 1 >= MAX_CODE_ATTEMPTS ? 'dead' : 'invalid' };
        }
        await repo.consume(tx, newest.id, now);
        return { ok: true };
      });
      return !checked.ok && checked.reason === 'needs-challenge' ? challenge('verify', phone, checked.failed) : checked;
    },
  };
}

export type PhoneVerificationService = ReturnType<typeof createPhoneVerificationService>;
