import { PORTFOLIO_IMAGES_MAX, portfolioIdParamsSchema } from '@alliance/shared/portfolios';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { CollectionEditorPage, CollectionNotFound } from '../media/collection/CollectionEditorPage.tsx';
import { type CollectionPhotoCalls, CollectionPhotos } from '../media/collection/CollectionPhotos.tsx';
import { DeleteSection, DetailsSection } from '../media/collection/CollectionSections.tsx';
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

/** The photos' calls, for the shared photos section. */
const PHOTO_CALLS: CollectionPhotoCalls = {
  useAdd: useAddPortfolioImages,
  useRemove: useRemovePortfolioImage,
  useCaption: useCaptionPortfolioImage,
  useReorder: useReorderPortfolio,
  useMakeKey: useMakeKeyImage,
};

/** `/portfolios/:id`: a portfolio's editor (publication, details and services, photos, deletion). */
export function PortfolioPage({ id }: { id: string }) {
  const parsed = portfolioIdParamsSchema.safeParse({ id });
  return parsed.success ? <KnownPortfolioPage id={parsed.data.id} /> : <CollectionNotFound namespace="portfolios" />;
}

function KnownPortfolioPage({ id }: { id: number }) {
  const { t } = useTranslation('portfolios');
  const remove = useDeletePortfolio(id);
  return (
    <CollectionEditorPage namespace="portfolios" query={usePortfolio(id)} name={(portfolio) => portfolio.title}>
      {(portfolio) => (
        <>
          <Publication portfolio={portfolio} />
          <DetailsSection ns="portfolios">
            <PortfolioForm portfolio={portfolio} />
          </DetailsSection>
          <CollectionPhotos ns="portfolios" id={id} photos={portfolio.images} max={PORTFOLIO_IMAGES_MAX} calls={PHOTO_CALLS} />
          <DeleteSection
            ns="portfolios"
            confirmTitle={t('delete.confirmTitle', { title: portfolio.title })}
            remove={() => remove.mutateAsync()}
          />
        </>
      )}
    </CollectionEditorPage>
  );
}
