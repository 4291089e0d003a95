import { PORTFOLIO_IMAGES_MAX, type Portfolio, portfolioIdParamsSchema } from '@alliance/shared/portfolios';
import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ApiError } from '../../../../widget/src/api/client.ts';
import { useTranslation } from '../../../../widget/src/i18n/react.tsx';
import { Loading } from '../../layout/Loading.tsx';
import { errorText } from '../../lib/errors.ts';
import { ConfirmDelete } from '../media/ConfirmDelete.tsx';
import { CollectionPhotos } from '../media/collection/CollectionPhotos.tsx';
import { byPosition } from '../media/collection/collection.ts';
import { MediaNav } from '../media/MediaNav.tsx';
import { PortfolioForm } from './PortfolioForm.tsx';
import { Publication } from './Publication.tsx';
import {
  useAddPortfolioImages,
  useCaptionPortfolioImage,
  useDeletePortfolio,
  useMakeKeyImage,
  usePortfolio,
  useRemovePortfolioImage,
  useReorderPortfolio,
} from './portfoliosApi.ts';

/** `/portfolios/:id`: a portfolio's editor (publication, details and services, photos, deletion). */
export function PortfolioPage({ id }: { id: string }) {
  const parsed = portfolioIdParamsSchema.safeParse({ id });
  return parsed.success ? <KnownPortfolioPage id={parsed.data.id} /> : <PortfolioNotFound />;
}

function KnownPortfolioPage({ id }: { id: number }) {
  const { t } = useTranslation('portfolios');
  const query = usePortfolio(id);
  const portfolio = query.data;
  if (query.error instanceof ApiError && query.error.status === 404) return <PortfolioNotFound />;
  if (!portfolio) {
    if (!query.isError) return <Loading />;
    return (
      <section className="page">
        <MediaNav />
        <h1>{t('editor.loadFailed')}</h1>
        <div className="form-message error" role="alert">
          <p>{errorText(query.error, t)}</p>
          <button type="button" onClick={() => void query.refetch()}>
            {t('admin:retry')}
          </button>
        </div>
      </section>
    );
  }
  return (
    <section className="page">
      <MediaNav />
      <p>
        <Link href="/portfolios" className="back-link">
          {t('editor.back')}
        </Link>
      </p>
      <h1>{portfolio.title}</h1>
      <Publication portfolio={portfolio} />
      <Details portfolio={portfolio} />
      <Photos portfolio={portfolio} />
      <DeletePortfolio portfolio={portfolio} />
    </section>
  );
}

function Details({ portfolio }: { portfolio: Portfolio }) {
  const { t } = useTranslation('portfolios');
  const id = useId();
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{t('details.title')}</h2>
      <PortfolioForm portfolio={portfolio} />
    </section>
  );
}

function Photos({ portfolio }: { portfolio: Portfolio }) {
  const add = useAddPortfolioImages(portfolio.id);
  const remove = useRemovePortfolioImage(portfolio.id);
  const caption = useCaptionPortfolioImage(portfolio.id);
  const makeKey = useMakeKeyImage(portfolio.id);
  const reorder = useReorderPortfolio(portfolio.id);
  return (
    <CollectionPhotos
      ns="portfolios"
      photos={byPosition(portfolio.images)}
      max={PORTFOLIO_IMAGES_MAX}
      add={(imageIds) => add.mutateAsync(imageIds)}
      remove={(imageId) => remove.mutateAsync(imageId)}
      caption={(imageId, text) => caption.mutateAsync({ imageId, caption: text })}
      reorder={(imageIds) => reorder(imageIds)}
      makeKey={(imageId) => makeKey.mutateAsync(imageId)}
    />
  );
}

/** Deletes the portfolio after a confirmation; its photos stay in the library. */
function DeletePortfolio({ portfolio }: { portfolio: Portfolio }) {
  const { t } = useTranslation('portfolios');
  const id = useId();
  const [, navigate] = useLocation();
  const remove = useDeletePortfolio(portfolio.id);
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{t('delete.title')}</h2>
      <p>{t('delete.text')}</p>
      <button ref={opener} type="button" className="danger" onClick={() => setConfirming(true)}>
        {t('delete.button')}
      </button>
      {confirming && (
        <ConfirmDelete
          title={t('delete.confirmTitle', { title: portfolio.title })}
          confirmLabel={t('delete.confirm')}
          onClose={() => setConfirming(false)}
          returnFocusTo={opener}
          confirm={async () => {
            await remove.mutateAsync();
            navigate('/portfolios');
          }}
        >
          <p>{t('delete.confirmText')}</p>
        </ConfirmDelete>
      )}
    </section>
  );
}

function PortfolioNotFound() {
  const { t } = useTranslation('portfolios');
  return (
    <section className="page">
      <MediaNav />
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link href="/portfolios">{t('notFound.back')}</Link>
    </section>
  );
}
