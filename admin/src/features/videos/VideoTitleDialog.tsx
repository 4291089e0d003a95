import { type ProviderVideo, updateVideoBodySchema } from '@alliance/shared/videos';
import { zodResolver } from '@hookform/resolvers/zod';
import { type RefObject, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../../widget/src/components/Dialog.tsx';
import { useTranslation } from '../../../../widget/src/i18n/react.tsx';
import { Field, FormMessage } from '../../components/Field.tsx';
import { applyServerError } from '../../lib/forms.ts';
import { useUpdateVideo } from './videosApi.ts';

interface VideoTitleDialogProps {
  video: ProviderVideo;
  /** The video's place in the list (1 first), which names it. */
  number: number;
  onClose(): void;
  onSaved(): void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** A video's title (`updateVideoBodySchema`: empty clears it). */
export function VideoTitleDialog({ video, number, onClose, onSaved, returnFocusTo }: VideoTitleDialogProps) {
  const { t } = useTranslation('videos');
  const update = useUpdateVideo(video.id);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(updateVideoBodySchema), defaultValues: { title: video.title ?? '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await update.mutateAsync(body);
      onSaved();
    } catch (error) {
      setFailure(applyServerError(error, ['title'], form.setError, t));
    }
  });
  return (
    <Dialog title={t('rename.title', { number })} onClose={onClose} returnFocusTo={returnFocusTo}>
      <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
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
            {t('admin:save')}
          </button>
          <button type="button" onClick={onClose}>
            {t('admin:cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
