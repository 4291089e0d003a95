import type { RejectReason } from '@alliance/shared/leads';
import { type Locale, toLocale } from '@alliance/shared/locale';
import type { ProviderCard } from '@alliance/shared/providers';
import type { SmsSender } from '../../adapters/sms/index.ts';
import type { Database } from '../../db/client.ts';
import { longEventDate } from '../../i18n/dates.ts';
import { inSentence } from '../../i18n/in-sentence.ts';
import { translator } from '../../i18n/index.ts';
import type { QueuedMail } from '../mail/mail.repo.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import { newLeadSmsAccount, partiesOf } from './leads.repo.ts';

/** What the unlock's mail names, read with the locked lead. */
export interface UnlockedParties {
  uuid: string;
  projectId: number;
  eventDate: string;
  snapshot: { eventTypeName?: string };
  email: string | null;
  firstname: string | null;
  coupleLocale: string | null;
  providerName: string;
  providerSlug: string;
}

/**
 * What the leads' lifecycle tells the couple and the provider (PROVIDERS.md "Notifications"):
 * an unlock mails the couple that this provider will contact them; a rejection mails the couple
 * three other suggestions; a new lead texts the provider who opted in with a verified phone.
 * Mails go through the transactional outbox (queued with the change they announce).
 */
export function createLeadNotifications(deps: {
  db: Database;
  mail: MailOutbox;
  sms: SmsSender;
  /** http://project.<domain>: the couples' app. */
  projectAppUrl: string;
  /** http://app.<domain>: the providers' area. */
  providerAreaUrl: string;
  /** The providers to suggest to this couple's project (the couples' suggestions ranking). */
  suggest: (userId: number, projectId: number, count: number) => Promise<number[]>;
  cards: (ids: number[], locale: Locale) => Promise<ProviderCard[]>;
  profileUrl: (slug: string) => string;
  log: { warn: (object: unknown, message: string) => void };
}) {
  return {
    /**
     * The couple's mail of an unlock, from the lead it read (leads.repo.ts `lockWhole`): the unlock
     * queues it in the statement that writes the unlock. None for an erased couple.
     */
    unlockedMail(lead: UnlockedParties): QueuedMail | null {
      if (!lead.email) return null;
      const locale = toLocale(lead.coupleLocale) ?? 'fr';
      const t = translator(locale);
      const vars = {
        firstname: lead.firstname ?? '',
        provider: lead.providerName,
        eventType: inSentence(lead.snapshot.eventTypeName ?? '', locale),
        date: longEventDate(locale, lead.eventDate),
        profileUrl: deps.profileUrl(lead.providerSlug),
        projectUrl: `${deps.projectAppUrl}/projects/${lead.projectId}`,
      };
      return {
        to: lead.email,
        subject: t('leadMail.unlocked.subject', vars),
        text: t('leadMail.unlocked.body', vars),
        topic: `lead-unlocked:${lead.uuid}`,
      };
    },

    /** After the rejection's transaction: finds three other providers, then queues the mail. */
    async rejected(providerId: number, uuid: string, reason: RejectReason) {
      const lead = await partiesOf(deps.db, providerId, uuid);
      if (!lead?.email) return;
      const locale = toLocale(lead.coupleLocale) ?? 'fr';
      const t = translator(locale);
      const suggested = await deps.cards(await deps.suggest(lead.userId, lead.projectId, 3), locale);
      const list = suggested
        .map((card) => t('leadMail.rejected.item', { name: card.name, city: card.city, url: card.profileUrl }))
        .join('\n');
      const vars = {
        firstname: lead.firstname ?? '',
        provider: lead.providerName,
        eventType: inSentence(lead.snapshot.eventTypeName ?? '', locale),
        date: longEventDate(locale, lead.eventDate),
        reason: t(`leadMail.rejectReasons.${reason}`),
        projectUrl: `${deps.projectAppUrl}/projects/${lead.projectId}`,
      };
      const body = [
        t('leadMail.rejected.body', vars),
        suggested.length ? `${t('leadMail.rejected.suggestions')}\n${list}` : t('leadMail.rejected.noSuggestions'),
        t('leadMail.rejected.footer', vars),
      ].join('\n\n');
      await deps.mail.enqueue(deps.db, {
        to: lead.email,
        subject: t('leadMail.rejected.subject', vars),
        text: body,
        topic: `lead-rejected:${lead.uuid}`,
      });
      deps.mail.kick();
    },

    /** Texts each provider who opted in (verified phone) about their new lead; after the send's commit, best effort. */
    async newLeads(sent: { providerId: number; uuid: string; eventTypeName: string; eventDate: string }[]) {
      if (!sent.length) return;
      for (const lead of sent) {
        const account = await newLeadSmsAccount(deps.db, lead.providerId);
        if (!account?.phone) continue;
        const locale = toLocale(account.locale) ?? 'fr';
        const text = translator(locale)('leadMail.newLeadSms', {
          eventType: inSentence(lead.eventTypeName, locale),
          date: longEventDate(locale, lead.eventDate),
          url: `${deps.providerAreaUrl}/leads/${lead.uuid}`,
        });
        try {
          await deps.sms.send({ to: account.phone, text });
        } catch (error) {
          // The mail already tells them; a failed SMS must not fail the couple's send.
          deps.log.warn({ err: error, providerId: lead.providerId }, 'new-lead SMS not sent');
        }
      }
    },

    flush: () => deps.mail.kick(),
  };
}

export type LeadNotifications = ReturnType<typeof createLeadNotifications>;
