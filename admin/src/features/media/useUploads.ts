import { IMAGE_UPLOAD_ERRORS } from '@alliance/shared/images';
import { ApiError } from '@alliance/widget/api/client.ts';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useAdmin } from '../../lib/context.tsx';
import { errorText } from '../../lib/errors.ts';
import { imageAnswered } from './mediaApi.ts';
import { thumbnail } from './thumbnail.ts';
import { imageFileProblem, UploadNetworkError, uploadImage } from './uploadImage.ts';

/** Files sent at the same time; the others wait their turn. */
const PARALLEL_UPLOADS = 2;

export interface UploadRow {
  key: number;
  name: string;
  /** A local object URL while sending (or after a failure), the server's thumbnail once stored; none for a refused file. */
  preview: string | null;
  status: 'waiting' | 'sending' | 'done' | 'failed';
  /** 0 to 1. */
  progress: number;
  error: string | null;
}

/**
 * Why an upload failed, for the person who sent it: the server's own refusal (`message`, in their
 * language), a proxy's bare 413 as the server would word it, a dropped connection, else 'Erreur {status} : …'.
 */
export function uploadErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const code = error.body?.error;
    if (code && (IMAGE_UPLOAD_ERRORS as readonly string[]).includes(code) && error.body?.message) return error.body.message;
    if (error.status === 413 && !error.body) return t('media:upload.errors.too-large');
  }
  if (error instanceof UploadNetworkError) return t('media:upload.network');
  return errorText(error, t);
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The upload queue of the gallery: each file a row (preview, progress, result); files the browser
 * can tell are refused (type, size) fail at once without a request; the others go
 * `PARALLEL_UPLOADS` at a time, a failure never stopping the rest. A stored image joins the
 * cached list. Object URLs are revoked once their row no longer shows them.
 */
export function useUploads() {
  const { api, queryClient } = useAdmin();
  const { t, i18n } = useTranslation('media');
  const [rows, setRows] = useState<UploadRow[]>([]);
  /** The outcomes, for the live log (a row's own text is not read out when it appears). */
  const [announcements, setAnnouncements] = useState<{ key: number; text: string }[]>([]);
  const announce = (text: string) => setAnnouncements((current) => [...current.slice(-9), { key: nextKey.current++, text }]);
  const waiting = useRef<{ key: number; file: File }[]>([]);
  const running = useRef(0);
  const nextKey = useRef(0);
  const objectUrls = useRef(new Map<number, string>());
  const aborts = useRef(new AbortController());

  const patch = (key: number, change: Partial<UploadRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  function pump() {
    while (running.current < PARALLEL_UPLOADS && waiting.current.length > 0 && !aborts.current.signal.aborted) {
      const job = waiting.current.shift();
      if (!job) break;
      running.current += 1;
      patch(job.key, { status: 'sending' });
      uploadImage(api, job.file, {
        locale: i18n.language,
        signal: aborts.current.signal,
        onProgress: (fraction) => patch(job.key, { progress: fraction }),
      })
        .then((image) => {
          imageAnswered(queryClient, image);
          patch(job.key, { status: 'done', progress: 1, preview: thumbnail(image).src });
          announce(t('upload.announceDone', { name: job.file.name }));
        })
        .catch((error: unknown) => {
          if (isAbort(error)) return;
          const message = uploadErrorText(error, t);
          patch(job.key, { status: 'failed', error: message });
          announce(t('upload.announceFailed', { name: job.file.name, error: message }));
        })
        .finally(() => {
          running.current -= 1;
          pump();
        });
    }
  }

  function add(files: Iterable<File>) {
    const added: UploadRow[] = [];
    for (const file of files) {
      const key = nextKey.current++;
      const problem = imageFileProblem(file);
      if (problem) {
        added.push({ key, name: file.name, preview: null, status: 'failed', progress: 0, error: t(`upload.errors.${problem}`) });
        continue;
      }
      const preview = URL.createObjectURL(file);
      objectUrls.current.set(key, preview);
      added.push({ key, name: file.name, preview, status: 'waiting', progress: 0, error: null });
      waiting.current.push({ key, file });
    }
    if (added.length === 0) return;
    setRows((current) => [...current, ...added]);
    for (const row of added) {
      if (row.status === 'failed') announce(t('upload.announceFailed', { name: row.name, error: row.error ?? '' }));
    }
    pump();
  }

  /** Removes the finished rows (stored or failed). */
  function clear() {
    setRows((current) => current.filter((row) => row.status === 'waiting' || row.status === 'sending'));
    setAnnouncements([]);
  }

  // An object URL goes once its row shows something else or is gone.
  useEffect(() => {
    for (const [key, url] of objectUrls.current) {
      if (!rows.some((row) => row.key === key && row.preview === url)) {
        URL.revokeObjectURL(url);
        objectUrls.current.delete(key);
      }
    }
  }, [rows]);

  // Leaving the page stops the uploads under way and frees the previews.
  useEffect(() => {
    const urls = objectUrls.current;
    const controller = new AbortController();
    aborts.current = controller;
    return () => {
      controller.abort();
      waiting.current = [];
      for (const url of urls.values()) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  return { rows, add, clear, announcements };
}
