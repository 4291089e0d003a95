import { IMAGES_PER_PROVIDER_MAX } from '@alliance/shared/images';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { Loading } from '../../layout/Loading.tsx';
import { Dropzone } from './Dropzone.tsx';
import { Gallery } from './Gallery.tsx';
import { MediaNav } from './MediaNav.tsx';
import { useImages } from './mediaApi.ts';
import { ProfilePhoto } from './ProfilePhoto.tsx';

/** `/media`: the profile photo, the uploads and the gallery (order, visibility, descriptions). */
export function MediaPage() {
  const { t } = useTranslation('media');
  const images = useImages();
  const items = images.data;
  return (
    <section className="page media-page">
      <MediaNav />
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {images.isError && <LoadFailed query={images} />}
      {images.isPending && <Loading />}
      {items && (
        <>
          {/* Every stored photo counts towards the limit, the profile photo too. */}
          <p className="media-count">{t('count', { current: items.length, max: IMAGES_PER_PROVIDER_MAX })}</p>
          <ProfilePhoto image={items.find((image) => image.isProfile) ?? null} />
          <Dropzone />
          <Gallery items={items} />
        </>
      )}
    </section>
  );
}
