import { portfolioBodySchema } from '@alliance/shared/portfolios';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { Dialog } from '../../../../widget/src/components/Dialog.tsx';
import { useTranslation } from '../../../../widget/src/i18n/react.tsx';
import { Field, FormMessage } from '../../components/Field.tsx';
import { applyServerError } from '../../lib/forms.ts';
import { useCreatePortfolio } from './portfoliosApi.ts';

/** A new portfolio, from its title (`portfolioBodySchema`); then its editor, to add the rest and the photos. */
export function CreatePortfolioDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('portfolios');
  const [, navigate] = useLocation();
  const create = useCreatePortfolio();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(portfolioBodySchema), defaultValues: { title: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ title }) => {
    setFailure(null);
    try {
      const answer = await create.mutateAsync({ title });
      navigate(`/portfolios/${answer.portfolio.id}`);
    } catch (error) {
      setFailure(applyServerError(error, ['title'], form.setError, t));
    }
  });
  return (
    <Dialog title={t('create.title')} onClose={onClose}>
      <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
        <p>{t('create.intro')}</p>
        <Field
          label={t('fields.title')}
          hint={t('fields.titleHint')}
          autoComplete="off"
          error={errors.title?.message}
          {...form.register('title')}
        />
        <FormMessage text={failure} />
        <div className="actions">
          <button type="submit" className="primary" disabled={isSubmitting}>
            {t('create.submit')}
          </button>
          <button type="button" onClick={onClose}>
            {t('admin:cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
