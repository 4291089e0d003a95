import type { Portfolio } from '@alliance/shared/portfolios';
import { ApiError } from '@alliance/widget/api/client.ts';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import type { TFunction } from 'i18next';
import { ExternalLink } from '../../components/ExternalLink.tsx';
import { errorText } from '../../lib/errors.ts';
import { PublicationSwitch } from '../media/collection/PublicationSwitch.tsx';
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
 * Published or not with the switch venues use too, and the public page's link when published (a
 * new tab).
 */
export function Publication({ portfolio }: { portfolio: Portfolio }) {
  const { t } = useTranslation('portfolios');
  const publish = usePublishPortfolio(portfolio.id);
  const { published } = portfolio;
  const visible = portfolio.images.some((image) => image.isVisible);
  return (
    <PublicationSwitch
      ns="portfolios"
      published={published}
      change={async (wanted) => (await publish.mutateAsync(wanted)).portfolio.published}
      failureText={publishErrorText}
    >
      {published && !visible && <p className="hint">{t('publication.noVisible')}</p>}
      {published && (
        <p>
          <ExternalLink href={portfolio.url} className="button">
            {t('actions.viewPage')}
          </ExternalLink>
        </p>
      )}
    </PublicationSwitch>
  );
}
