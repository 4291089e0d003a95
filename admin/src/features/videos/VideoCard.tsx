import type { ProviderVideo } from '@alliance/shared/videos';
import type { DragEvent } from 'react';
import { useTranslation } from '../../../../widget/src/i18n/react.tsx';
import { ExternalLink } from '../../components/ExternalLink.tsx';
import { MoveButtons } from '../../components/MoveButtons.tsx';
import type { MoveButton } from '../../lib/useSortable.ts';
import { PLATFORM_NAMES } from './platforms.ts';
import { platformPageOf } from './videosApi.ts';

export interface VideoCardProps {
  video: ProviderVideo;
  /** Its place in the list, 0 first. */
  index: number;
  count: number;
  /** A visibility change of this video is on its way. */
  toggling: boolean;
  /** Another card is dragged over this one. */
  dropTarget: boolean;
  onToggle(): void;
  onMove(button: MoveButton): void;
  onEdit(opener: HTMLButtonElement): void;
  onDelete(opener: HTMLButtonElement): void;
  onDragStart(event: DragEvent<HTMLElement>): void;
  onDragOver(event: DragEvent<HTMLElement>): void;
  onDrop(event: DragEvent<HTMLElement>): void;
  onDragEnd(): void;
}

/**
 * One video: its title (else its number), what it is, whether the public sees it, and its
 * actions, each naming the video (visually hidden). A YouTube or Vimeo video is a plain card with
 * a link to the platform: no player nor thumbnail is loaded from it here. An uploaded file plays in
 * `<video controls preload="none">` (nothing downloaded before play) while visible: a hidden file
 * is not served.
 */
export function VideoCard(props: VideoCardProps) {
  const { t } = useTranslation('videos');
  const { video, index, count } = props;
  const number = index + 1;
  const name = video.title || t('list.video', { number });
  const platform = PLATFORM_NAMES[video.kind];
  const page = platformPageOf(video);
  const which = (
    <>
      {' '}
      <span className="sr-only">{t('list.forVideo', { number })}</span>
    </>
  );
  const className = ['media-card video-card', video.isVisible ? '' : 'is-hidden', props.dropTarget ? 'drop-target' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <li
      className={className}
      data-sortable={video.id}
      draggable
      onDragStart={props.onDragStart}
      onDragOver={props.onDragOver}
      onDrop={props.onDrop}
      onDragEnd={props.onDragEnd}
    >
      <article aria-labelledby={`video-card-${video.id}`}>
        <div className="video-frame">
          {video.kind === 'file' ? (
            video.isVisible && video.fileUrl ? (
              // biome-ignore lint/a11y/useMediaCaption: the provider's own upload, shown to them; no captions are stored
              <video controls preload="none" src={video.fileUrl} aria-label={name} />
            ) : (
              <p className="video-placeholder">{t('list.hiddenFile')}</p>
            )
          ) : (
            <p className="video-placeholder">
              <span className="video-platform">{platform}</span>
              {page && (
                <ExternalLink href={page} className="button">
                  {t('list.watchOn', { platform })}
                </ExternalLink>
              )}
            </p>
          )}
          {!video.isVisible && <span className="badge hidden-badge">{t('list.hidden')}</span>}
        </div>
        <div className="media-card-body">
          <h3 id={`video-card-${video.id}`}>{name}</h3>
          <p className="muted">{video.kind === 'file' ? t('list.file') : t('list.link', { platform })}</p>
          <div className="media-actions">
            <button
              type="button"
              className="switch"
              aria-pressed={video.isVisible}
              aria-busy={props.toggling || undefined}
              onClick={() => {
                if (!props.toggling) props.onToggle();
              }}
            >
              <span className="switch-track" aria-hidden="true" />
              {t('list.visible')}
              {which}
            </button>
            <MoveButtons
              first={index === 0}
              last={index === count - 1}
              earlier={t('list.earlier')}
              later={t('list.later')}
              which={which}
              onMove={props.onMove}
            />
            <button type="button" onClick={(event) => props.onEdit(event.currentTarget)}>
              {t('list.rename')}
              {which}
            </button>
            <button type="button" className="danger" onClick={(event) => props.onDelete(event.currentTarget)}>
              {t('list.delete')}
              {which}
            </button>
          </div>
        </div>
      </article>
    </li>
  );
}
