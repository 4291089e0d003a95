import type { ProviderImage } from '@alliance/shared/images';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../../widget/src/i18n/react.tsx';
import { FormMessage } from '../../components/Field.tsx';
import { errorText } from '../../lib/errors.ts';
import { type MoveButton, useSortable } from '../../lib/useSortable.ts';
import { ConfirmDelete } from './ConfirmDelete.tsx';
import { ImageCard } from './ImageCard.tsx';
import { ImageDetailsDialog } from './ImageDetailsDialog.tsx';
import { galleryOf, useDeleteImage, useReorder, useToggleVisibility, withGalleryOrder } from './mediaApi.ts';
import { thumbnail } from './thumbnail.ts';

/** A dialog open on one photo, and the button that opened it. */
interface Open {
  image: ProviderImage;
  number: number;
  opener: HTMLButtonElement;
}

/**
 * The gallery: every photo but the profile one, in the public order. Reordered by dragging a card
 * or with each card's Earlier / Later buttons (focus stays on the button pressed, a live region
 * says where the photo went); shown at once, rolled back if the server refuses.
 */
export function Gallery({ items }: { items: ProviderImage[] }) {
  const { t } = useTranslation('media');
  const images = galleryOf(items);
  const reorder = useReorder();
  const toggle = useToggleVisibility();
  const remove = useDeleteImage();
  const [failure, setFailure] = useState<string | null>(null);
  const [toggling, setToggling] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<Open | null>(null);
  const [deleting, setDeleting] = useState<Open | null>(null);
  const sortable = useSortable(
    images.map((image) => image.id),
    (from, to) => move(from, to),
  );
  const { announce } = sortable;
  const heading = useRef<HTMLHeadingElement>(null);
  const deleted = useRef<number | null>(null);

  useLayoutEffect(() => {
    // A deleted card leaves with its focused button (the dialog gave the focus back to it): the heading takes it.
    if (deleted.current !== null && !images.some((image) => image.id === deleted.current)) {
      deleted.current = null;
      heading.current?.focus();
    }
  });

  function move(from: number, to: number, focus?: MoveButton) {
    const ids = sortable.order(from, to, focus);
    if (!ids) return;
    setFailure(null);
    announce(t('gallery.moved', { from: from + 1, to: to + 1 }));
    reorder(withGalleryOrder(items, ids)).catch((error: unknown) => {
      sortable.forget();
      setFailure(t('gallery.moveFailed', { message: errorText(error, t) }));
    });
  }

  function toggleVisibility(image: ProviderImage, number: number) {
    setFailure(null);
    setToggling((ids) => new Set(ids).add(image.id));
    toggle
      .mutateAsync(image.id)
      .then((answer) => announce(t(answer.image.isVisible ? 'gallery.nowVisible' : 'gallery.nowHidden', { number })))
      .catch((error: unknown) => setFailure(errorText(error, t)))
      .finally(() =>
        setToggling((ids) => {
          const next = new Set(ids);
          next.delete(image.id);
          return next;
        }),
      );
  }

  return (
    <section className="card" aria-labelledby="media-gallery">
      <h2 id="media-gallery" ref={heading} tabIndex={-1}>
        {t('gallery.title')}
      </h2>
      <p className="sr-only" role="status">
        {sortable.announcement}
      </p>
      <FormMessage text={failure} />
      {images.length === 0 ? (
        <p className="empty">{t('gallery.empty')}</p>
      ) : (
        <>
          <p className="hint">{t('gallery.help')}</p>
          <ol className="media-grid" ref={sortable.list}>
            {images.map((image, index) => (
              <ImageCard
                key={image.id}
                image={image}
                index={index}
                count={images.length}
                toggling={toggling.has(image.id)}
                dropTarget={sortable.isDropTarget(image.id)}
                onToggle={() => toggleVisibility(image, index + 1)}
                onMove={(button) => move(index, button === 'earlier' ? index - 1 : index + 1, button)}
                onEdit={(opener) => setEditing({ image, number: index + 1, opener })}
                onDelete={(opener) => setDeleting({ image, number: index + 1, opener })}
                {...sortable.dragHandlers(image.id, index)}
              />
            ))}
          </ol>
        </>
      )}
      {editing && (
        <ImageDetailsDialog
          image={editing.image}
          number={editing.number}
          onClose={() => setEditing(null)}
          returnFocusTo={{ current: editing.opener }}
          onSaved={() => {
            announce(t('details.saved', { number: editing.number }));
            setEditing(null);
          }}
        />
      )}
      {deleting && (
        <ConfirmDelete
          title={t('gallery.deleteTitle', { number: deleting.number })}
          onClose={() => setDeleting(null)}
          // The card goes with its button: the focus then lands on the gallery's heading.
          returnFocusTo={heading}
          confirm={async () => {
            await remove.mutateAsync(deleting.image);
            deleted.current = deleting.image.id;
            announce(t('gallery.deleted', { number: deleting.number }));
            setDeleting(null);
          }}
        >
          <DeletePreview image={deleting.image} />
          <p>{t('gallery.deleteText')}</p>
        </ConfirmDelete>
      )}
    </section>
  );
}

function DeletePreview({ image }: { image: ProviderImage }) {
  const thumb = thumbnail(image, 160);
  return <img className="details-preview" src={thumb.src} width={thumb.width} height={thumb.height} alt={image.alt ?? ''} />;
}
