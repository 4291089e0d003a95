import { videoEmbedUrl, videoFilePath } from '@alliance/shared/videos';
import type { TFunction } from 'i18next';
import { portfolioPath } from '../portfolios/portfolio-path.ts';
import type { PublishedPortfolioSummary } from '../portfolios/published-portfolios.ts';
import { imageProxyPath } from '../providers/provider-cards.ts';
import type { ProfileMedia, PublicVideo } from './profile-media.ts';

export const PROFILE_MEDIA_STYLE = `
.portfolio-cards,.venue-list,.video-list{display:grid;gap:1rem;padding:0;list-style:none;grid-template-columns:repeat(auto-fill,minmax(min(100%,16rem),1fr))}
.portfolio-cards a{display:block;color:inherit;text-decoration:none;border:1px solid #eadfe3;border-radius:.75rem;overflow:hidden;background:#fff}
.portfolio-cards img{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover}
.portfolio-cards span{display:block;padding:.5rem .75rem}.portfolio-cards strong{text-decoration:underline}
.venue-list li{border:1px solid #eadfe3;border-radius:.75rem;padding:.75rem;background:#fff}
.venue-list h3{margin:0 0 .25rem}.venue-photos{display:flex;flex-wrap:wrap;gap:.4rem;margin:.5rem 0 0;padding:0;list-style:none}
.venue-photos img{display:block;width:96px;height:72px;object-fit:cover;border-radius:.4rem}
.video-frame{position:relative;aspect-ratio:16/9;border-radius:.75rem;overflow:hidden;background:#2b2330}
.video-frame iframe,.video-frame video{position:absolute;inset:0;width:100%;height:100%;border:0}
.video-facade{display:flex;align-items:center;justify-content:center;gap:.5rem;width:100%;height:100%;color:#fff;font-weight:700;text-decoration:none;padding:1rem;text-align:center}
.video-facade::before{content:"";flex:0 0 auto;width:0;height:0;border-style:solid;border-width:.8rem 0 .8rem 1.3rem;border-color:transparent transparent transparent #fff}
.video-list .hint{font-size:.85rem;color:var(--muted)}
`;

const PLATFORM = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/** The platform's own page of a video: where the link goes without JavaScript. */
function watchUrl(video: PublicVideo): string {
  return video.kind === 'youtube'
    ? `https://www.youtube.com/watch?v=${video.externalId}`
    : `https://vimeo.com/${video.externalId}`;
}

/**
 * A platform video as a facade: a link to the platform, no request to it before the visitor asks
 * (no thumbnail, no player). `/directory.js` turns the click into the privacy-enhanced player.
 */
function VideoItem({ t, video }: { t: TFunction; video: PublicVideo }) {
  const title = video.title ?? t('media.videos.untitled');
  if (video.kind === 'file') {
    return (
      <li>
        <div className="video-frame">
          {/* preload none: nothing is downloaded before the visitor presses play. */}
          {/* biome-ignore lint/a11y/useMediaCaption: providers upload no caption files yet (a WebVTT upload is future work) */}
          <video controls preload="none" src={videoFilePath(video.id)} title={title}>
            {t('media.videos.fileUnsupported')}
          </video>
        </div>
        {video.title ? <p>{video.title}</p> : null}
      </li>
    );
  }
  if (!video.externalId) return null;
  const platform = PLATFORM[video.kind];
  return (
    <li>
      <div className="video-frame">
        <a
          className="video-facade"
          href={watchUrl(video)}
          rel="noopener"
          data-embed={`${videoEmbedUrl({ kind: video.kind, id: video.externalId })}`}
          data-title={title}
        >
          {video.title ? `${video.title} — ` : ''}
          {t('media.videos.play', { platform })}
        </a>
      </div>
      <p className="hint">{t('media.videos.notice', { platform })}</p>
    </li>
  );
}

/** Portfolios as cards (key image, title, photo count), each linking to its page: on the profile and under a portfolio. */
export function PortfolioCards({
  t,
  portfolios,
  providerSlug,
  productWord,
}: {
  t: TFunction;
  portfolios: PublishedPortfolioSummary[];
  providerSlug: string;
  productWord: string;
}) {
  return (
    <ul className="portfolio-cards">
      {portfolios.map((portfolio) => (
        <li key={portfolio.id}>
          <a href={portfolioPath(providerSlug, portfolio.slug, productWord)}>
            <img
              src={`${imageProxyPath(portfolio.keyImage.id)}?w=720`}
              width={portfolio.keyImage.width}
              height={portfolio.keyImage.height}
              alt=""
              loading="lazy"
              decoding="async"
            />
            <span>
              <strong>{portfolio.title}</strong>
              <br />
              {t('media.portfolios.photos', { count: portfolio.visibleImageCount })}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Published portfolios (each linking to its page), visible videos and published venues of a profile. */
export function ProfileMediaSections({
  t,
  media,
  providerSlug,
  productWord,
}: {
  t: TFunction;
  media: ProfileMedia;
  providerSlug: string;
  productWord: string;
}) {
  return (
    <>
      {media.portfolios.length > 0 ? (
        <section aria-labelledby="portfolios">
          <h2 id="portfolios">{t('media.portfolios.title')}</h2>
          <PortfolioCards t={t} portfolios={media.portfolios} providerSlug={providerSlug} productWord={productWord} />
        </section>
      ) : null}
      {media.videos.length > 0 ? (
        <section aria-labelledby="videos">
          <h2 id="videos">{t('media.videos.title')}</h2>
          <ul className="video-list">
            {media.videos.map((video) => (
              <VideoItem key={video.id} t={t} video={video} />
            ))}
          </ul>
        </section>
      ) : null}
      {media.venues.length > 0 ? (
        <section aria-labelledby="venues">
          <h2 id="venues">{t('media.venues.title')}</h2>
          <ul className="venue-list">
            {media.venues.map((venue) => (
              <li key={venue.id}>
                <h3>{venue.name}</h3>
                {venue.city ? <p className="place">{venue.cp ? `${venue.city} (${venue.cp.slice(0, 2)})` : venue.city}</p> : null}
                {venue.capacity ? <p>{t('media.venues.capacity', { count: venue.capacity })}</p> : null}
                {venue.description ? <p>{venue.description}</p> : null}
                {venue.website ? (
                  <p>
                    <a href={venue.website} rel="nofollow noopener ugc">
                      {t('media.venues.website', { name: venue.name })}
                    </a>
                  </p>
                ) : null}
                {venue.images.length > 0 ? (
                  <ul className="venue-photos">
                    {venue.images.map((image) => (
                      <li key={image.id}>
                        <img
                          src={`${imageProxyPath(image.id)}?w=320`}
                          width={96}
                          height={72}
                          alt={image.alt ?? image.caption ?? venue.name}
                          loading="lazy"
                          decoding="async"
                        />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
