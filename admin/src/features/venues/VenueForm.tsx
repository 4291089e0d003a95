import { VENUE_CAPACITY_MAX, type Venue, venueBodySchema } from '@alliance/shared/venues';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../widget/src/i18n/react.tsx';
import { Field, TextAreaField } from '../../components/Field.tsx';
import { applyServerError } from '../../lib/forms.ts';
import { SaveStatus } from '../company/SaveStatus.tsx';
import { useSaveVenue } from './venuesApi.ts';

/** An empty number field is no capacity (null); anything else a number, which the schema checks. */
const capacityOf = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/**
 * A venue's name, description, city, postal code, capacity and website (`venueBodySchema`:
 * empty clears a field); the server's refusals go next to their fields.
 */
export function VenueForm({ venue }: { venue: Venue }) {
  const { t } = useTranslation('venues');
  const save = useSaveVenue(venue.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm({
    resolver: zodResolver(venueBodySchema),
    defaultValues: {
      name: venue.name,
      description: venue.description ?? '',
      city: venue.city ?? '',
      cp: venue.cp ?? '',
      capacity: venue.capacity,
      website: venue.website ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    setSaved(false);
    try {
      await save.mutateAsync(body);
      setSaved(true);
    } catch (error) {
      setFailure(applyServerError(error, ['name', 'description', 'city', 'cp', 'capacity', 'website'], form.setError, t));
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <Field label={t('fields.name')} autoComplete="off" error={errors.name?.message} {...form.register('name')} />
      <TextAreaField
        label={t('fields.description')}
        hint={t('fields.descriptionHint')}
        rows={5}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <Field label={t('fields.city')} autoComplete="off" error={errors.city?.message} {...form.register('city')} />
      <Field label={t('fields.cp')} autoComplete="off" error={errors.cp?.message} {...form.register('cp')} />
      <Field
        label={t('fields.capacity')}
        hint={t('fields.capacityHint', { max: VENUE_CAPACITY_MAX })}
        type="number"
        inputMode="numeric"
        min={1}
        max={VENUE_CAPACITY_MAX}
        step={1}
        error={errors.capacity?.message}
        {...form.register('capacity', { setValueAs: capacityOf })}
      />
      <Field
        label={t('fields.website')}
        hint={t('fields.websiteHint')}
        type="url"
        inputMode="url"
        placeholder="https://"
        autoComplete="url"
        error={errors.website?.message}
        {...form.register('website')}
      />
      <SaveStatus failure={failure} saved={saved} />
      <div className="actions">
        <button type="submit" className="primary" disabled={isSubmitting}>
          {t('admin:save')}
        </button>
      </div>
    </form>
  );
}
