import {
  type Lead,
  REFUND_WINDOW_DAYS,
  REJECT_REASONS,
  REPORT_LOOKBACK_DAYS,
  REPORT_RATIO_DENOMINATOR,
  REPORT_REASONS,
  rejectBodySchema,
  reportBodySchema,
} from '@alliance/shared/leads';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { formatInstant } from '../../lib/format.ts';
import { useMe } from '../../lib/me.ts';
import { useReject, useReport } from './leadsApi.ts';
import { UnlockDialog } from './UnlockDialog.tsx';

// The decline and report forms (and their form library) and the phone rules come when used: a
// lead opened from a mail on a phone's 3G shows without them.
// (Cast back to its generic signature, which `lazy` does not keep.)
const ReasonDialog = lazy(() =>
  import('./ReasonDialog.tsx').then((m) => ({ default: m.ReasonDialog })),
) as unknown as typeof import('./ReasonDialog.tsx')['ReasonDialog'];

/** The number as a reader expects it (+33 6 12 34 56 78) once the phone rules are in; as stored until then. */
function useInternational(phone: string | null | undefined): string | null | undefined {
  const [formatted, setFormatted] = useState<{ phone: string; text: string }>();
  useEffect(() => {
    if (!phone) return;
    let live = true;
    void import('@alliance/widget/phone/seven-countries.ts').then(({ parsePhoneNumberFromString }) => {
      if (live) setFormatted({ phone, text: parsePhoneNumberFromString(phone)?.formatInternational() ?? phone });
    });
    return () => {
      live = false;
    };
  }, [phone]);
  return formatted && formatted.phone === phone ? formatted.text : phone;
}

type Open = 'unlock' | 'reject' | 'report' | null;

/**
 * The couple's contact and what can be done: unlock or decline an open lead, report a problem
 * after the unlock (while `reportableUntil` is set); a declined or withdrawn lead says what
 * happened. After an action, focus goes to this card's heading and the outcome is announced.
 */
