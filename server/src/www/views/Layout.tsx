import { designTokensCss } from '@alliance/shared/design-tokens';
import { LEGAL_PAGES } from '@alliance/shared/legal-pages';
import type { Locale } from '@alliance/shared/locale';
import type { ReactNode } from 'react';
import { translator } from '../../i18n/index.ts';
import { PRICING_PATH } from '../../modules/pricing/pricing-path.ts';
import { DEPARTEMENT_LIST_PATH, PROVIDERS_AREA_PATH } from '../directory-urls.ts';
import { JsonLd } from './json-ld.tsx';

// The shared design tokens first (shared/src/design-tokens.ts); the pages' rules read them under short names.
const STYLE = `${designTokensCss}
:root{color-scheme:light;--ink:var(--al-ink);--muted:var(--al-muted);--accent:var(--al-accent);--gold:var(--al-gold)}
*{box-sizing:border-box}body{margin:0;font:var(--al-text-md)/var(--al-line-height) var(--al-font);color:var(--ink);background:var(--al-surface)}
header,main,footer{max-width:60rem;margin:0 auto;padding:1rem}
header{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:0 1rem}
header a{display:inline-flex;align-items:center;min-height:44px;color:var(--accent);font-weight:700;text-decoration:none;font-size:1.25rem}
header .pro{font-size:.95rem;font-weight:600;text-decoration:underline;text-underline-offset:.2em}
h1{font-size:1.75rem;line-height:1.2}a{color:var(--accent)}
footer{color:var(--muted);font-size:.85rem;border-top:1px solid var(--al-border-soft)}
footer ul{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;margin:0 0 .75rem;padding:0;list-style:none}
footer li a{display:inline-block;padding:.35rem 0;color:var(--muted)}
`;

// The site's mark inline: browsers ask for /favicon.ico otherwise, one more request and a 404.
const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='7' fill='%239c4f6b'/%3E%3Ctext x='16' y='23' font-size='20' font-family='sans-serif' font-weight='700' text-anchor='middle' fill='white'%3EA%3C/text%3E%3C/svg%3E";

export function Layout(props: {
  locale: Locale;
  title: string;
  description?: string;
  noindex?: boolean;
  /** Absolute URL of the page's one address (search engines merge its variants into it). */
  canonical?: string;
  /** Absolute URLs of the previous and next pages of a paged list (rel=prev/next). */
  prev?: string | undefined;
  next?: string | undefined;
  /** schema.org objects, rendered as JSON-LD (safely escaped). */
  jsonLd?: readonly Record<string, unknown>[];
  /** The page's own rules, after the common ones. */
  style?: string;
  /** Origin of the www host when the page is served elsewhere (the app host's page): its footer links lead there. */
  wwwOrigin?: string;
  /** false on the pages of the providers' area without wwwOrigin: the header's link to it is left out. */
  providersLink?: boolean;
  children: ReactNode;
}) {
  const t = translator(props.locale);
  return (
    <html lang={props.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${props.title} · ${t('site.name')}`}</title>
        {props.description ? <meta name="description" content={props.description} /> : null}
        {props.noindex ? <meta name="robots" content="noindex" /> : null}
        {props.canonical ? <link rel="canonical" href={props.canonical} /> : null}
        {props.prev ? <link rel="prev" href={props.prev} /> : null}
        {props.next ? <link rel="next" href={props.next} /> : null}
        <link rel="icon" href={ICON} />
        <style>{props.style ? STYLE + props.style : STYLE}</style>
        {props.jsonLd ? <JsonLd data={props.jsonLd} /> : null}
      </head>
      <body>
        <header>
          <a href="/">{t('site.name')}</a>
          {/* Every www page leads providers to their area (issue 21, defect 9), not only the home's
              last block; pages already served on the app host (wwwOrigin given) do not. */}
          {props.wwwOrigin === undefined && props.providersLink !== false ? (
            <a className="pro" href={PROVIDERS_AREA_PATH}>
              {t('home.providersTitle')}
            </a>
          ) : null}
        </header>
        <main>{props.children}</main>
        <footer>
          <Footer locale={props.locale} origin={props.wwwOrigin ?? ''} />
        </footer>
      </body>
    </html>
  );
}

// The legal pages on every page (issue 4), in the order a visitor looks for them; the providers' prices last.
const FOOTER_LINKS = [
  ['legal.nav.privacy', LEGAL_PAGES.privacy],
  ['legal.nav.legalNotice', LEGAL_PAGES.legalNotice],
  ['legal.nav.termsOfUse', LEGAL_PAGES.termsOfUse],
  ['legal.nav.termsOfSale', LEGAL_PAGES.termsOfSale],
  ['legal.nav.contact', LEGAL_PAGES.contact],
  ['site.departements', DEPARTEMENT_LIST_PATH],
  ['pricing.link', PRICING_PATH],
] as const;

function Footer(props: { locale: Locale; origin: string }) {
  const t = translator(props.locale);
  return (
    <>
      <nav aria-label={t('site.footerNav')}>
        <ul>
          {FOOTER_LINKS.map(([key, path]) => (
            <li key={path}>
              <a href={props.origin + path}>{t(key)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <p>{t('site.attribution')}</p>
    </>
  );
}
