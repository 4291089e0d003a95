import type { ProviderImage } from '@alliance/shared/images';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDelete } from '../../components/ConfirmDelete.tsx';
import { FormMessage } from '../../components/Field.tsx';
import { useAdmin } from '../../lib/context.tsx';
import { imageAnswered, useDeleteImage } from './mediaApi.ts';
import { thumbnail } from './thumbnail.ts';
import { IMAGE_ACCEPT, imageFileProblem, uploadImage } from './uploadImage.ts';
import { uploadErrorText } from './useUploads.ts';

type Sending = { progress: number } | null;

/**
 * The profile photo (the directory's card and the profile's header): shown or a placeholder,
 * replaced by picking a file (checked first like any upload, sent with its progress), deleted
 * after a confirmation.
 */
export function ProfilePhoto({ image }: { image: ProviderImage | null }) {
  const { t, i18n } = useTranslation('media');
  const { api, queryClient } = useAdmin();
  const remove = useDeleteImage();
  const [sending, setSending] = useState<Sending>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const alive = useRef(new AbortController());

  // Deleted: the button that was focused goes with the photo; the file input (add a photo) takes the focus.
  const deleted = useRef(false);
  useEffect(() => {
    if (deleted.current && !image) {
      deleted.current = false;
      input.current?.focus();
    }
  }, [image]);

  useEffect(() => {
    const controller = new AbortController();
    alive.current = controller;
    return () => controller.abort();
  }, []);

  async function send(file: File) {
    setFailure(null);
    setDone(null);
    const problem = imageFileProblem(file);
    if (problem) {
      setFailure(t(`upload.errors.${problem}`));
      return;
    }
    setSending({ progress: 0 });
    try {
      const stored = await uploadImage(api, file, {
        profile: true,
        locale: i18n.language,
        signal: alive.current.signal,
        onProgress: (progress) => setSending({ progress }),
      });
      imageAnswered(queryClient, stored);
      setDone(t('profile.updated'));
    } catch (error) {
      if (!alive.current.signal.aborted) setFailure(uploadErrorText(error, t));
    }
    setSending(null);
  }

  const thumb = image ? thumbnail(image, 160) : null;
  return (
    <section className="card profile-photo" aria-labelledby="media-profile">
      <h2 id="media-profile">{t('profile.title')}</h2>
      <div className="profile-photo-row">
        {image && thumb ? (
          <img
            className="profile-photo-image"
            src={thumb.src}
            width={thumb.width}
            height={thumb.height}
            alt={image.alt || t('profile.current')}
          />
        ) : (
          <div className="profile-photo-image placeholder">
            <span aria-hidden="true">◯</span>
            <span>{t('profile.none')}</span>
          </div>
        )}
        <div className="profile-photo-actions">
          <p className="hint">{t('profile.intro')}</p>
          {/* The input stays focusable (visually hidden): the label is drawn as its button. */}
          <label className="button file-button">
            {image ? t('profile.replace') : t('profile.add')}
            <input
              ref={input}
              type="file"
              className="sr-only"
              accept={IMAGE_ACCEPT}
              disabled={sending !== null}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                if (file) void send(file);
              }}
            />
          </label>
          {image && (
            <button type="button" className="danger" onClick={() => setConfirming(true)} disabled={sending !== null}>
              {t('profile.delete')}
            </button>
          )}
          {sending && <progress max={100} value={Math.round(sending.progress * 100)} aria-label={t('profile.sending')} />}
          <FormMessage text={failure} />
          <FormMessage text={done} tone="status" />
        </div>
      </div>
      {confirming && image && (
        <ConfirmDelete
          title={t('profile.deleteTitle')}
          onClose={() => setConfirming(false)}
          returnFocusTo={input}
          confirm={async () => {
            await remove.mutateAsync(image);
            deleted.current = true;
            setConfirming(false);
            setDone(t('profile.deleted'));
          }}
        >
          <p>{t('profile.deleteText')}</p>
        </ConfirmDelete>
      )}
    </section>
  );
}
