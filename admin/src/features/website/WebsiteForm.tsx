import { type OwnSite, ownSiteBodySchema } from '@alliance/shared/own-site';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/Field.tsx';
import { SaveBar } from '../../components/SaveStatus.tsx';
import { applyServerError } from '../../lib/forms.ts';
import { useSaveWebsite } from './websiteApi.ts';

/** The address whose pages send free requests: the same rules as the profile's website link. */
export function WebsiteForm({ site }: { site: OwnSite }) {
  const { t } = useTranslation('website');
  const save = useSaveWebsite();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm({ resolver: zodResolver(ownSiteBodySchema), defaultValues: { website: site.website ?? '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    setSaved(false);
    try {
      const answer = await save.mutateAsync(body);
      // What was stored (`www.example.fr` became `https://www.example.fr`), not what was typed.
      form.reset({ website: answer.website ?? '' });
      setSaved(true);
    } catch (error) {
      setFailure(applyServerError(error, ['website'], form.setError, t));
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <Field
        label={t('address.label')}
        hint={t('address.hint')}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        error={errors.website?.message}
        {...form.register('website')}
      />
      <SaveBar failure={failure} saved={saved} busy={isSubmitting} />
    </form>
  );
}
