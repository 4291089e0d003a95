import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import type { TFunction } from 'i18next';
import { type ReactNode, useId, useState } from 'react';
import { FormMessage } from '../../../components/Field.tsx';
import { errorText } from '../../../lib/errors.ts';

export interface PublicationSwitchProps {
  /** The texts' namespace (`publication.*`, `status.*`, `actions.published`). */
  ns: 'portfolios' | 'venues';
  published: boolean;
  /** Publishes (true) or withdraws (false); the state as the server now has it. */
  change(wanted: boolean): Promise<boolean>;
  /** The server's refusal in words (default: the usual error text). */
  failureText?(error: unknown, t: TFunction): string;
  /** Beside the state: hints, the public page's link. */
  children?: ReactNode;
}

/**
 * The one publication control of portfolios and venues: a switch ("Publié sur mon profil",
 * `aria-pressed` says on or off) beside the state in words. The same control on both pages, so a
 * provider learns it once; the focus stays on it and the outcome is read out.
 */
export function PublicationSwitch({ ns, published, change, failureText = errorText, children }: PublicationSwitchProps) {
  const { t } = useTranslation(ns);
  const id = useId();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function toggle() {
    if (pending) return;
    setPending(true);
    setFailure(null);
    setDone(null);
    try {
      const now = await change(!published);
      setDone(t(now ? 'publication.publishedNow' : 'publication.unpublishedNow'));
    } catch (error) {
      setFailure(failureText(error, t));
    }
    setPending(false);
  }

  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{t('publication.title')}</h2>
      <p className="publication-status">
        <span className={published ? 'badge status-published' : 'badge status-draft'}>
          {t(published ? 'status.published' : 'status.draft')}
        </span>{' '}
        {t(published ? 'publication.publishedText' : 'publication.draftText')}
      </p>
      <button
        type="button"
        className="switch publication-switch"
        aria-pressed={published}
        aria-busy={pending || undefined}
        onClick={() => void toggle()}
      >
        <span className="switch-track" aria-hidden="true" />
        {t('actions.published')}
      </button>
      {children}
      <FormMessage text={failure} />
      <div role="status">{done && <p className="form-message success">{done}</p>}</div>
    </section>
  );
}
