import type { ProviderVideo } from '@alliance/shared/videos';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { gridKeys, SortableGrid } from '../../components/SortableGrid.tsx';
import { VideoCard } from './VideoCard.tsx';
import { VideoTitleDialog } from './VideoTitleDialog.tsx';
import { useDeleteVideo, useReorderVideos, useToggleVideo } from './videosApi.ts';

const KEYS = gridKeys('list', { saved: 'rename.saved', confirm: 'list.delete' });

/**
 * The videos in their order on the profile, in the media pages' one grid (drag or Earlier /
 * Later, like the library's gallery); each with its visibility switch, its title and its deletion
 * after a confirmation.
 */
export function VideoList({ items }: { items: ProviderVideo[] }) {
  const { t } = useTranslation('videos');
  const reorder = useReorderVideos();
  const toggle = useToggleVideo();
  const remove = useDeleteVideo();
  return (
    <SortableGrid
      ns="videos"
      keys={KEYS}
      items={items}
      keyOf={(video) => video.id}
      listClassName="media-grid video-grid"
      reorder={(ids) => reorder(ids)}
      card={(video, place) => <VideoCard video={video} place={place} toggle={toggle.mutateAsync} />}
      editor={({ item, ...open }) => <VideoTitleDialog video={item} {...open} />}
      remove={(video) => remove.mutateAsync(video.id)}
      deleteText={(video) => (
        <>
          {video.title && <p className="delete-name">{video.title}</p>}
          <p>{t(video.kind === 'file' ? 'list.deleteFileText' : 'list.deleteLinkText')}</p>
        </>
      )}
    />
  );
}
