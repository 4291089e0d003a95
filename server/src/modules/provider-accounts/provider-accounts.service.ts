import { createHash, randomBytes } from 'node:crypto';
import type { CountryCode } from '@alliance/shared/countries';
import { type Locale, toLocale } from '@alliance/shared/locale';
import {
  EMAIL_CONFIRMATION_TTL_HOURS,
  LOGIN_FAILURE_WINDOW_MINUTES,
  MAX_CONFIRMATION_MAILS_PER_HOUR,
  MAX_LOGIN_FAILURES_PER_EMAIL,
  MAX_LOGIN_FAILURES_PER_IP,
  MAX_RESET_MAILS_PER_HOUR,
  PASSWORD_RESET_TTL_HOURS,
  type ProviderAuthError,
  type ProviderRegistration,
  type ProviderUser,
} from '@alliance/shared/provider-accounts';
import { slugify } from '@alliance/shared/text';
import { LRUCache } from 'lru-cache';
import type { Database, Executor } from '../../db/client.ts';
import { translator } from '../../i18n/index.ts';
import { AppError, FieldValidationError } from '../../plugins/errors.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import { LIVE_FAMILY_CACHE_MS, type SessionsService } from '../sessions/sessions.service.ts';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts';
import {
  type AccountRow,
  createProviderAccountsRepo,
  prepareProviderOfAccount,
  type TokenPurpose,
} from './provider-accounts.repo.ts';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new single-use link token of this purpose, stored hashed; the raw token goes in the mail only. */
export async function newLinkToken(
  repo: ReturnType<typeof createProviderAccountsRepo>,
  tx: Executor,
  now: Date,
  accountId: number,
  purpose: TokenPurpose,
  ttlHours: number,
  newEmail?: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repo.insertToken(tx, {
    accountId,
    purpose,
    tokenHash: hashToken(token),
    newEmail,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlHours * HOUR_MS),
  });
  return token;
}

/** A refusal the admin acts on: `error` is the code, `message` the translated text. */
const refusal = (status: number, code: ProviderAuthError, key: string) => new AppError(status, key, { code });

/** Where the request came: the links in the mails point at this domain's app host. */
export interface Origin {
  appOrigin: string;
  country: CountryCode;
  locale: Locale;
}

export function userOf(row: AccountRow): ProviderUser {
  return {
    email: row.email ?? '',
    firstname: row.firstname ?? '',
    lastname: row.lastname ?? '',
    phone: row.phone,
    phoneVerified: row.phoneVerified,
    locale: toLocale(row.locale) ?? 'fr',
    emailConfirmed: row.emailConfirmedAt !== null,
  };
}

/**
 * Provider accounts (PROVIDERS.md "Accounts"): registration with a confirmed e-mail, sign-in
 * with the login limits, password reset. Answers never tell whether an e-mail has an account;
 * every change and the mail announcing it are one transaction (the mail outbox).
 */
