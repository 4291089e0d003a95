import type { Portfolio } from '@alliance/shared/portfolios';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { ApiError } from '../../../../widget/src/api/client.ts';
import { useTranslation } from '../../../../widget/src/i18n/react.tsx';
import { ExternalLink } from '../../components/ExternalLink.tsx';
import { FormMessage } from '../../components/Field.tsx';
import { errorText } from '../../lib/errors.ts';
import { PublishedBadge } from './PublishedBadge.tsx';
import { usePublishPortfolio } from './portfoliosApi.ts';

/**
 * Why publishing failed: the server's refusal as it words it (409: no visible photo yet, or the
 * limit), else 'Erreur {status} : …'.
 */
function publishErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.status === 409 && error.message) return error.message;
  return errorText(error, t);
}

/**
 * Published or draft, the public page's link when published (a new tab), and Publish / Unpublish:
 * one button whose text follows the state, so the focus stays on it; the outcome is read out.
 */
export function Publication({ portfolio }: { portfolio: Portfolio }) {
  const { t } = useTranslation('portfolios');
  const id = useId();
  const publish = usePublishPortfolio(portfolio.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { published } = portfolio;
  const visible = portfolio.images.some((image) => image.isVisible);

  async function run(wanted: boolean) {
    if (publish.isPending) return;
    setFailure(null);
    setDone(null);
    try {
      await publish.mutateAsync(wanted);
      setDone(t(wanted ? 'publication.publishedNow' : 'publication.unpublishedNow'));
    } catch (error) {
      setFailure(publishErrorText(error, t));
    }
  }

  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{t('publication.title')}</h2>
      <p className="publication-status">
        <PublishedBadge published={published} /> {t(published ? 'publication.publishedText' : 'publication.draftText')}
      </p>
      {published && !visible && <p className="hint">{t('publication.noVisible')}</p>}
      {published && (
        <p>
          <ExternalLink href={portfolio.url} className="button">
            {t('actions.viewPage')}
          </ExternalLink>
        </p>
      )}
      <FormMessage text={failure} />
      <div role="status">{done && <p className="form-message success">{done}</p>}</div>
      <div className="actions">
        <button
          type="button"
          className={published ? undefined : 'primary'}
          aria-busy={publish.isPending || undefined}
          onClick={() => void run(!published)}
        >
          {t(published ? 'actions.unpublish' : 'actions.publish')}
        </button>
      </div>
    </section>
  );
}
