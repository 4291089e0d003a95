import { VIDEOS_PER_PROVIDER_MAX } from '@alliance/shared/videos';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { Loading } from '../../layout/Loading.tsx';
import { MediaNav } from '../media/MediaNav.tsx';
import { VideoLinkForm } from './VideoLinkForm.tsx';
import { VideoList } from './VideoList.tsx';
import { VideoUpload } from './VideoUpload.tsx';
import { useVideos } from './videosApi.ts';

/** `/videos`: a YouTube or Vimeo link or an uploaded file added, the list (title, visibility, order, deletion). */
export function VideosPage() {
  const { t } = useTranslation('videos');
  const videos = useVideos();
  const items = videos.data;
  const full = (items?.length ?? 0) >= VIDEOS_PER_PROVIDER_MAX;
  return (
    <section className="page">
      <MediaNav />
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {videos.isError && <LoadFailed query={videos} />}
      {videos.isPending && <Loading />}
      {items && (
        <>
          <p className="media-count">{t('count', { current: items.length, max: VIDEOS_PER_PROVIDER_MAX })}</p>
          {full && <p className="hint">{t('full')}</p>}
          <VideoLinkForm />
          <VideoUpload />
          <VideoList items={items} />
        </>
      )}
    </section>
  );
}