export function LeadContact({ lead }: { lead: Lead }) {
  const { t, i18n } = useTranslation('leads');
  const balance = useMe().data?.provider.credits ?? 0;
  const reject = useReject(lead.uuid);
  const report = useReport(lead.uuid);
  const openLead = lead.status === 'new' || lead.status === 'viewed';
  // `?unlock=1`: back from buying credits for this lead, the unlock's confirmation is ready.
  const unlockAsked = new URLSearchParams(useSearch()).get('unlock') === '1';
  const [open, setOpen] = useState<Open>(() => (unlockAsked && openLead ? 'unlock' : null));
  const [outcome, setOutcome] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const close = () => setOpen(null);
  // After an action the dialog's opener is about to go (the cache's update renders a little later):
  // focus goes to this card's heading once the dialog has closed.
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || open !== null) return;
    heading.current?.focus();
    setRefocus(false);
  }, [refocus, open]);
  const done = (text: string) => {
    setOutcome(text);
    setRefocus(true);
    close();
  };
  const date = (iso: string) => formatInstant(iso, i18n.language);
  const amount = (count: number) => t('amount', { count });

  return (
    <section className="card lead-contact" aria-labelledby="lead-contact">
      <h2 id="lead-contact" ref={heading} tabIndex={-1}>
        {t('contact.title')}
      </h2>
      <div role="status">{outcome && <p className="form-message success">{outcome}</p>}</div>
      {lead.contact && <ContactDetails contact={lead.contact} />}
      {openLead && (
        <>
          <p>{t('contact.locked')}</p>
          <div className="actions">
            <button type="button" className="primary" onClick={() => setOpen('unlock')}>
              {lead.price === 0 ? t('contact.unlockFree') : t('contact.unlock', { price: amount(lead.price) })}
            </button>
            <button type="button" onClick={() => setOpen('reject')}>
              {t('contact.reject')}
            </button>
          </div>
        </>
      )}
      {lead.status === 'unlocked' && lead.unlockedAt && (
        <p className="muted">
          {lead.paid
            ? t('contact.unlockedOn', { date: date(lead.unlockedAt), amount: amount(lead.paid) })
            : t('contact.unlockedFreeOn', { date: date(lead.unlockedAt) })}
        </p>
      )}
      {/* Just declined: the announced outcome is the one confirmation. */}
      {lead.status === 'rejected' && !outcome && (
        <p>
          {lead.rejectReason
            ? t('contact.rejectedBecause', { reason: t(`rejectReasons.${lead.rejectReason}`) })
            : t('contact.rejected')}
        </p>
      )}
      {lead.status === 'withdrawn' && (
        <>
          <p>{t('contact.withdrawn')}</p>
          {lead.paid ? (
            <p>
              {t('contact.withdrawnRefund', { days: REFUND_WINDOW_DAYS })} <Link href="/credits">{t('contact.history')}</Link>
            </p>
          ) : null}
        </>
      )}
      {lead.report && (
        <p>
          {t('contact.reported', {
            reason: t(`reportReasons.${lead.report.reason}`),
            date: date(lead.report.at),
            status: t(`reportStatus.${lead.report.status}`),
          })}
        </p>
      )}
      {!lead.report && lead.reportableUntil && (
        <>
          <p className="hint">{t('contact.reportUntil', { date: date(lead.reportableUntil) })}</p>
          <div className="actions">
            <button type="button" onClick={() => setOpen('report')}>
              {t('report.open')}
            </button>
          </div>
        </>
      )}

      {open === 'unlock' && (
        <UnlockDialog
          lead={lead}
          balance={balance}
          onClose={close}
          returnFocusTo={heading}
          onUnlocked={(left) => done(t('unlock.done', { balance: amount(left) }))}
        />
      )}
      <Suspense fallback={null}>
        {open === 'reject' && (
          <ReasonDialog
            title={t('reject.title')}
            intro={<p>{t('reject.intro')}</p>}
            legend={t('reject.legend')}
            reasons={REJECT_REASONS}
            label={(reason) => t(`rejectReasons.${reason}`)}
            schema={rejectBodySchema}
            submitLabel={t('reject.submit')}
            onClose={close}
            returnFocusTo={heading}
            send={async (body) => {
              await reject.mutateAsync(body);
              // The one confirmation: announced, and it stands for the "declined" paragraph below.
              done(t('contact.rejectedBecause', { reason: t(`rejectReasons.${body.reason}`) }));
            }}
          />
        )}
        {open === 'report' && (
          <ReasonDialog
            title={t('report.title')}
            intro={
              <>
                <p>{t('report.intro', { days: REFUND_WINDOW_DAYS })}</p>
                <p>{t('report.rule', { lookback: REPORT_LOOKBACK_DAYS, ratio: REPORT_RATIO_DENOMINATOR })}</p>
              </>
            }
            legend={t('report.legend')}
            reasons={REPORT_REASONS}
            label={(reason) => t(`reportReasons.${reason}`)}
            schema={reportBodySchema}
            submitLabel={t('report.submit')}
            onClose={close}
            returnFocusTo={heading}
            send={async (body) => {
              const answer = await report.mutateAsync(body);
              const refunded = answer.request.report?.status === 'refunded';
              done(refunded ? t('report.refunded', { amount: amount(lead.paid ?? 0) }) : t('report.pending'));
            }}
          />
        )}
      </Suspense>
    </section>
  );
}

/** The couple's names, e-mail (mailto) and phone (tel), once unlocked. */
function ContactDetails({ contact }: { contact: NonNullable<Lead['contact']> }) {
  const { t } = useTranslation('leads');
  const phone = useInternational(contact.phone);
  return (
    <dl className="details contact">
      {contact.firstname && (
        <div>
          <dt>{t('fields.firstname')}</dt>
          <dd>{contact.firstname}</dd>
        </div>
      )}
      {contact.lastname && (
        <div>
          <dt>{t('fields.lastname')}</dt>
          <dd>{contact.lastname}</dd>
        </div>
      )}
      {contact.email && (
        <div>
          <dt>{t('fields.email')}</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
        </div>
      )}
      {contact.phone && (
        <div>
          <dt>{t('fields.phone')}</dt>
          <dd>
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </dd>
        </div>
      )}
    </dl>
  );
}
