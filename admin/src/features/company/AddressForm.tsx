import { type CompanyProfile, companyAddressSchema } from '@alliance/shared/company';
import type { CountryCode } from '@alliance/shared/countries';
import type { Locality } from '@alliance/shared/locality';
import { CityAutocomplete } from '@alliance/widget/components/CityAutocomplete.tsx';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Field } from '../../components/Field.tsx';
import { SaveBar, type StepFormProps } from '../../components/SaveStatus.tsx';
import { useAdmin } from '../../lib/context.tsx';
import { translateMessage } from '../../lib/errors.ts';
import { applyServerError } from '../../lib/forms.ts';
import { searchLocality, useSaveCompany } from './companyApi.ts';

type Address = NonNullable<CompanyProfile['address']>;

const placeOf = (address: Address | null): Locality | null =>
  address && address.latitude !== null && address.longitude !== null
    ? {
        label: `${address.city} (${address.zipCode})`,
        city: address.city,
        zipCode: address.zipCode,
        countryCode: address.countryCode,
        latitude: address.latitude,
        longitude: address.longitude,
      }
    : null;

/** The street as the shared schema checks it; the place is one the locality search gave (or none yet). */
const addressFormSchema = companyAddressSchema.pick({ street: true }).extend({ place: z.custom<Locality | null>() });

/**
 * The address: a street (optional) and the city from the locality search, with the widget's
 * autocomplete (typed text that is not a chosen place is emptied and marked invalid, spec §5).
 */
export function AddressForm({ profile, onSaved, submitLabel }: StepFormProps & { profile: CompanyProfile }) {
  const { t } = useTranslation('company');
  const { api } = useAdmin();
  const search = useMemo(() => searchLocality(api), [api]);
  const save = useSaveCompany<z.infer<typeof companyAddressSchema>>('api/company/address');
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm({
    resolver: zodResolver(addressFormSchema),
    defaultValues: { street: profile.address?.street ?? '', place: placeOf(profile.address) },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ street, place }) => {
    setFailure(null);
    setSaved(false);
    if (!place) {
      form.setError('place', { type: 'required', message: 'validation.cityInvalid' }, { shouldFocus: true });
      return;
    }
    const { city, zipCode, countryCode, latitude, longitude } = place;
    try {
      await save.mutateAsync({
        ...(street ? { street } : {}),
        city,
        zipCode,
        countryCode: countryCode as CountryCode,
        latitude,
        longitude,
      });
      setSaved(true);
      onSaved?.();
    } catch (error) {
      const message = applyServerError(error, ['street', 'place'], form.setError, t);
      const cityError = (error as { body?: { fields?: Record<string, string> } }).body?.fields?.city;
      if (cityError) form.setError('place', { type: 'server', message: cityError });
      setFailure(cityError ? null : message);
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <Field
        label={t('fields.street')}
        autoComplete="street-address"
        error={errors.street?.message}
        {...form.register('street')}
      />
      <Controller
        control={form.control}
        name="place"
        render={({ field }) => (
          <CityAutocomplete
            id="company-city"
            label={t('fields.city')}
            value={field.value}
            onChange={(place) => field.onChange(place)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={translateMessage(errors.place?.message, t)}
            required
            country={profile.address?.countryCode ?? 'FR'}
            search={search}
          />
        )}
      />
      <SaveBar failure={failure} saved={saved && !onSaved} busy={isSubmitting} label={submitLabel} />
    </form>
  );
}
