import type { ProviderImage } from '@alliance/shared/images';

/** The proxy's variant `?w=` (320, 720 or 1600) wide enough for `width` CSS pixels. */
const VARIANT = (width: number) => (width <= 320 ? 320 : width <= 720 ? 720 : 1600);

/**
 * An `<img>`'s address and size for a display `width` wide: the size attributes keep the photo's
 * proportions, so the page does not move when it loads.
 */
export function thumbnail(image: Pick<ProviderImage, 'url' | 'width' | 'height'>, width = 320) {
  const ratio = image.width > 0 ? image.height / image.width : 1;
  return { src: `${image.url}?w=${VARIANT(width)}`, width, height: Math.max(1, Math.round(width * ratio)) };
}
