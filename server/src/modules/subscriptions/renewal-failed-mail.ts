import { toLocale } from '@alliance/shared/locale';
import type { Transaction } from '../../db/client.ts';
import { longEventDate } from '../../i18n/dates.ts';
import { translator } from '../../i18n/index.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import { renewalMailAccount } from './subscriptions.repo.ts';

/**
 * The provider's mail when a renewal fails, queued with the failure (transactional outbox): their
 * profile stays premium until the paid period's end, the payment is tried again, and the premium
 * page says where it stands. Nothing for a closed account.
 */
export function createRenewalFailedMail(deps: { mail: MailOutbox; premiumPageUrl: string }) {
  return async (tx: Transaction, subscription: { id: number; providerId: number; currentPeriodEnd: Date | null }) => {
    const account = await renewalMailAccount(tx, subscription.providerId);
    if (!account?.email || !subscription.currentPeriodEnd) return;
    const locale = toLocale(account.locale) ?? 'fr';
    const t = translator(locale);
    const vars = {
      firstname: account.firstname ?? '',
      date: longEventDate(locale, subscription.currentPeriodEnd.toISOString().slice(0, 10)),
      url: deps.premiumPageUrl,
    };
    await deps.mail.enqueue(tx, {
      to: account.email,
      subject: t('premium.renewalFailedMail.subject'),
      text: t('premium.renewalFailedMail.body', vars),
      // One mail per failed period, however many times the adapter says so.
      topic: `premium-renewal-failed:${subscription.id}:${subscription.currentPeriodEnd.toISOString()}`,
    });
  };
}
