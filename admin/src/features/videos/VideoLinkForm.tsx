import { addVideoLinkBodySchema, parseVideoLink } from '@alliance/shared/videos';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field, FormMessage } from '../../components/Field.tsx';
import { fieldErrorsOf } from '../../lib/errors.ts';
import { applyServerError } from '../../lib/forms.ts';
import { PLATFORM_NAMES } from './platforms.ts';
import { useAddVideoLink, videoUploadErrorText } from './videosApi.ts';

/**
 * A YouTube or Vimeo video added by its address (`addVideoLinkBodySchema`, which reads it with the
 * shared `parseVideoLink`: a bad link is refused before sending, with its message next to the
 * field); the platform recognised is said as the address is typed.
 */
export function VideoLinkForm() {
  const { t } = useTranslation('videos');
  const id = useId();
  const add = useAddVideoLink();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(addVideoLinkBodySchema), defaultValues: { url: '', title: '' } });
  const { errors, isSubmitting } = form.formState;
  const link = parseVideoLink(form.watch('url') ?? '');

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    setDone(null);
    try {
      const answer = await add.mutateAsync(body);
      form.reset();
      setDone(t('link.added', { platform: PLATFORM_NAMES[answer.video.kind] ?? '' }));
    } catch (error) {
      setFailure(
        fieldErrorsOf(error) ? applyServerError(error, ['url', 'title'], form.setError, t) : videoUploadErrorText(error, t),
      );
    }
  });

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('link.title')}</h2>
      <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
        <Field
          label={t('link.url')}
          hint={t('link.urlHint')}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          error={errors.url?.message}
          {...form.register('url')}
        />
        <p className="hint" role="status">
          {link && !errors.url ? t('link.recognized', { platform: PLATFORM_NAMES[link.kind] }) : ''}
        </p>
        <Field
          label={t('fields.title')}
          hint={t('fields.titleHint')}
          autoComplete="off"
          error={errors.title?.message}
          {...form.register('title')}
        />
        <FormMessage text={failure} />
        <div role="status">{done && <p className="form-message success">{done}</p>}</div>
        <div className="actions">
          <button type="submit" className="primary" disabled={isSubmitting}>
            {t('link.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
