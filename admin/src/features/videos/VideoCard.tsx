import type { ProviderVideo } from '@alliance/shared/videos';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { ExternalLink } from '../../components/ExternalLink.tsx';
import { type CardPlace, SortableCard } from '../../components/SortableCard.tsx';
import { PLATFORM_NAMES } from './platforms.ts';
import { platformPageOf } from './videosApi.ts';

export interface VideoCardProps {
  video: ProviderVideo;
  place: CardPlace;
  /** Shows or hides the video: the server's answer. */
  toggle(id: number): Promise<{ video: ProviderVideo }>;
}

/**
 * One video: its title (else its number), what it is, whether the public sees it, and its
 * actions, each naming the video (visually hidden). A YouTube or Vimeo video is a plain card with
 * a link to the platform: no player nor thumbnail is loaded from it here. An uploaded file plays in
 * `<video controls preload="none">` (nothing downloaded before play) while visible: a hidden file
 * is not served.
 */
export function VideoCard({ video, place, toggle }: VideoCardProps) {
  const { t } = useTranslation('videos');
  const number = place.index + 1;
  const name = video.title || t('list.video', { number });
  const platform = PLATFORM_NAMES[video.kind];
  return (
    <SortableCard
      place={place}
      sortKey={video.id}
      headingId={`video-card-${video.id}`}
      heading={name}
      hidden={!video.isVisible}
      className="video-card"
      media={
        <div className="video-frame">
          <VideoFrame video={video} name={name} />
          {!video.isVisible && <span className="badge hidden-badge">{t('list.hidden')}</span>}
        </div>
      }
      which={t('list.forVideo', { number })}
      visibility={{
        label: t('list.visible'),
        toggle: async () => t((await toggle(video.id)).video.isVisible ? 'list.nowVisible' : 'list.nowHidden', { number }),
      }}
      texts={{ earlier: t('list.earlier'), later: t('list.later'), edit: t('list.rename'), delete: t('list.delete') }}
    >
      <p className="muted">{video.kind === 'file' ? t('list.file') : t('list.link', { platform })}</p>
    </SortableCard>
  );
}

/** The player of a visible file, else what stands in its place (a link to the platform's page). */
function VideoFrame({ video, name }: { video: ProviderVideo; name: string }) {
  const { t } = useTranslation('videos');
  const platform = PLATFORM_NAMES[video.kind];
  const page = platformPageOf(video);
  if (video.kind === 'file') {
    return video.isVisible && video.fileUrl ? (
      // biome-ignore lint/a11y/useMediaCaption: the provider's own upload, shown to them; no captions are stored
      <video controls preload="none" src={video.fileUrl} aria-label={name} />
    ) : (
      <p className="video-placeholder">{t('list.hiddenFile')}</p>
    );
  }
  return (
    <p className="video-placeholder">
      <span className="video-platform">{platform}</span>
      {page && (
        <ExternalLink href={page} className="button">
          {t('list.watchOn', { platform })}
        </ExternalLink>
      )}
    </p>
  );
}
