import type { ProviderImage } from '@alliance/shared/images';
import type { DragEvent } from 'react';
import { useTranslation } from '../../../../widget/src/i18n/react.tsx';
import { MoveButtons } from '../../components/MoveButtons.tsx';
import type { MoveButton } from '../../lib/useSortable.ts';
import { thumbnail } from './thumbnail.ts';

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
  onDragStart(event: DragEvent<HTMLElement>): void;
  onDragOver(event: DragEvent<HTMLElement>): void;
  onDrop(event: DragEvent<HTMLElement>): void;
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
  const className = ['media-card', image.isVisible ? '' : 'is-hidden', props.dropTarget ? 'drop-target' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <li
      className={className}
      data-image={image.id}
      data-sortable={image.id}
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
            <MoveButtons
              first={index === 0}
              last={index === count - 1}
              earlier={t('gallery.earlier')}
              later={t('gallery.later')}
              which={which}
              onMove={props.onMove}
            />
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