export function createProviderAccountsService(deps: {
  db: Database;
  clock: () => Date;
  sessions: SessionsService;
  mail: MailOutbox;
}) {
  // Prepared: every provider call asks it (the auth hook), so it is parsed and planned once.
  const providerOfAccount = prepareProviderOfAccount(deps.db);
  // Every provider call asks it: trusted as long as the session check trusts a live session
  // (sessions.service.ts), since a closed account's sessions are revoked in its transaction and
  // that check then refuses its tokens. The link itself never changes.
  const providerOfAccountCache = new LRUCache<number, number>({ max: 50_000, ttl: LIVE_FAMILY_CACHE_MS });
  const repo = createProviderAccountsRepo();

  const newToken = (tx: Executor, accountId: number, purpose: TokenPurpose, ttlHours: number) =>
    newLinkToken(repo, tx, deps.clock(), accountId, purpose, ttlHours);

  function mail(to: string, locale: Locale, name: 'providerConfirm' | 'providerExists' | 'providerReset', link: string) {
    const t = translator(locale);
    return {
      to,
      subject: t(`mail.${name}.subject`),
      text: `${t(`mail.${name}.body`)}\n\n${link}\n`,
      topic: `provider-account:${name}:${to}`,
    };
  }

  function checkPassword(password: string, email: string) {
    const problem = passwordProblem(password, email);
    if (problem) throw new FieldValidationError({ password: problem });
  }

  /** A reset link for an existing account, unless 3 were mailed within the hour. */
  async function resetLink(tx: Executor, account: AccountRow, origin: Origin): Promise<string | undefined> {
    const sent = await repo.tokensSince(tx, account.id, 'reset-password', new Date(deps.clock().getTime() - HOUR_MS));
    if (sent >= MAX_RESET_MAILS_PER_HOUR) return undefined;
    const token = await newToken(tx, account.id, 'reset-password', PASSWORD_RESET_TTL_HOURS);
    return `${origin.appOrigin}/reset-password/${token}`;
  }

  return {
    /**
     * 202 whatever happens: a new e-mail gets its account (unpublished provider included) and a
     * confirmation link; an e-mail that has an account gets a mail saying so, with a reset link.
     * The password is hashed in both cases, so both take as long.
     */
    async register(body: ProviderRegistration, origin: Origin): Promise<void> {
      checkPassword(body.password, body.email);
      const passwordHash = await hashPassword(body.password);
      const locale = body.locale ?? origin.locale;
      await deps.db.transaction(async (tx) => {
        await repo.lockEmail(tx, body.email);
        const existing = await repo.byEmail(tx, body.email);
        if (existing) {
          const link = await resetLink(tx, existing, origin);
          const accountLocale = toLocale(existing.locale) ?? locale;
          if (link) await deps.mail.enqueue(tx, mail(body.email, accountLocale, 'providerExists', link));
          return;
        }
        const providerId = await repo.insertProvider(tx, {
          slug: `${slugify(body.companyName) || 'prestataire'}-${randomBytes(3).toString('hex')}`,
          name: body.companyName,
          email: body.email,
          countryCode: body.countryCode ?? origin.country,
          city: '',
          cp: '',
          locale,
        });
        const account = await repo.insertAccount(tx, {
          email: body.email,
          passwordHash,
          firstname: body.firstname,
          lastname: body.lastname,
          locale,
          providerId,
        });
        const token = await newToken(tx, account.id, 'confirm-email', EMAIL_CONFIRMATION_TTL_HOURS);
        await deps.mail.enqueue(tx, mail(body.email, locale, 'providerConfirm', `${origin.appOrigin}/confirm-email/${token}`));
      });
      deps.mail.kick();
    },

    /**
     * The confirmation link: the e-mail is proved and the provider signed in. A link of an account
     * already confirmed (clicked twice, or an older one after a resend) says so and, within its 24
     * hours, signs in all the same: whoever reads the mailbox could reset the password anyway. A
     * password reset or change expires every confirmation link (see `resetPassword`).
     */
    async confirm(token: string) {
      return deps.db.transaction(async (tx) => {
        const now = deps.clock();
        const tokenHash = hashToken(token);
        const used = await repo.consumeToken(tx, tokenHash, 'confirm-email', now);
        const spent = used ? undefined : await repo.findToken(tx, tokenHash, 'confirm-email');
        const account = await repo.byId(tx, (used ?? spent)?.accountId ?? 0);
        if (!account || (spent && !account.emailConfirmedAt)) throw refusal(400, 'token-invalid', 'providerAuth.tokenInvalid');
        if (spent && spent.expiresAt <= now) throw refusal(400, 'already-confirmed', 'providerAuth.alreadyConfirmed');
        const alreadyConfirmed = account.emailConfirmedAt !== null;
        await repo.updateAccount(tx, account.id, { emailConfirmedAt: account.emailConfirmedAt ?? now, updatedAt: now });
        await repo.touchLogin(tx, account.providerId, now);
        const tokens = await deps.sessions.issue({ role: 'provider', accountId: account.id }, tx);
        return {
          success: true as const,
          alreadyConfirmed,
          user: userOf({ ...account, emailConfirmedAt: account.emailConfirmedAt ?? now }),
          ...tokens,
        };
      });
    },

    /**
     * `login_check`: a wrong e-mail and a wrong password answer alike (status, body, time); the
     * unconfirmed e-mail is told only to whoever knows the password. 5 failures per e-mail per
     * 15 minutes, or 30 per address, then 429 with the seconds left.
     */
    async login(email: string, password: string, clientIp: string) {
      const now = deps.clock();
      const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MINUTES * MINUTE_MS);
      const failures = await repo.failuresSince(deps.db, email, clientIp, windowStart);
      const blockedUntil = [
        failures.byEmail >= MAX_LOGIN_FAILURES_PER_EMAIL ? failures.oldestByEmail : undefined,
        failures.byIp >= MAX_LOGIN_FAILURES_PER_IP ? failures.oldestByIp : undefined,
      ]
        .filter((at): at is Date => at !== undefined)
        .map((at) => at.getTime() + LOGIN_FAILURE_WINDOW_MINUTES * MINUTE_MS);
      if (blockedUntil.length > 0) {
        const retryAfter = Math.max(1, Math.ceil((Math.max(...blockedUntil) - now.getTime()) / 1000));
        throw new AppError(429, 'providerAuth.tooManyFailures', {
          vars: { seconds: retryAfter },
          retryAfter,
          extra: { retryAfter },
        });
      }
      const account = email ? await repo.byEmail(deps.db, email) : undefined;
      const valid = await verifyPassword(account?.passwordHash, password);
      if (!account || !valid) {
        await repo.recordFailure(deps.db, email, clientIp, now);
        throw refusal(401, 'invalid-credentials', 'providerAuth.invalidCredentials');
      }
      if (!account.emailConfirmedAt) throw refusal(401, 'email-not-confirmed', 'providerAuth.emailNotConfirmed');
      return deps.db.transaction(async (tx) => {
        await repo.touchLogin(tx, account.providerId, now);
        return deps.sessions.issue({ role: 'provider', accountId: account.id }, tx);
      });
    },

    /**
     * "Renvoyer l'e-mail de confirmation": always answered alike. An account whose e-mail is not
     * confirmed yet gets a new link, at most 3 confirmation mails an hour (the first included);
     * the older links keep working until their 24 hours are over.
     */
    async resendConfirmation(email: string, origin: Origin): Promise<void> {
      await deps.db.transaction(async (tx) => {
        await repo.lockEmail(tx, email);
        const account = await repo.byEmail(tx, email);
        if (!account || account.emailConfirmedAt) return;
        const sent = await repo.tokensSince(tx, account.id, 'confirm-email', new Date(deps.clock().getTime() - HOUR_MS));
        if (sent >= MAX_CONFIRMATION_MAILS_PER_HOUR) return;
        const token = await newToken(tx, account.id, 'confirm-email', EMAIL_CONFIRMATION_TTL_HOURS);
        const locale = toLocale(account.locale) ?? origin.locale;
        await deps.mail.enqueue(tx, mail(email, locale, 'providerConfirm', `${origin.appOrigin}/confirm-email/${token}`));
      });
      deps.mail.kick();
    },

    /** Always answered alike; an existing account gets a reset link (at most 3 an hour). */
    async requestReset(email: string, origin: Origin): Promise<void> {
      await deps.db.transaction(async (tx) => {
        await repo.lockEmail(tx, email);
        const account = await repo.byEmail(tx, email);
        if (!account) return;
        const link = await resetLink(tx, account, origin);
        if (link) await deps.mail.enqueue(tx, mail(email, toLocale(account.locale) ?? origin.locale, 'providerReset', link));
      });
      deps.mail.kick();
    },

    /** A new password from a reset link: every session of the account ends, every other reset link dies. */
    async resetPassword(token: string, password: string): Promise<void> {
      const now = deps.clock();
      const tokenHash = hashToken(token);
      // Read first (the password rules need the account's e-mail), then consumed in the transaction.
      const account = await deps.db.transaction(async (tx) => {
        const used = await repo.consumeToken(tx, tokenHash, 'reset-password', now);
        const row = used && (await repo.byId(tx, used.accountId));
        if (!row) throw refusal(400, 'token-invalid', 'providerAuth.tokenInvalid');
        // Rolled back below if the password is refused: the link still works for a better one.
        checkPassword(password, row.email ?? '');
        return row;
      });
      const passwordHash = await hashPassword(password);
      await deps.db.transaction(async (tx) => {
        await repo.updateAccount(tx, account.id, {
          passwordHash,
          // Whoever reads the mailbox could confirm it: the reset proves the address too.
          emailConfirmedAt: account.emailConfirmedAt ?? now,
          updatedAt: now,
        });
        await repo.spendTokens(tx, account.id, 'reset-password', now);
        // A spent confirmation link signs in within its 24 hours: not after the password changed.
        await repo.expireTokens(tx, account.id, 'confirm-email', now);
        await deps.sessions.revokeProviderAccount(account.id, tx);
      });
    },

    async me(accountId: number) {
      const account = await repo.byId(deps.db, accountId);
      if (!account) throw new AppError(401, 'auth.unauthorized');
      const provider = await repo.provider(deps.db, account.providerId);
      if (!provider) throw new AppError(401, 'auth.unauthorized');
      return { account, provider };
    },

    isActive: async (accountId: number) => (await repo.byId(deps.db, accountId)) !== undefined,
    /** The provider of an account that still exists (undefined: deleted or unknown): every provider call reads it. */
    providerOf: async (accountId: number) => {
      const cached = providerOfAccountCache.get(accountId);
      if (cached !== undefined) return cached;
      const providerId = (await providerOfAccount.execute({ accountId }))[0]?.providerId;
      if (providerId !== undefined) providerOfAccountCache.set(accountId, providerId);
      return providerId;
    },
  };
}

export type ProviderAccountsService = ReturnType<typeof createProviderAccountsService>;
