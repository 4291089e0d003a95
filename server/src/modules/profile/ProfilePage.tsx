import { languageList } from '@alliance/shared/language-names';
import type { Locale } from '@alliance/shared/locale';
import { inSentence } from '@alliance/shared/text';
import type { TFunction } from 'i18next';
import { translator } from '../../i18n/index.ts';
import { directoryPath } from '../../www/directory-urls.ts';
import { inCity } from '../../www/place-phrases.ts';
import { breadcrumbList } from '../../www/views/json-ld.tsx';
import { Layout } from '../../www/views/Layout.tsx';
import { DirectoryEnhance } from '../directory/DirectoryEnhance.tsx';
import { portraitExcerpt } from '../directory/excerpt.ts';
import { FAVORITE_STYLE, FavoriteButton } from '../directory/FavoriteButton.tsx';
import { BREADCRUMB_STYLE, Breadcrumb, type Crumb } from '../directory/ListingParts.tsx';
import { sanitizePortrait } from '../providers/portrait.ts';
import { imageProxyPath, providerProfilePath } from '../providers/provider-cards.ts';
import { trackedLinkPath } from '../tracking/tracking.routes.ts';
import { WIDGET_SCRIPT_PATH } from '../widget/widget.routes.ts';
import { GALLERY_STYLE, Gallery } from './Gallery.tsx';
import { PROFILE_MEDIA_STYLE, ProfileMediaSections } from './ProfileMedia.tsx';
import type { ProfileRow } from './profile.repo.ts';
import type { ProfileMedia } from './profile-media.ts';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** The quote-request widget's element (widget/src/main.tsx); attributes are strings. */
      'quote-request': {
        'provider-id': string;
        'event-types': string;
        'base-url': string;
        'api-base'?: string;
        country?: string;
      };
    }
  }
}

// Mobile first, readable down to 320 px; the widget reserves its height before its script runs
// (no layout shift when it appears), and styles itself inside its shadow root.
const STYLE = `
.profile-head{position:relative;display:flex;flex-wrap:wrap;gap:1rem;align-items:center;padding-right:3rem}
.profile-head .fav{position:absolute;top:0;right:0}
/* A circle whatever the photo's shape: a square box (not shrunk by the flex row), the photo cropped to fill it. */
.profile-head img{flex:none;width:7.5rem;height:auto;aspect-ratio:1/1;border-radius:50%;object-fit:cover}
.profile-head h1{margin:0;overflow-wrap:anywhere}.place{margin:.25rem 0;color:var(--muted)}
.badge{display:inline-block;padding:.1rem .6rem;border-radius:1rem;background:var(--gold);color:var(--al-gold-ink);font-size:.8rem;font-weight:700}
.premium .profile-head img{box-shadow:0 0 0 3px var(--gold)}
.services,.links{display:flex;flex-wrap:wrap;gap:.5rem;padding:0;list-style:none}.services li{padding:.1rem .6rem;border:1px solid #eadfe3;border-radius:1rem}
.links a{display:inline-block;padding:.5rem 1rem;border:1px solid #eadfe3;border-radius:1rem;background:#fff;text-decoration:none}
${BREADCRUMB_STYLE}
.portrait{overflow-wrap:anywhere}
quote-request{display:block;min-height:440px;margin:1rem 0}
${FAVORITE_STYLE}
${GALLERY_STYLE}
${PROFILE_MEDIA_STYLE}
`;

export interface ProfilePageProps {
  locale: Locale;
  provider: ProfileRow;
  /** Published portfolios and venues, visible videos. */
  media: ProfileMedia;
  /** Origin of the www host of the request's domain (`https://www.alliance.fr`): absolute URLs. */
  origin: string;
  /** The directory word of the URLs (`PRODUCT_WORD`). */
  productWord: string;
  /** The couples' app of this domain, where the widget opens project creation. */
  projectUrl: string;
}

