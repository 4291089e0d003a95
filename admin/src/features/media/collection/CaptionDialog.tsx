import { portfolioCaptionBodySchema } from '@alliance/shared/portfolios';
import { Dialog } from '@alliance/widget/components/Dialog.tsx';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { type RefObject, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormMessage, TextAreaField } from '../../../components/Field.tsx';
import { applyServerError } from '../../../lib/forms.ts';
import { thumbnail } from '../thumbnail.ts';
import type { CollectionNs, CollectionPhoto } from './collection.ts';

interface CaptionDialogProps {
  ns: CollectionNs;
  photo: CollectionPhoto;
  /** The photo's place in the collection (1 first), which names it. */
  number: number;
  save(caption: string | null): Promise<unknown>;
  onClose(): void;
  onSaved(): void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * A portfolio's or venue's own caption of a photo (the library's caption is not touched). Both
 * follow the same rule (`portfolioCaptionBodySchema`, the venues' `caption` alike: 300 characters
 * at most, empty clears it).
 */
export function CaptionDialog({ ns, photo, number, save, onClose, onSaved, returnFocusTo }: CaptionDialogProps) {
  const { t } = useTranslation(ns);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(portfolioCaptionBodySchema),
    defaultValues: { caption: photo.caption ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ caption }) => {
    setFailure(null);
    try {
      await save(caption);
      onSaved();
    } catch (error) {
      setFailure(applyServerError(error, ['caption'], form.setError, t));
    }
  });
  const thumb = thumbnail(photo, 160);

  return (
    <Dialog title={t('photos.captionTitle', { number })} onClose={onClose} returnFocusTo={returnFocusTo}>
      <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
        <img className="details-preview" src={thumb.src} width={thumb.width} height={thumb.height} alt="" />
        <TextAreaField
          label={t('photos.caption')}
          hint={t('photos.captionHint')}
          rows={3}
          error={errors.caption?.message}
          {...form.register('caption')}
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
