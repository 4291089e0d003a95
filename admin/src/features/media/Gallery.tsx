import type { ProviderImage } from '@alliance/shared/images';
import { type DragEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../../widget/src/i18n/react.tsx';
import { FormMessage } from '../../components/Field.tsx';
import { errorText } from '../../lib/errors.ts';
import { ConfirmDelete } from './ConfirmDelete.tsx';
import { ImageCard, type MoveButton } from './ImageCard.tsx';
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
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [toggling, setToggling] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<Open | null>(null);
  const [deleting, setDeleting] = useState<Open | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropOn, setDropOn] = useState<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  /** The card moved with the keyboard, where it goes, and the button pressed. */
  const refocus = useRef<{ id: number; index: number; button: MoveButton } | null>(null);
  const deleted = useRef<number | null>(null);

  useLayoutEffect(() => {
    // After a keyboard move, once the card sits at its new place, its button takes the focus back.
    const target = refocus.current;
    if (target && images.findIndex((image) => image.id === target.id) === target.index) {
      refocus.current = null;
      list.current?.querySelector<HTMLElement>(`[data-image="${target.id}"] [data-move="${target.button}"]`)?.focus();
    }
    // A deleted card leaves with its focused button (the dialog gave the focus back to it): the heading takes it.
    if (deleted.current !== null && !images.some((image) => image.id === deleted.current)) {
      deleted.current = null;
      heading.current?.focus();
    }
  });

  const announce = (text: string) => {
    // The same sentence twice in a row is still read out.
    setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text));
  };

  function move(from: number, to: number, focus?: MoveButton) {
    const moved = images[from];
    if (!moved || to < 0 || to >= images.length || from === to) return;
    const ids = images.map((image) => image.id);
    ids.splice(from, 1);
    ids.splice(to, 0, moved.id);
    setFailure(null);
    refocus.current = focus ? { id: moved.id, index: to, button: focus } : null;
    announce(t('gallery.moved', { from: from + 1, to: to + 1 }));
    reorder(withGalleryOrder(items, ids)).catch((error: unknown) => {
      refocus.current = null;
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

  const dragHandlers = (image: ProviderImage, index: number) => ({
    onDragStart: (event: DragEvent<HTMLLIElement>) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(image.id));
      setDragged(image.id);
    },
    onDragOver: (event: DragEvent<HTMLLIElement>) => {
      if (dragged === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (dropOn !== image.id) setDropOn(image.id);
    },
    onDrop: (event: DragEvent<HTMLLIElement>) => {
      if (dragged === null) return;
      event.preventDefault();
      const from = images.findIndex((candidate) => candidate.id === dragged);
      setDragged(null);
      setDropOn(null);
      if (from >= 0) move(from, index);
    },
    onDragEnd: () => {
      setDragged(null);
      setDropOn(null);
    },
  });

  return (
    <section className="card" aria-labelledby="media-gallery">
      <h2 id="media-gallery" ref={heading} tabIndex={-1}>
        {t('gallery.title')}
      </h2>
      <p className="sr-only" role="status">
        {announcement}
      </p>
      <FormMessage text={failure} />
      {images.length === 0 ? (
        <p className="empty">{t('gallery.empty')}</p>
      ) : (
        <>
          <p className="hint">{t('gallery.help')}</p>
          <ol className="media-grid" ref={list}>
            {images.map((image, index) => (
              <ImageCard
                key={image.id}
                image={image}
                index={index}
                count={images.length}
                toggling={toggling.has(image.id)}
                dropTarget={dropOn === image.id && dragged !== image.id}
                onToggle={() => toggleVisibility(image, index + 1)}
                onMove={(button) => move(index, button === 'earlier' ? index - 1 : index + 1, button)}
                onEdit={(opener) => setEditing({ image, number: index + 1, opener })}
                onDelete={(opener) => setDeleting({ image, number: index + 1, opener })}
                {...dragHandlers(image, index)}
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
