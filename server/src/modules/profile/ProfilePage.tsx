import type { Locale } from '@alliance/shared/locale';
import { translator } from '../../i18n/index.ts';
import { Layout } from '../../www/views/Layout.tsx';
import { sanitizePortrait } from '../providers/portrait.ts';
import { imageProxyPath } from '../providers/provider-cards.ts';
import { WIDGET_SCRIPT_PATH } from '../widget/widget.routes.ts';
import type { ProfileRow } from './profile.repo.ts';

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
.profile-head{display:flex;flex-wrap:wrap;gap:1rem;align-items:center}
.profile-head img{width:7.5rem;height:auto;max-width:100%;border-radius:50%;object-fit:cover}
.profile-head h1{margin:0;overflow-wrap:anywhere}.place{margin:.25rem 0;color:var(--muted)}
.badge{display:inline-block;padding:.1rem .6rem;border-radius:1rem;background:var(--gold);color:#fff;font-size:.8rem;font-weight:700}
.premium .profile-head img{box-shadow:0 0 0 3px var(--gold)}
.langs{display:flex;flex-wrap:wrap;gap:.5rem;padding:0;list-style:none}.langs li{padding:.1rem .6rem;border:1px solid #eadfe3;border-radius:1rem}
.portrait{overflow-wrap:anywhere}
quote-request{display:block;min-height:440px;margin:1rem 0}
`;

export interface ProfilePageProps {
  locale: Locale;
  provider: ProfileRow;
  /** Absolute URL of this page on its own domain. */
  canonical: string;
  /** The couples' app of this domain, where the widget opens project creation. */
  projectUrl: string;
}

/** A provider's public page (www host): who they are, then the quote-request widget. */
export function ProfilePage({ locale, provider, canonical, projectUrl }: ProfilePageProps) {
  const t = translator(locale);
  const place = provider.departement
    ? t('profile.place', { city: provider.city, departement: provider.departement.name, code: provider.departement.code })
    : provider.city;
  const portrait = sanitizePortrait(provider.portrait);
  return (
    <Layout
      locale={locale}
      title={t('profile.title', { name: provider.name, city: provider.city })}
      description={t('profile.description', { name: provider.name, place })}
      canonical={canonical}
      style={STYLE}
    >
      <article className={provider.isPremium ? 'premium' : undefined}>
        <div className="profile-head">
          {provider.image ? (
            <img
              src={imageProxyPath(provider.image.id)}
              width={provider.image.width}
              height={provider.image.height}
              alt={t('profile.imageAlt', { name: provider.name })}
            />
          ) : null}
          <div>
            <h1>{provider.name}</h1>
            <p className="place">{place}</p>
            {provider.isPremium ? <span className="badge">{t('profile.premium')}</span> : null}
          </div>
        </div>
        {portrait ? (
          <section>
            <h2>{t('profile.about')}</h2>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with the portrait allowlist just above (no attribute, link or script) */}
            <div className="portrait" dangerouslySetInnerHTML={{ __html: portrait }} />
          </section>
        ) : null}
        {provider.languages.length > 0 ? (
          <section>
            <h2>{t('profile.languages')}</h2>
            <ul className="langs">
              {provider.languages.map((language) => (
                <li key={language.iso}>{language.label}</li>
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
    </Layout>
  );
}
