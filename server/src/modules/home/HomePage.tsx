import type { Locale } from '@alliance/shared/locale';
import { translator } from '../../i18n/index.ts';
import { DEPARTEMENT_LIST_PATH, directoryPath, directoryPrefix } from '../../www/directory-urls.ts';
import { sortByName } from '../../www/place-phrases.ts';
import { Layout } from '../../www/views/Layout.tsx';
import { DirectoryEnhance } from '../directory/DirectoryEnhance.tsx';
import type { SearchDepartement } from '../directory/directory.repo.ts';
import { LISTING_STYLE, SearchForm } from '../directory/ListingParts.tsx';
import { PRICING_PATH } from '../pricing/pricing-path.ts';
import type { HomeDepartement } from './home.repo.ts';

// Mobile first: one column, the call to action a full-width button under 40rem.
const STYLE = `${LISTING_STYLE}
.lead{font-size:1.1rem}.stats{font-weight:700}
.home section{margin:2rem 0}.home h2{font-size:1.3rem;margin:0 0 .5rem}
.cta{display:inline-block;min-height:2.75rem;padding:.6rem 1.5rem;border-radius:.5rem;background:var(--accent);color:var(--al-accent-contrast);font-weight:700;text-decoration:none}
.project{padding:1rem 1.25rem;border-radius:.75rem;background:var(--al-accent-soft)}
.entries{display:grid;gap:.5rem;padding:0;list-style:none}
.entries a{display:flex;justify-content:space-between;gap:1rem;padding:.75rem 1rem;background:#fff;border:1px solid var(--al-border-soft);border-radius:.5rem;text-decoration:none}
.entries .n{color:var(--muted);white-space:nowrap}.more{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;padding:0;list-style:none}
.more a{display:inline-block;padding:.35rem 0}
@media (min-width:40rem){.entries{grid-template-columns:1fr 1fr}}
`;

export interface HomePageProps {
  locale: Locale;
  productWord: string;
  /** Absolute URL of the www home (canonical). */
  canonical: string;
  /** `<project origin>/projects/new`: the couples' app's project creation. */
  newProjectUrl: string;
  /** The providers' area (app host) home. */
  providersUrl: string;
  providers: number;
  departementCount: number;
  top: readonly HomeDepartement[];
  departements: readonly SearchDepartement[];
}

/** The www home (issue 1): search, the directory's entry points, "Décrire mon projet", live counts. */
export function HomePage(props: HomePageProps) {
  const { locale, productWord } = props;
  const t = translator(locale);
  return (
    <Layout locale={locale} title={t('home.title')} description={t('site.tagline')} canonical={props.canonical} style={STYLE}>
      <div className="home">
        <h1>{t('home.heading')}</h1>
        <p className="lead">{t('home.intro')}</p>
        <p className="stats">
          {`${t('home.providers', { count: props.providers })} ${t('home.departements', { count: props.departementCount })}`}
        </p>
        <section aria-labelledby="search-title">
          <h2 id="search-title">{t('home.searchTitle')}</h2>
          <SearchForm
            t={t}
            action={`${directoryPrefix(productWord)}/search`}
            departements={sortByName(locale, props.departements, (d) => d.name)}
            place={{}}
          />
        </section>
        <section className="project" aria-labelledby="project-title">
          <h2 id="project-title">{t('home.projectTitle')}</h2>
          <p>{t('home.projectText')}</p>
          <a className="cta" href={props.newProjectUrl}>
            {t('home.projectCta')}
          </a>
        </section>
        <section aria-labelledby="entries-title">
          <h2 id="entries-title">{t('home.entriesTitle')}</h2>
          {/* A country without providers yet has no entry points but the two lists. */}
          <ul className="entries" hidden={props.top.length === 0}>
            {props.top.map((d) => (
              <li key={d.slug}>
                <a href={directoryPath(productWord, { departement: d.slug })}>
                  <span>{t('directory.search.departementOption', { name: d.name, code: d.code })}</span>
                  <span className="n">{t('home.entryProviders', { count: d.providers })}</span>
                </a>
              </li>
            ))}
          </ul>
          <ul className="more">
            <li>
              <a href={directoryPath(productWord)}>{t('home.countryDirectory')}</a>
            </li>
            <li>
              <a href={DEPARTEMENT_LIST_PATH}>{t('home.allDepartements')}</a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="providers-title">
          <h2 id="providers-title">{t('home.providersTitle')}</h2>
          <p>{t('home.providersText')}</p>
          <a href={props.providersUrl}>{t('home.providersCta')}</a> · <a href={PRICING_PATH}>{t('pricing.link')}</a>
        </section>
      </div>
      <DirectoryEnhance t={t} />
    </Layout>
  );
}
