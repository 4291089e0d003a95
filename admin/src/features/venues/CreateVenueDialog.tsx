import { venueBodySchema } from '@alliance/shared/venues';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { Dialog } from '../../../../widget/src/components/Dialog.tsx';
import { useTranslation } from '../../../../widget/src/i18n/react.tsx';
import { Field, FormMessage } from '../../components/Field.tsx';
import { applyServerError } from '../../lib/forms.ts';
import { useCreateVenue } from './venuesApi.ts';

/** A new venue, from its name (`venueBodySchema`); then its editor, to add the rest and the photos. */
export function CreateVenueDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('venues');
  const [, navigate] = useLocation();
  const create = useCreateVenue();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(venueBodySchema), defaultValues: { name: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ name }) => {
    setFailure(null);
    try {
      const answer = await create.mutateAsync({ name });
      navigate(`/venues/${answer.venue.id}`);
    } catch (error) {
      setFailure(applyServerError(error, ['name'], form.setError, t));
    }
  });
  return (
    <Dialog title={t('create.title')} onClose={onClose}>
      <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
        <p>{t('create.intro')}</p>
        <Field label={t('fields.name')} autoComplete="off" error={errors.name?.message} {...form.register('name')} />
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
