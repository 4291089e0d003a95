import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { IMAGE_ACCEPT } from './uploadImage.ts';
import { type UploadRow, useUploads } from './useUploads.ts';

const carriesFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');

/**
 * Adds photos to the gallery: a drop area whose button opens the file picker (a plain button:
 * keyboard and screen readers know it), several files picked or dropped at once, each followed
 * in its own row.
 */
export function Dropzone() {
  const { t } = useTranslation('media');
  const uploads = useUploads();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const id = useId();

  // A file dropped beside the drop area would replace the page with the image: the page refuses it.
  useEffect(() => {
    const refuse = (event: Event) => {
      const transfer = (event as globalThis.DragEvent).dataTransfer;
      if (transfer && [...transfer.types].includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', refuse);
    window.addEventListener('drop', refuse);
    return () => {
      window.removeEventListener('dragover', refuse);
      window.removeEventListener('drop', refuse);
    };
  }, []);

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    uploads.add([...event.dataTransfer.files]);
  };

  const finished = uploads.rows.some((row) => row.status === 'done' || row.status === 'failed');
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('upload.title')}</h2>
      {/* The drop area takes dropped files; its one control is a real button that opens the picker. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a pointer gesture on the area; its button is the keyboard's way */}
      <div
        className={over ? 'dropzone over' : 'dropzone'}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <span className="dropzone-icon" aria-hidden="true">
          +
        </span>
        <button
          type="button"
          id={`${id}-choose`}
          className="dropzone-title"
          aria-describedby={`${id}-hint`}
          onClick={() => input.current?.click()}
        >
          {t('upload.choose')}
        </button>
        <span className="dropzone-drop">{t('upload.drop')}</span>
        <span id={`${id}-hint`} className="hint">
          {t('upload.hint')}
        </span>
        {/* Hidden: the button above is how it is reached, by pointer or keyboard. */}
        <input
          ref={input}
          type="file"
          hidden
          accept={IMAGE_ACCEPT}
          multiple
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            // The same file may be chosen again after a failure.
            event.currentTarget.value = '';
            uploads.add(files);
          }}
        />
      </div>
      {/* Each outcome is added, and read out, in turn. */}
      <div className="sr-only" role="log">
        {uploads.announcements.map((entry) => (
          <p key={entry.key}>{entry.text}</p>
        ))}
      </div>
      {uploads.rows.length > 0 && (
        <>
          <ul className="upload-list" aria-label={t('upload.list')}>
            {uploads.rows.map((row) => (
              <UploadItem key={row.key} row={row} />
            ))}
          </ul>
          {finished && (
            <button type="button" onClick={uploads.clear}>
              {t('upload.clear')}
            </button>
          )}
        </>
      )}
    </section>
  );
}

function UploadItem({ row }: { row: UploadRow }) {
  const { t } = useTranslation('media');
  return (
    <li className={`upload-item ${row.status}`}>
      {row.preview ? (
        <img className="upload-preview" src={row.preview} alt="" width={64} height={64} />
      ) : (
        <span className="upload-preview" aria-hidden="true" />
      )}
      <div className="upload-body">
        <span className="upload-name">{row.name}</span>
        {row.status !== 'failed' && (
          <progress max={100} value={Math.round(row.progress * 100)} aria-label={t('upload.progress', { name: row.name })} />
        )}
        <p className={row.status === 'failed' ? 'upload-status field-error' : 'upload-status'}>
          {row.status === 'failed' ? row.error : t(`upload.${row.status}`)}
        </p>
      </div>
    </li>
  );
}
