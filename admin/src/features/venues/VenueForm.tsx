import type { Locality } from '@alliance/shared/locality';
import { VENUE_CAPACITY_MAX, type Venue, venueBodySchema } from '@alliance/shared/venues';
import { CityAutocomplete } from '@alliance/widget/components/CityAutocomplete.tsx';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Field, TextAreaField } from '../../components/Field.tsx';
import { SaveBar } from '../../components/SaveStatus.tsx';
import { useAdmin } from '../../lib/context.tsx';
import { translateMessage } from '../../lib/errors.ts';
import { applyServerError } from '../../lib/forms.ts';
import { searchLocality, useCompany } from '../company/companyApi.ts';
import { useSaveVenue } from './venuesApi.ts';

/**
 * The stored city and postal code as the autocomplete's chosen place (a venue keeps no
 * coordinates: the autocomplete shows the label only).
 */
const placeOf = (venue: Venue): Locality | null =>
  venue.city
    ? {
        label: venue.cp ? `${venue.city} (${venue.cp})` : venue.city,
        city: venue.city,
        zipCode: venue.cp ?? '',
        countryCode: '',
        latitude: 0,
        longitude: 0,
      }
    : null;

/** The schema's fields, the city and postal code replaced by the place the locality search gave (or none). */
const venueFormSchema = venueBodySchema.omit({ city: true, cp: true }).extend({ place: z.custom<Locality | null>() });

/** An empty number field is no capacity (null); anything else a number, which the schema checks. */
const capacityOf = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/**
 * A venue's name, description, city and postal code (from the locality autocomplete the company's
 * address uses: a place picked, never free text; emptied, both are cleared), capacity and website
 * (`venueBodySchema`: empty clears a field); the server's refusals go next to their fields.
 */
export function VenueForm({ venue }: { venue: Venue }) {
  const { t } = useTranslation('venues');
  const { api } = useAdmin();
  const search = useMemo(() => searchLocality(api), [api]);
  // Venues are searched in the provider's own country, as its address.
  const country = useCompany().data?.address?.countryCode ?? 'FR';
  const save = useSaveVenue(venue.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm({
    resolver: zodResolver(venueFormSchema),
    defaultValues: {
      name: venue.name,
      description: venue.description ?? '',
      place: placeOf(venue),
      capacity: venue.capacity,
      website: venue.website ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ place, ...body }) => {
    setFailure(null);
    setSaved(false);
    try {
      await save.mutateAsync({ ...body, city: place?.city || null, cp: place?.zipCode || null });
      setSaved(true);
    } catch (error) {
      const message = applyServerError(error, ['name', 'description', 'capacity', 'website'], form.setError, t);
      // The city's and postal code's refusals belong to the one place field.
      const fields = (error as { body?: { fields?: Record<string, string> } }).body?.fields;
      const placeError = fields?.city ?? fields?.cp;
      if (placeError) form.setError('place', { type: 'server', message: placeError });
      setFailure(placeError ? null : message);
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
      <Controller
        control={form.control}
        name="place"
        render={({ field }) => (
          <CityAutocomplete
            id={`venue-${venue.id}-city`}
            label={t('fields.place')}
            value={field.value}
            onChange={(place) => field.onChange(place)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={translateMessage(errors.place?.message, t)}
            country={country}
            search={search}
          />
        )}
      />
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
      <SaveBar failure={failure} saved={saved} busy={isSubmitting} />
    </form>
  );
}
