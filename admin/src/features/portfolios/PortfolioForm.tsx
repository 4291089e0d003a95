import { type Portfolio, portfolioBodySchema, portfolioPrestationsBodySchema } from '@alliance/shared/portfolios';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Field, GroupError, TextAreaField } from '../../components/Field.tsx';
import { SaveBar } from '../../components/SaveStatus.tsx';
import { Loading } from '../../layout/Loading.tsx';
import { errorText } from '../../lib/errors.ts';
import { applyServerError } from '../../lib/forms.ts';
import { usePrestations } from '../company/companyApi.ts';
import { useSavePortfolio, useSavePortfolioPrestations } from './portfoliosApi.ts';

/** The details (`portfolioBodySchema`) and the services (`portfolioPrestationsBodySchema`), saved together. */
const portfolioFormSchema = portfolioBodySchema.extend({ prestations: portfolioPrestationsBodySchema.shape.prestations });

const sameSlugs = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * A portfolio's title, description, wedding date and city (`PUT {id}`), and the services given
 * that day (`PUT {id}/prestations`, checkboxes of `GET /api/prestations`, sent when they changed):
 * one form, one Save; the server's refusals go next to their fields.
 */
export function PortfolioForm({ portfolio }: { portfolio: Portfolio }) {
  const { t } = useTranslation('portfolios');
  const id = useId();
  const lists = usePrestations();
  const save = useSavePortfolio(portfolio.id);
  const savePrestations = useSavePortfolioPrestations(portfolio.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm({
    resolver: zodResolver(portfolioFormSchema),
    defaultValues: {
      title: portfolio.title,
      description: portfolio.description ?? '',
      eventDate: portfolio.eventDate ?? '',
      city: portfolio.city ?? '',
      prestations: portfolio.prestations.map((prestation) => prestation.slug),
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ prestations, ...details }) => {
    setFailure(null);
    setSaved(false);
    try {
      const answer = await save.mutateAsync(details);
      const before = answer.portfolio.prestations.map((prestation) => prestation.slug);
      if (!sameSlugs(before, prestations)) await savePrestations.mutateAsync(prestations);
      setSaved(true);
    } catch (error) {
      setFailure(applyServerError(error, ['title', 'description', 'eventDate', 'city', 'prestations'], form.setError, t));
    }
  });

  const prestationsError = errors.prestations?.message;
  return (
    <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <Field
        label={t('fields.title')}
        hint={t('fields.titleHint')}
        autoComplete="off"
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextAreaField
        label={t('fields.description')}
        hint={t('fields.descriptionHint')}
        rows={5}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <Field label={t('fields.eventDate')} type="date" error={errors.eventDate?.message} {...form.register('eventDate')} />
      <Field label={t('fields.city')} autoComplete="address-level2" error={errors.city?.message} {...form.register('city')} />
      <fieldset
        aria-invalid={prestationsError ? true : undefined}
        aria-describedby={prestationsError ? `${id}-prestations-error` : undefined}
      >
        <legend>{t('fields.prestations')}</legend>
        {lists.isError && <p role="alert">{errorText(lists.error, t)}</p>}
        {lists.isPending && <Loading />}
        {lists.data && (
          <Controller
            control={form.control}
            name="prestations"
            render={({ field }) => (
              <div className="choices">
                {lists.data.prestations.map((item) => (
                  <label key={item.slug}>
                    <input
                      type="checkbox"
                      name={field.name}
                      value={item.slug}
                      checked={field.value.includes(item.slug)}
                      onBlur={field.onBlur}
                      onChange={(event) =>
                        field.onChange(
                          event.currentTarget.checked
                            ? [...field.value, item.slug]
                            : field.value.filter((slug) => slug !== item.slug),
                        )
                      }
                    />
                    {item.name}
                  </label>
                ))}
              </div>
            )}
          />
        )}
        <GroupError id={`${id}-prestations-error`} error={prestationsError} />
      </fieldset>
      <SaveBar failure={failure} saved={saved} busy={isSubmitting} />
    </form>
  );
}
