import { updateVideoBodySchema } from '@alliance/shared/videos';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field, FormMessage } from '../../components/Field.tsx';
import { useAdmin } from '../../lib/context.tsx';
import { fieldErrorsOf } from '../../lib/errors.ts';
import { applyServerError } from '../../lib/forms.ts';
import { uploadVideo, VIDEO_ACCEPT, videoAnswered, videoFileProblem, videoUploadErrorText } from './videosApi.ts';

interface Sending {
  name: string;
  progress: number;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * An MP4 or WebM file sent with its title (optional, `updateVideoBodySchema`'s rule): the file
 * picked is checked first (type, 200 MB), then sent with its progress, which can be cancelled; a
 * refusal shows the server's own message. Leaving the page stops the upload.
 */
export function VideoUpload() {
  const { t, i18n } = useTranslation('videos');
  const { api, queryClient } = useAdmin();
  const id = useId();
  const [sending, setSending] = useState<Sending | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const upload = useRef<AbortController | null>(null);
  const refocus = useRef(false);
  const form = useForm({ resolver: zodResolver(updateVideoBodySchema), defaultValues: { title: '' } });
  const { errors } = form.formState;

  useEffect(() => () => upload.current?.abort(), []);
  // Once sent (or cancelled), the file button takes back the focus the upload took from it.
  useEffect(() => {
    if (sending || !refocus.current) return;
    refocus.current = false;
    input.current?.focus();
  }, [sending]);

  async function send(file: File, title: string | null) {
    const problem = videoFileProblem(file);
    if (problem) {
      setFailure(t(`upload.errors.${problem}`));
      return;
    }
    const controller = new AbortController();
    upload.current = controller;
    setSending({ name: file.name, progress: 0 });
    try {
      const video = await uploadVideo(api, file, title, {
        locale: i18n.language,
        signal: controller.signal,
        onProgress: (progress) => setSending({ name: file.name, progress }),
      });
      videoAnswered(queryClient, video);
      form.reset();
      setDone(t('upload.done', { name: file.name }));
    } catch (error) {
      if (isAbort(error)) {
        if (upload.current === controller) setDone(t('upload.cancelled', { name: file.name }));
      } else if (fieldErrorsOf(error)) {
        setFailure(applyServerError(error, ['title'], form.setError, t));
      } else {
        setFailure(videoUploadErrorText(error, t));
      }
    }
    if (upload.current === controller) {
      upload.current = null;
      const active = document.activeElement;
      refocus.current = !active || active === document.body || active === cancel.current || active === input.current;
      setSending(null);
    }
  }

  const pick = (file: File) => {
    setFailure(null);
    setDone(null);
    void form.handleSubmit(({ title }) => send(file, title))();
  };

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('upload.title')}</h2>
      <Field
        label={t('fields.title')}
        hint={t('fields.titleHint')}
        autoComplete="off"
        error={errors.title?.message}
        disabled={sending !== null}
        {...form.register('title')}
      />
      <p id={`${id}-hint`} className="hint">
        {t('upload.hint')}
      </p>
      {/* The input stays focusable (visually hidden): the label is drawn as its button. */}
      <label className="button file-button">
        {t('upload.choose')}
        <input
          ref={input}
          type="file"
          className="sr-only"
          accept={VIDEO_ACCEPT}
          disabled={sending !== null}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // The same file may be chosen again after a failure.
            event.currentTarget.value = '';
            if (file) pick(file);
          }}
        />
      </label>
      {sending && (
        <div className="video-sending">
          <p className="upload-name">{sending.name}</p>
          <progress
            max={100}
            value={Math.round(sending.progress * 100)}
            aria-label={t('upload.progress', { name: sending.name })}
          />
          <button ref={cancel} type="button" onClick={() => upload.current?.abort()}>
            {t('upload.cancel')}
          </button>
        </div>
      )}
      <FormMessage text={failure} />
      <div role="status">{done && <p className="form-message success">{done}</p>}</div>
    </section>
  );
}
