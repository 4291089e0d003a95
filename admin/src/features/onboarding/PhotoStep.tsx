import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { Loading } from '../../layout/Loading.tsx';
import { Dropzone } from '../media/Dropzone.tsx';
import { galleryOf, useImages } from '../media/mediaApi.ts';
import { ProfilePhoto } from '../media/ProfilePhoto.tsx';

/**
 * The photo step: the profile photo and first gallery photos, with the media page's own parts (same
 * checks, same progress, same API). Skippable: a profile is published without photos, and the
 * dashboard's checklist reminds the provider later.
 */
export function PhotoStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation('company');
  const images = useImages();
  const items = images.data;
  const hasPhoto = Boolean(items?.some((image) => image.isProfile) || (items && galleryOf(items).length > 0));
  return (
    <div className="onboarding-photos">
      {images.isError && <LoadFailed query={images} />}
      {images.isPending && <Loading />}
      {items && (
        <>
          <ProfilePhoto image={items.find((image) => image.isProfile) ?? null} />
          <Dropzone />
        </>
      )}
      <div className="actions">
        {/* Without a photo the way on says it skips, so nobody thinks the photos were required. */}
        <button type="button" className={hasPhoto ? 'primary' : undefined} onClick={onNext}>
          {hasPhoto ? t('onboarding.continue') : t('photos.skip')}
        </button>
      </div>
    </div>
  );
}
