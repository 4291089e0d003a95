import { portfolioBodySchema } from '@alliance/shared/portfolios';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { useLocation } from 'wouter';
import { TitleDialog } from '../../components/TitleDialog.tsx';
import { useCreatePortfolio } from './portfoliosApi.ts';

/** A new portfolio, from its title (`portfolioBodySchema`); then its editor, to add the rest and the photos. */
export function CreatePortfolioDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('portfolios');
  const [, navigate] = useLocation();
  const create = useCreatePortfolio();
  return (
    <TitleDialog
      title={t('create.title')}
      intro={<p>{t('create.intro')}</p>}
      field="title"
      label={t('fields.title')}
      hint={t('fields.titleHint')}
      initial=""
      schema={portfolioBodySchema}
      submitLabel={t('create.submit')}
      save={async ({ title }) => navigate(`/portfolios/${(await create.mutateAsync({ title })).portfolio.id}`)}
      onClose={onClose}
    />
  );
}