/** A provider's public page (www host): who they are, then the quote-request widget. */
export function ProfilePage({ locale, provider, media, origin, productWord, projectUrl }: ProfilePageProps) {
  const t = translator(locale);
  const crumbs = profileCrumbs(t, productWord, provider);
  const canonical = origin + providerProfilePath(provider.slug, productWord);
  const place = provider.departement
    ? t('profile.place', { city: provider.city, departement: provider.departement.name, code: provider.departement.code })
    : provider.city;
  // "au Havre, Seine-Maritime (76)": French contracts "à" with a city's article (place-phrases.ts).
  const at = inCity(t, locale, provider.city);
  const inPlace = provider.departement ? `${at}, ${provider.departement.name} (${provider.departement.code})` : at;
  const portrait = sanitizePortrait(provider.portrait);
  return (
    <Layout
      locale={locale}
      title={t('profile.title', { name: provider.name, inCity: at })}
      description={t('profile.description', { name: provider.name, place: inPlace })}
      canonical={canonical}
      jsonLd={profileJsonLd(provider, origin, canonical, crumbs)}
      style={STYLE}
    >
      <Breadcrumb t={t} crumbs={crumbs} />
      {/* data-view-profile: the page's script counts the view (PATCH /api/page-views/profile/{id}); crawlers that run no script do not. */}
      <article className={provider.isPremium ? 'premium' : undefined} data-view-profile={String(provider.id)}>
        <div className="profile-head">
          {provider.image ? (
            <img
              src={`${imageProxyPath(provider.image.id)}?w=320`}
              width={provider.image.width}
              height={provider.image.height}
              alt={t('profile.imageAlt', { name: provider.name })}
              data-view-image={String(provider.image.id)}
            />
          ) : null}
          <div>
            <h1>{provider.name}</h1>
            <p className="place">{place}</p>
            {provider.isPremium ? <span className="badge">{t('profile.premium')}</span> : null}
          </div>
          <FavoriteButton t={t} publicId={provider.publicId} name={provider.name} />
        </div>
        <Gallery t={t} name={provider.name} images={provider.gallery} />
        {portrait ? (
          <section>
            <h2>{t('profile.about')}</h2>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with the portrait allowlist just above (no attribute, link or script) */}
            <div className="portrait" dangerouslySetInnerHTML={{ __html: portrait }} />
          </section>
        ) : null}
        <ProfileOffer t={t} locale={locale} provider={provider} />
        {provider.languages.length > 0 ? (
          <section>
            <h2>{t('profile.languages')}</h2>
            {/* A sentence, named in the page's language ("anglais et français", "English and French"). */}
            <p>
              {t('profile.languagesText', {
                name: provider.name,
                list: languageList(
                  provider.languages.map((language) => language.iso),
                  locale,
                  Object.fromEntries(provider.languages.map((language) => [language.iso, language.label])),
                ),
              })}
            </p>
          </section>
        ) : null}
        <ProfileMediaSections t={t} media={media} providerSlug={provider.slug} productWord={productWord} />
        {provider.links.length > 0 ? (
          <section aria-labelledby="links">
            <h2 id="links">{t('profile.links.title')}</h2>
            {/* Through the track route, never the outside URL itself: the click is counted and the
                target is checked once more when followed. */}
            <ul className="links">
              {provider.links.map((link) => (
                <li key={link.type}>
                  <a href={trackedLinkPath(provider.slug, link.type)} rel="nofollow noopener">
                    {t(`profile.links.${link.type}`)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="quote">
          <h2 id="quote">{t('profile.quote')}</h2>
          <p>{t('profile.quoteText')}</p>
          <quote-request
            provider-id={String(provider.id)}
            event-types={JSON.stringify(provider.eventTypes)}
            base-url={`${projectUrl}/`}
          />
          <noscript>
            <p>{t('profile.noscript')}</p>
          </noscript>
        </section>
      </article>
      <script src={WIDGET_SCRIPT_PATH} defer />
      <DirectoryEnhance t={t} />
    </Layout>
  );
}

/**
 * What the provider ticked in onboarding and the company profile (issue 21, dead end 2): its
 * services as tags, the events it takes on as a sentence ("mariage", lower case inside it).
 */
function ProfileOffer({ t, locale, provider }: { t: TFunction; locale: Locale; provider: ProfileRow }) {
  if (provider.services.length === 0 && provider.eventTypes.length === 0) return null;
  const events = new Intl.ListFormat([locale], { type: 'conjunction' }).format(
    provider.eventTypes.map((eventType) => inSentence(eventType.name, locale)),
  );
  return (
    <section aria-labelledby="offer">
      <h2 id="offer">{t('profile.services')}</h2>
      {provider.services.length > 0 ? (
        <ul className="services">
          {provider.services.map((service) => (
            <li key={service.slug}>{service.name}</li>
          ))}
        </ul>
      ) : null}
      {provider.eventTypes.length > 0 ? <p>{t('profile.eventTypesText', { list: events })}</p> : null}
    </section>
  );
}

/** Directory › Département › City › the provider: the way back up to the listings. */
export function profileCrumbs(t: TFunction, productWord: string, provider: ProfileRow): Crumb[] {
  const crumbs: Crumb[] = [{ name: t('directory.listing.directory'), path: directoryPath(productWord) }];
  const { departement, citySlug } = provider;
  if (departement) {
    crumbs.push({ name: departement.name, path: directoryPath(productWord, { departement: departement.slug }) });
    if (citySlug) {
      crumbs.push({ name: provider.city, path: directoryPath(productWord, { departement: departement.slug, city: citySlug }) });
    }
  }
  crumbs.push({ name: provider.name, path: providerProfilePath(provider.slug, productWord) });
  return crumbs;
}

/** schema.org data of the page: the provider as a LocalBusiness, and the breadcrumb. Missing values are left out. */
function profileJsonLd(provider: ProfileRow, origin: string, canonical: string, crumbs: readonly Crumb[]) {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: provider.name,
      url: canonical,
      image: provider.image ? origin + imageProxyPath(provider.image.id) : undefined,
      description: portraitExcerpt(provider.portrait) || undefined,
      address: {
        '@type': 'PostalAddress',
        addressLocality: provider.city,
        postalCode: provider.cp,
        addressRegion: provider.departement?.name,
        addressCountry: provider.countryCode,
      },
      geo: provider.geo ? { '@type': 'GeoCoordinates', ...provider.geo } : undefined,
      sameAs: provider.links.length > 0 ? provider.links.map((link) => link.url) : undefined,
      ...offerJsonLd(provider),
    },
    breadcrumbList(origin, crumbs),
  ];
}

/**
 * What the provider offers, for search engines: each service as an Offer of a Service in its
 * area (the département, else the city), the services and event types as `knowsAbout`, the
 * spoken languages as `knowsLanguage` (ISO codes, as schema.org asks).
 */
function offerJsonLd(provider: ProfileRow) {
  const areaServed = provider.departement
    ? { '@type': 'AdministrativeArea', name: provider.departement.name }
    : { '@type': 'City', name: provider.city };
  const topics = [...provider.services, ...provider.eventTypes].map((item) => item.name);
  return {
    areaServed,
    knowsAbout: topics.length > 0 ? topics : undefined,
    knowsLanguage: provider.languages.length > 0 ? provider.languages.map((language) => language.iso) : undefined,
    makesOffer:
      provider.services.length > 0
        ? provider.services.map((service) => ({
            '@type': 'Offer',
            itemOffered: { '@type': 'Service', name: service.name, serviceType: service.name, areaServed },
          }))
        : undefined,
  };
}
