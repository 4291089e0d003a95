import type { DragEvent } from 'react';
import { useTranslation } from '../../../../../widget/src/i18n/react.tsx';
import { MoveButtons } from '../../../components/MoveButtons.tsx';
import type { MoveButton } from '../../../lib/useSortable.ts';
import { thumbnail } from '../thumbnail.ts';
import type { CollectionNs, CollectionPhoto } from './collection.ts';

export interface CollectionPhotoCardProps {
  ns: CollectionNs;
  photo: CollectionPhoto;
  /** Its alt text in the library, when it has one. */
  alt: string | null;
  /** Its place in the collection, 0 first. */
  index: number;
  count: number;
  /** Another card is dragged over this one. */
  dropTarget: boolean;
  /** Offered for a portfolio (its key image); absent for a venue. */
  onMakeKey?(): void;
  onMove(button: MoveButton): void;
  onCaption(opener: HTMLButtonElement): void;
  onRemove(opener: HTMLButtonElement): void;
  onDragStart(event: DragEvent<HTMLElement>): void;
  onDragOver(event: DragEvent<HTMLElement>): void;
  onDrop(event: DragEvent<HTMLElement>): void;
  onDragEnd(): void;
}

/**
 * One photo of a portfolio or venue, drawn like the media library's cards: its thumbnail, its
 * number, the key image and hidden marks, its caption, and its actions, each naming the photo
 * (visually hidden) so that a list of "Retirer" buttons is never ambiguous.
 */
export function CollectionPhotoCard(props: CollectionPhotoCardProps) {
  const { t } = useTranslation(props.ns);
  const { photo, index, count } = props;
  const number = index + 1;
  const thumb = thumbnail(photo);
  const which = (
    <>
      {' '}
      <span className="sr-only">{t('photos.forPhoto', { number })}</span>
    </>
  );
  const className = ['media-card', photo.isVisible ? '' : 'is-hidden', props.dropTarget ? 'drop-target' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <li
      className={className}
      data-sortable={photo.imageId}
      draggable
      onDragStart={props.onDragStart}
      onDragOver={props.onDragOver}
      onDrop={props.onDrop}
      onDragEnd={props.onDragEnd}
    >
      <article aria-labelledby={`${props.ns}-photo-${photo.imageId}`}>
        <div className="media-thumb">
          <img src={thumb.src} width={thumb.width} height={thumb.height} loading="lazy" alt={props.alt ?? ''} draggable={false} />
          <div className="media-badges">
            {photo.isKey && <span className="badge key-badge">{t('photos.key')}</span>}
            {!photo.isVisible && <span className="badge">{t('photos.hidden')}</span>}
          </div>
        </div>
        <div className="media-card-body">
          <h3 id={`${props.ns}-photo-${photo.imageId}`}>{t('photos.photo', { number })}</h3>
          {photo.caption && <p className="media-caption">{photo.caption}</p>}
          {!photo.isVisible && <p className="muted">{t('photos.hiddenHint')}</p>}
          <div className="media-actions">
            {props.onMakeKey && (
              <button
                type="button"
                className="wide"
                aria-disabled={photo.isKey || undefined}
                onClick={() => {
                  if (!photo.isKey) props.onMakeKey?.();
                }}
              >
                {photo.isKey ? t('photos.key') : t('photos.makeKey')}
                {which}
              </button>
            )}
            <MoveButtons
              first={index === 0}
              last={index === count - 1}
              earlier={t('photos.earlier')}
              later={t('photos.later')}
              which={which}
              onMove={props.onMove}
            />
            <button type="button" onClick={(event) => props.onCaption(event.currentTarget)}>
              {t('photos.caption')}
              {which}
            </button>
            <button type="button" className="danger" onClick={(event) => props.onRemove(event.currentTarget)}>
              {t('photos.remove')}
              {which}
            </button>
          </div>
        </div>
      </article>
    </li>
  );
}
