import { PORTFOLIOS_PER_PROVIDER_MAX, type Portfolio } from '@alliance/shared/portfolios';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../../widget/src/i18n/react.tsx';
import { Loading } from '../../layout/Loading.tsx';
import { errorText } from '../../lib/errors.ts';
import { byPosition } from '../media/collection/collection.ts';
import { MediaNav } from '../media/MediaNav.tsx';
import { thumbnail } from '../media/thumbnail.ts';
import { CreatePortfolioDialog } from './CreatePortfolioDialog.tsx';
import { PublishedBadge } from './PublishedBadge.tsx';
import { usePortfolios } from './portfoliosApi.ts';

/** `/portfolios`: the provider's portfolios, newest first, each leading to its editor; a new one is made from its title. */
export function PortfoliosPage() {
  const { t } = useTranslation('portfolios');
  const list = usePortfolios();
  const [creating, setCreating] = useState(false);
  const items = list.data;
  const full = (items?.length ?? 0) >= PORTFOLIOS_PER_PROVIDER_MAX;
  return (
    <section className="page">
      <MediaNav />
      <h1>{t('list.title')}</h1>
      <p>{t('list.intro')}</p>
      <div className="actions page-actions">
        <button type="button" className="primary" onClick={() => setCreating(true)} disabled={!items || full}>
          {t('list.create')}
        </button>
      </div>
      {full && <p className="hint">{t('list.full', { max: PORTFOLIOS_PER_PROVIDER_MAX })}</p>}
      {list.isError && (
        <div className="form-message error" role="alert">
          <p>{errorText(list.error, t)}</p>
          <button type="button" onClick={() => void list.refetch()}>
            {t('admin:retry')}
          </button>
        </div>
      )}
      {list.isPending && <Loading />}
      {items &&
        (items.length === 0 ? (
          <p className="empty">{t('list.empty')}</p>
        ) : (
          <ul className="collection-list">
            {items.map((portfolio) => (
              <PortfolioItem key={portfolio.id} portfolio={portfolio} />
            ))}
          </ul>
        ))}
      {creating && <CreatePortfolioDialog onClose={() => setCreating(false)} />}
    </section>
  );
}

function PortfolioItem({ portfolio }: { portfolio: Portfolio }) {
  const { t } = useTranslation('portfolios');
  const id = useId();
  // The key image, else the first photo.
  const photos = byPosition(portfolio.images);
  const key = photos.find((image) => image.isKey) ?? photos[0];
  const thumb = key ? thumbnail(key) : null;
  return (
    <li>
      <article className="card collection-item" aria-labelledby={id}>
        {thumb ? (
          <img className="collection-thumb" src={thumb.src} width={thumb.width} height={thumb.height} loading="lazy" alt="" />
        ) : (
          <span className="collection-thumb placeholder" aria-hidden="true" />
        )}
        <div className="collection-body">
          <h2 id={id}>
            <Link href={`/portfolios/${portfolio.id}`} className="collection-link">
              {portfolio.title}
            </Link>
          </h2>
          <p className="collection-facts">
            <PublishedBadge published={portfolio.published} />
            <span>{t('list.photos', { count: portfolio.images.length })}</span>
          </p>
        </div>
      </article>
    </li>
  );
}
