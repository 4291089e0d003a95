import type { TFunction } from 'i18next';
import { imageProxyPath } from '../providers/provider-cards.ts';
import type { GalleryImage } from './profile.repo.ts';

/**
 * A carousel that works without JavaScript: the slides scroll sideways with snap points (swipe,
 * the trackpad, the scrollbar), each thumbnail is a link to its slide, and every image has its
 * width and height so nothing moves as they load. `/directory.js` adds previous/next buttons and
 * the arrow keys. Images load lazily but the first; the proxy sends AVIF or WebP at the width asked.
 * Every slide is one 3:2 stage, the photo fitted inside it: the track is as tall as its tallest
 * slide, so photos of their own height left a landscape one above a gap as tall as the
 * difference (290 px at 375 px wide, issue 21).
 */
export const GALLERY_STYLE = `
.gallery{margin:1.5rem 0}
.gallery-track{display:flex;overflow-x:auto;scroll-snap-type:x mandatory;scroll-behavior:smooth;gap:.5rem;margin:0;padding:0;list-style:none;border-radius:.75rem}
.gallery-track>li{flex:0 0 100%;scroll-snap-align:center;margin:0}
.gallery-track figure{margin:0}
.gallery-track img{display:block;width:100%;height:auto;aspect-ratio:3/2;max-height:70vh;object-fit:contain;background:#f6eef1;border-radius:.75rem}
.gallery-track figcaption{padding:.4rem .25rem;color:var(--muted);font-size:.95rem}
.gallery-controls{display:flex;justify-content:space-between;gap:.5rem;margin:.5rem 0}
.gallery-controls button{min-width:44px;min-height:44px;padding:.4rem 1rem;border:1px solid #eadfe3;border-radius:1rem;background:#fff;font:inherit;cursor:pointer}
.gallery-thumbs{display:flex;flex-wrap:wrap;gap:.4rem;margin:.5rem 0 0;padding:0;list-style:none}
.gallery-thumbs a{display:block;border-radius:.4rem;outline-offset:2px}
.gallery-thumbs a[aria-current="true"]{box-shadow:0 0 0 3px var(--accent, #b5336a)}
.gallery-thumbs img{display:block;width:64px;height:48px;object-fit:cover;border-radius:.4rem}
`;

const SIZES = '(max-width: 860px) 100vw, 820px';

function srcSet(image: GalleryImage): string {
  const widths = image.widths && image.widths.length > 0 ? image.widths : [image.width];
  return widths.map((width) => `${imageProxyPath(image.id)}?w=${width} ${width}w`).join(', ');
}

export function Gallery({ t, name, images }: { t: TFunction; name: string; images: readonly GalleryImage[] }) {
  if (images.length === 0) return null;
  const count = images.length;
  const label = t('media.gallery.label', { name });
  return (
    <section
      className="gallery"
      aria-labelledby="gallery-title"
      data-gallery=""
      data-previous={t('media.gallery.previous')}
      data-next={t('media.gallery.next')}
    >
      <h2 id="gallery-title">{t('media.gallery.title')}</h2>
      {/* Focusable: keyboard users scroll it (and, with the script, turn the slides with the arrows). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus to be scrolled by keyboard */}
      <ul className="gallery-track" tabIndex={0} aria-label={label} aria-roledescription="carousel">
        {images.map((image, index) => (
          <li key={image.id} id={`photo-${index + 1}`}>
            <figure>
              <img
                src={`${imageProxyPath(image.id)}?w=720`}
                srcSet={srcSet(image)}
                sizes={SIZES}
                width={image.width}
                height={image.height}
                alt={image.alt ?? image.caption ?? t('media.gallery.slide', { index: index + 1, count })}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
                data-view-image={String(image.id)}
              />
              {image.caption ? <figcaption>{image.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <nav aria-label={t('media.gallery.thumbnails')}>
          <ul className="gallery-thumbs">
            {images.map((image, index) => (
              <li key={image.id}>
                <a href={`#photo-${index + 1}`} aria-current={index === 0 ? 'true' : undefined}>
                  <img
                    src={`${imageProxyPath(image.id)}?w=320`}
                    width={64}
                    height={48}
                    alt={t('media.gallery.show', { index: index + 1 })}
                    loading="lazy"
                    decoding="async"
                  />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
