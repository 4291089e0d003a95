import type { ProviderVideo } from '@alliance/shared/videos';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../../widget/src/i18n/react.tsx';
import { FormMessage } from '../../components/Field.tsx';
import { errorText } from '../../lib/errors.ts';
import { type MoveButton, useSortable } from '../../lib/useSortable.ts';
import { ConfirmDelete } from '../media/ConfirmDelete.tsx';
import { VideoCard } from './VideoCard.tsx';
import { VideoTitleDialog } from './VideoTitleDialog.tsx';
import { useDeleteVideo, useReorderVideos, useToggleVideo } from './videosApi.ts';

/** A dialog open on one video, and the button that opened it. */
interface Open {
  video: ProviderVideo;
  number: number;
  opener: HTMLButtonElement;
}

/**
 * The videos in their order on the profile, like the media library's gallery: reordered by
 * dragging a card or with its Earlier / Later buttons (the focus stays on the button pressed, a
 * live region says where the video went, the order rolled back if the server refuses); each with
 * its visibility switch, its title and its deletion after a confirmation.
 */
export function VideoList({ items }: { items: ProviderVideo[] }) {
  const { t } = useTranslation('videos');
  const id = useId();
  const reorder = useReorderVideos();
  const toggle = useToggleVideo();
  const remove = useDeleteVideo();
  const [failure, setFailure] = useState<string | null>(null);
  const [toggling, setToggling] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<Open | null>(null);
  const [deleting, setDeleting] = useState<Open | null>(null);
  const sortable = useSortable(
    items.map((video) => video.id),
    (from, to) => move(from, to),
  );
  const { announce } = sortable;
  const heading = useRef<HTMLHeadingElement>(null);
  const deleted = useRef<number | null>(null);

  useLayoutEffect(() => {
    // A deleted card leaves with its focused button (the dialog gave the focus back to it): the heading takes it.
    if (deleted.current !== null && !items.some((video) => video.id === deleted.current)) {
      deleted.current = null;
      heading.current?.focus();
    }
  });

  function move(from: number, to: number, focus?: MoveButton) {
    const ids = sortable.order(from, to, focus);
    if (!ids) return;
    setFailure(null);
    announce(t('list.moved', { from: from + 1, to: to + 1 }));
    reorder(ids).catch((error: unknown) => {
      sortable.forget();
      setFailure(t('list.moveFailed', { message: errorText(error, t) }));
    });
  }

  function toggleVisibility(video: ProviderVideo, number: number) {
    setFailure(null);
    setToggling((ids) => new Set(ids).add(video.id));
    toggle
      .mutateAsync(video.id)
      .then((answer) => announce(t(answer.video.isVisible ? 'list.nowVisible' : 'list.nowHidden', { number })))
      .catch((error: unknown) => setFailure(errorText(error, t)))
      .finally(() =>
        setToggling((ids) => {
          const next = new Set(ids);
          next.delete(video.id);
          return next;
        }),
      );
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('list.title')}
      </h2>
      <p className="sr-only" role="status">
        {sortable.announcement}
      </p>
      <FormMessage text={failure} />
      {items.length === 0 ? (
        <p className="empty">{t('list.empty')}</p>
      ) : (
        <>
          <p className="hint">{t('list.help')}</p>
          <ol className="media-grid video-grid" ref={sortable.list}>
            {items.map((video, index) => (
              <VideoCard
                key={video.id}
                video={video}
                index={index}
                count={items.length}
                toggling={toggling.has(video.id)}
                dropTarget={sortable.isDropTarget(video.id)}
                onToggle={() => toggleVisibility(video, index + 1)}
                onMove={(button) => move(index, button === 'earlier' ? index - 1 : index + 1, button)}
                onEdit={(opener) => setEditing({ video, number: index + 1, opener })}
                onDelete={(opener) => setDeleting({ video, number: index + 1, opener })}
                {...sortable.dragHandlers(video.id, index)}
              />
            ))}
          </ol>
        </>
      )}
      {editing && (
        <VideoTitleDialog
          video={editing.video}
          number={editing.number}
          onClose={() => setEditing(null)}
          returnFocusTo={{ current: editing.opener }}
          onSaved={() => {
            announce(t('rename.saved', { number: editing.number }));
            setEditing(null);
          }}
        />
      )}
      {deleting && (
        <ConfirmDelete
          title={t('list.deleteTitle', { number: deleting.number })}
          confirmLabel={t('list.delete')}
          onClose={() => setDeleting(null)}
          // The card goes with its button: the focus then lands on the list's heading.
          returnFocusTo={heading}
          confirm={async () => {
            await remove.mutateAsync(deleting.video.id);
            deleted.current = deleting.video.id;
            announce(t('list.deleted', { number: deleting.number }));
            setDeleting(null);
          }}
        >
          {deleting.video.title && <p className="delete-name">{deleting.video.title}</p>}
          <p>{t(deleting.video.kind === 'file' ? 'list.deleteFileText' : 'list.deleteLinkText')}</p>
        </ConfirmDelete>
      )}
    </section>
  );
}
