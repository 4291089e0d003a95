import { PORTFOLIO_IMAGES_MAX, type Portfolio, portfolioIdParamsSchema } from '@alliance/shared/portfolios';
import { useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../../../../widget/src/i18n/react.tsx';
import { ConfirmDelete } from '../media/ConfirmDelete.tsx';
import { CollectionEditorPage, CollectionNotFound } from '../media/collection/CollectionEditorPage.tsx';
import { CollectionPhotos } from '../media/collection/CollectionPhotos.tsx';
import { byPosition } from '../media/collection/collection.ts';
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
  return parsed.success ? <KnownPortfolioPage id={parsed.data.id} /> : <CollectionNotFound namespace="portfolios" />;
}

function KnownPortfolioPage({ id }: { id: number }) {
  return (
    <CollectionEditorPage namespace="portfolios" query={usePortfolio(id)} name={(portfolio) => portfolio.title}>
      {(portfolio) => (
        <>
          <Publication portfolio={portfolio} />
          <Details portfolio={portfolio} />
          <Photos portfolio={portfolio} />
          <DeletePortfolio portfolio={portfolio} />
        </>
      )}
    </CollectionEditorPage>
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
