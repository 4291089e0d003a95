import { type CompanyProfile, socialNetworksSchema } from '@alliance/shared/company';
import { PROVIDER_LINK_TYPES } from '@alliance/shared/provider-links';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/Field.tsx';
import { SaveBar, type StepFormProps } from '../../components/SaveStatus.tsx';
import { applyServerError } from '../../lib/forms.ts';
import { useSaveCompany } from './companyApi.ts';

/** The website and the social networks: an address each, or empty. */
export function SocialNetworksForm({ profile, submitLabel }: StepFormProps & { profile: CompanyProfile }) {
  const { t } = useTranslation('company');
  const save = useSaveCompany<{ links: Record<string, string> }>('api/social-networks/');
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const valuesOf = (stored: CompanyProfile) => ({
    links: Object.fromEntries(PROVIDER_LINK_TYPES.map((type) => [type, stored.links[type] ?? ''])),
  });
  const form = useForm({ resolver: zodResolver(socialNetworksSchema), defaultValues: valuesOf(profile) });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    setSaved(false);
    try {
      const links = Object.fromEntries(Object.entries(body.links).map(([type, url]) => [type, url ?? '']));
      const answer = await save.mutateAsync({ links });
      // What was stored (`www.example.fr` became `https://www.example.fr`), not what was typed.
      form.reset(valuesOf(answer.profile));
      setSaved(true);
    } catch (error) {
      setFailure(
        applyServerError(
          error,
          PROVIDER_LINK_TYPES.map((type) => `links.${type}` as const),
          form.setError,
          t,
        ),
      );
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
      {PROVIDER_LINK_TYPES.map((type) => (
        <Field
          key={type}
          label={t(`links.${type}`)}
          type="url"
          inputMode="url"
          placeholder="https://"
          error={errors.links?.[type]?.message}
          {...form.register(`links.${type}`)}
        />
      ))}
      <SaveBar failure={failure} saved={saved} busy={isSubmitting} label={submitLabel} />
    </form>
  );
}
