import type { ProviderImage } from '@alliance/shared/images';
import type { ReactNode } from 'react';
import { thumbnail } from './thumbnail.ts';

type Picture = Pick<ProviderImage, 'url' | 'width' | 'height'>;

/** A photo card's thumbnail (dimmed on a hidden card), with its badges. */
export function MediaThumb({ image, alt, children }: { image: Picture; alt: string | null; children?: ReactNode }) {
  const thumb = thumbnail(image);
  return (
    <div className="media-thumb">
      <img src={thumb.src} width={thumb.width} height={thumb.height} loading="lazy" alt={alt ?? ''} draggable={false} />
      {children}
    </div>
  );
}

/** The photo a dialog acts on, small, above its text (deletion, caption). */
export function PhotoPreview({ image, alt }: { image: Picture; alt: string | null }) {
  const thumb = thumbnail(image, 160);
  return <img className="details-preview" src={thumb.src} width={thumb.width} height={thumb.height} alt={alt ?? ''} />;
}
