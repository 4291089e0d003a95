import { type ProviderImage, updateImageBodySchema } from '@alliance/shared/images';
import { Dialog } from '@alliance/widget/components/Dialog.tsx';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { type RefObject, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field, FormMessage } from '../../components/Field.tsx';
import { translateMessage } from '../../lib/errors.ts';
import { applyServerError } from '../../lib/forms.ts';
import { useUpdateImage } from './mediaApi.ts';
import { thumbnail } from './thumbnail.ts';

interface ImageDetailsDialogProps {
  image: ProviderImage;
  /** The photo's place in the gallery (1 first), which names it. */
  number: number;
  onClose(): void;
  onSaved(image: ProviderImage): void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** The alt text and caption of a photo (`updateImageBodySchema`: empty clears one). */
export function ImageDetailsDialog({ image, number, onClose, onSaved, returnFocusTo }: ImageDetailsDialogProps) {
  const { t } = useTranslation('media');
  const id = useId();
  const update = useUpdateImage(image.id);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(updateImageBodySchema),
    defaultValues: { alt: image.alt ?? '', caption: image.caption ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const answer = await update.mutateAsync(body);
      onSaved(answer.image);
    } catch (error) {
      setFailure(applyServerError(error, ['alt', 'caption'], form.setError, t));
    }
  });
  const thumb = thumbnail(image, 160);
  const captionError = translateMessage(errors.caption?.message, t);

  return (
    <Dialog title={t('details.title', { number })} onClose={onClose} returnFocusTo={returnFocusTo}>
      <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
        <img className="details-preview" src={thumb.src} width={thumb.width} height={thumb.height} alt="" />
        <Field
          label={t('details.alt')}
          hint={t('details.altHint')}
          error={errors.alt?.message}
          autoComplete="off"
          {...form.register('alt')}
        />
        <div className={captionError ? 'field invalid' : 'field'}>
          <label htmlFor={`${id}-caption`}>{t('details.caption')}</label>
          <textarea
            id={`${id}-caption`}
            rows={3}
            aria-invalid={captionError ? true : undefined}
            aria-describedby={captionError ? `${id}-caption-hint ${id}-caption-error` : `${id}-caption-hint`}
            {...form.register('caption')}
          />
          <p id={`${id}-caption-hint`} className="hint">
            {t('details.captionHint')}
          </p>
          {captionError && (
            <p id={`${id}-caption-error`} className="field-error">
              {captionError}
            </p>
          )}
        </div>
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
