import type { Locale } from '@alliance/shared/locale';
import { toLocale } from '@alliance/shared/locale';
import { EMAIL_CONFIRMATION_TTL_HOURS } from '@alliance/shared/provider-accounts';
import type { FileStorage } from '../../adapters/storage/storage.port.ts';
import type { Database } from '../../db/client.ts';
import { translator } from '../../i18n/index.ts';
import { AppError, FieldValidationError } from '../../plugins/errors.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import { eraseProviderMedia } from './erase-media.ts';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts';
import { type AccountRow, createProviderAccountsRepo } from './provider-accounts.repo.ts';
import { hashToken, newLinkToken, type Origin } from './provider-accounts.service.ts';

/**
 * A signed-in provider's account settings (PROVIDERS.md "Accounts"): language, e-mail change
 * with confirmation, name, password change, deletion. What needs the password checks it first;
 * a wrong one is a field error on `password` (or `currentPassword`) and changes nothing.
 */
export function createProviderAccountSettings(deps: {
  db: Database;
  clock: () => Date;
  sessions: SessionsService;
  mail: MailOutbox;
  /** The closing account's uploaded files are deleted from it. */
  storage?: FileStorage;
  /** Other modules' steps before an account closes (premium stops renewing); one failing stops the closing. */
  closing?: readonly ((providerId: number) => Promise<void>)[];
  log?: { error: (object: unknown, message: string) => void };
}) {
  const repo = createProviderAccountsRepo();

  async function account(accountId: number): Promise<AccountRow> {
    const row = await repo.byId(deps.db, accountId);
    if (!row) throw new AppError(401, 'auth.unauthorized');
    return row;
  }
  async function withPassword(accountId: number, password: string, field = 'password'): Promise<AccountRow> {
    const row = await account(accountId);
    if (!(await verifyPassword(row.passwordHash, password))) {
      throw new FieldValidationError({ [field]: 'validation.passwordWrong' });
    }
    return row;
  }

  return {
    async changeLocale(accountId: number, locale: Locale) {
      await repo.updateAccount(deps.db, (await account(accountId)).id, { locale, updatedAt: deps.clock() });
    },

    async updatePersonalInfo(accountId: number, names: { firstname: string; lastname: string }) {
      await repo.updateAccount(deps.db, (await account(accountId)).id, { ...names, updatedAt: deps.clock() });
    },

    /**
     * Mails a confirmation link to the new address and tells the old one. An address that already
     * has an account gets no link and the answer is the same (no enumeration); its confirmation
     * would be refused anyway.
     */
    async changeEmail(accountId: number, email: string, password: string, origin: Origin) {
      const row = await withPassword(accountId, password);
      if (email === row.email) return;
      await deps.db.transaction(async (tx) => {
        await repo.lockEmail(tx, email);
        if (await repo.byEmail(tx, email)) return;
        const token = await newLinkToken(repo, tx, deps.clock(), row.id, 'change-email', EMAIL_CONFIRMATION_TTL_HOURS, email);
        const locale = toLocale(row.locale) ?? origin.locale;
        const t = translator(locale);
        await deps.mail.enqueue(tx, {
          to: email,
          subject: t('mail.providerEmailChange.subject'),
          text: `${t('mail.providerEmailChange.body')}\n\n${origin.appOrigin}/confirm-email/${token}\n`,
          topic: `provider-account:email-change:${row.id}:${email}`,
        });
        await deps.mail.enqueue(tx, {
          to: row.email ?? '',
          subject: t('mail.providerEmailChanging.subject'),
          text: `${t('mail.providerEmailChanging.body', { email })}\n`,
          topic: `provider-account:email-changing:${row.id}:${email}`,
        });
      });
      deps.mail.kick();
    },

    /** The link mailed to the new address: the account moves to it (refused if it was taken since). */
    async confirmEmailChange(token: string) {
      await deps.db.transaction(async (tx) => {
        const now = deps.clock();
        const used = await repo.consumeToken(tx, hashToken(token), 'change-email', now);
        const row = used?.newEmail ? await repo.byId(tx, used.accountId) : undefined;
        if (!row || !used?.newEmail) throw new AppError(400, 'providerAuth.tokenInvalid', { code: 'token-invalid' });
        await repo.lockEmail(tx, used.newEmail);
        if (await repo.byEmail(tx, used.newEmail)) {
          throw new AppError(400, 'providerAuth.tokenInvalid', { code: 'token-invalid' });
        }
        await repo.updateAccount(tx, row.id, { email: used.newEmail, emailConfirmedAt: now, updatedAt: now });
      });
    },

    /** A new password: every other session of the account ends, the caller's stays. */
    async changePassword(accountId: number, familyId: string, currentPassword: string, password: string) {
      const row = await withPassword(accountId, currentPassword, 'currentPassword');
      const problem = passwordProblem(password, row.email ?? '');
      if (problem) throw new FieldValidationError({ password: problem });
      const passwordHash = await hashPassword(password);
      await deps.db.transaction(async (tx) => {
        await repo.updateAccount(tx, row.id, { passwordHash, updatedAt: deps.clock() });
        await repo.spendTokens(tx, row.id, 'reset-password', deps.clock());
        // A spent confirmation link signs in within its 24 hours (provider-accounts.service.ts): not after this.
        await repo.expireTokens(tx, row.id, 'confirm-email', deps.clock());
        await deps.sessions.revokeProviderAccount(row.id, tx, familyId);
      });
    },

    /**
     * Closes the account at once: the provider leaves the directory (its pages answer 410) and
     * receives nothing more; the person's data and the provider's media (files included) are
     * erased, the row kept as a tombstone because ledger rows and invoices point at the provider
     * (accounting law). Premium stops renewing first (its module's closing step).
     */
    async deleteAccount(accountId: number, password: string) {
      const row = await withPassword(accountId, password);
      for (const step of deps.closing ?? []) await step(row.providerId);
      const files = await deps.db.transaction(async (tx) => {
        const now = deps.clock();
        await repo.closeProvider(tx, row.providerId, now);
        const keys = await eraseProviderMedia(tx, row.providerId);
        await repo.updateAccount(tx, row.id, {
          email: null,
          passwordHash: null,
          firstname: null,
          lastname: null,
          phone: null,
          phoneVerified: false,
          deletedAt: now,
          updatedAt: now,
        });
        await repo.deleteTokens(tx, row.id);
        await deps.sessions.revokeProviderAccount(row.id, tx);
        return keys;
      });
      // After the commit: a failed delete leaves a file no row points at, never a row without its file.
      if (files.length && deps.storage)
        await deps.storage
          .delete(files)
          .catch((error: unknown) => deps.log?.error({ err: error, files }, 'closed account files not deleted'));
    },
  };
}

export type ProviderAccountSettings = ReturnType<typeof createProviderAccountSettings>;
