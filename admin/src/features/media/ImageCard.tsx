import type { ProviderImage } from '@alliance/shared/images';
import type { DragEvent } from 'react';
import { useTranslation } from '../../../../widget/src/i18n/react.tsx';
import { thumbnail } from './thumbnail.ts';

export type MoveButton = 'earlier' | 'later';

export interface ImageCardProps {
  image: ProviderImage;
  /** Its place in the gallery, 0 first. */
  index: number;
  count: number;
  /** A visibility change of this photo is on its way. */
  toggling: boolean;
  /** Another card is dragged over this one. */
  dropTarget: boolean;
  onToggle(): void;
  onMove(button: MoveButton): void;
  onEdit(opener: HTMLButtonElement): void;
  onDelete(opener: HTMLButtonElement): void;
  onDragStart(event: DragEvent<HTMLLIElement>): void;
  onDragOver(event: DragEvent<HTMLLIElement>): void;
  onDrop(event: DragEvent<HTMLLIElement>): void;
  onDragEnd(): void;
}

/**
 * One photo of the gallery: its thumbnail, its number (its place), whether the public sees it,
 * its caption, and its actions. Every button names the photo it acts on (visually hidden), so a
 * list of "Delete" buttons is never ambiguous.
 */
export function ImageCard(props: ImageCardProps) {
  const { t } = useTranslation('media');
  const { image, index, count } = props;
  const number = index + 1;
  const thumb = thumbnail(image);
  const which = (
    <>
      {' '}
      <span className="sr-only">{t('gallery.forPhoto', { number })}</span>
    </>
  );
  const first = index === 0;
  const last = index === count - 1;
  const className = ['media-card', image.isVisible ? '' : 'is-hidden', props.dropTarget ? 'drop-target' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <li
      className={className}
      data-image={image.id}
      draggable
      onDragStart={props.onDragStart}
      onDragOver={props.onDragOver}
      onDrop={props.onDrop}
      onDragEnd={props.onDragEnd}
    >
      <article aria-labelledby={`media-card-${image.id}`}>
        <div className="media-thumb">
          <img src={thumb.src} width={thumb.width} height={thumb.height} loading="lazy" alt={image.alt ?? ''} draggable={false} />
          {!image.isVisible && <span className="badge hidden-badge">{t('gallery.hidden')}</span>}
        </div>
        <div className="media-card-body">
          <h3 id={`media-card-${image.id}`}>{t('gallery.photo', { number })}</h3>
          {image.caption && <p className="media-caption">{image.caption}</p>}
          {!image.alt && <p className="muted">{t('gallery.noAlt')}</p>}
          <div className="media-actions">
            <button
              type="button"
              className="switch"
              aria-pressed={image.isVisible}
              aria-busy={props.toggling || undefined}
              onClick={() => {
                if (!props.toggling) props.onToggle();
              }}
            >
              <span className="switch-track" aria-hidden="true" />
              {t('gallery.visible')}
              {which}
            </button>
            <button
              type="button"
              data-move="earlier"
              aria-disabled={first || undefined}
              onClick={() => {
                if (!first) props.onMove('earlier');
              }}
            >
              <span aria-hidden="true">← </span>
              {t('gallery.earlier')}
              {which}
            </button>
            <button
              type="button"
              data-move="later"
              aria-disabled={last || undefined}
              onClick={() => {
                if (!last) props.onMove('later');
              }}
            >
              {t('gallery.later')}
              {which}
              <span aria-hidden="true"> →</span>
            </button>
            <button type="button" onClick={(event) => props.onEdit(event.currentTarget)}>
              {t('gallery.edit')}
              {which}
            </button>
            <button type="button" className="danger" onClick={(event) => props.onDelete(event.currentTarget)}>
              {t('gallery.delete')}
              {which}
            </button>
          </div>
        </div>
      </article>
    </li>
  );
}
