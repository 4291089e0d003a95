import type { Locale } from '@alliance/shared/locale';
import { PLANNERS_PAGE_SIZE } from '@alliance/shared/providers';
import { translator } from '../../i18n/index.ts';
import { DEPARTEMENT_LIST_PATH, directoryPath, RANKING_PATH } from '../../www/directory-urls.ts';
import { inCity, inDepartement, sortByName } from '../../www/place-phrases.ts';
import { breadcrumbList } from '../../www/views/json-ld.tsx';
import { Layout } from '../../www/views/Layout.tsx';
import { providerProfilePath } from '../providers/provider-cards.ts';
import { DirectoryEnhance } from './DirectoryEnhance.tsx';
import type { ListingCard, PlaceRow, SearchDepartement } from './directory.repo.ts';
import { placePath } from './directory.service.ts';
import { Breadcrumb, type Crumb, LISTING_STYLE, Pagination, ProviderCardItem, SearchForm } from './ListingParts.tsx';
import type { ResolvedFilters } from './listing-filters.ts';

export interface ListingPageProps {
  locale: Locale;
  productWord: string;
  /** Origin of the www host of the request's domain (`https://www.alliance.fr`): absolute URLs. */
  origin: string;
  place: PlaceRow;
  page: number;
  pages: number;
  total: number;
  cards: ListingCard[];
  /** The country's départements, for the search form (none: no form). */
  departements?: readonly SearchDepartement[];
  /** The service, event type and language asked for, and the search form's choices. */
  filters?: ResolvedFilters;
}

/** A page of the public directory: the providers of the country, a département or a city. */
export function ListingPage(props: ListingPageProps) {
  const { locale, productWord, origin, place, page, pages, total, cards } = props;
  const t = translator(locale);
  const filters = props.filters;
  const pathOf = (n: number) => placePath(productWord, place, n, filters?.slugs);
  const { departement, city } = place;
  const chosen = [filters?.chosen.service?.label, filters?.chosen.evenement?.label, filters?.chosen.langue?.label].filter(
    Boolean,
  );

  // French needs each département's own preposition ("dans le Rhône", "en Gironde"): place-phrases.ts.
  const phrases = {
    inDepartement: departement ? inDepartement(t, locale, departement) : '',
    inCity: city ? inCity(t, locale, city.name) : '',
  };
  const h1 = city
    ? t('directory.listing.h1City', { ...phrases, departement: departement?.name })
    : departement
      ? t('directory.listing.h1Departement', { ...phrases, code: departement.code })
      : t('directory.listing.h1Country');
  const named = chosen.length > 0 ? t('directory.listing.titleFiltered', { title: h1, filters: chosen.join(', ') }) : h1;
  const title = page > 1 ? t('directory.listing.titlePage', { title: named, page }) : named;
  const description =
    total === 0 && city && departement
      ? t('directory.listing.descriptionEmpty', phrases)
      : city
        ? t('directory.listing.descriptionCity', { ...phrases, count: total, departement: departement?.name })
        : departement
          ? t('directory.listing.descriptionDepartement', { ...phrases, count: total, code: departement.code })
          : t('directory.listing.descriptionCountry', { count: total });

  const crumbs: Crumb[] = [{ name: t('directory.listing.directory'), path: directoryPath(productWord) }];
  if (departement) crumbs.push({ name: departement.name, path: placePath(productWord, { departement }) });
  if (departement && city) crumbs.push({ name: city.name, path: placePath(productWord, place) });

  const first = (page - 1) * PLANNERS_PAGE_SIZE;
  const jsonLd = [
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: title,
      numberOfItems: cards.length,
      itemListElement: cards.map((card, index) => ({
        '@type': 'ListItem',
        position: first + index + 1,
        name: card.name,
        url: origin + providerProfilePath(card.slug, productWord),
      })),
    },
    breadcrumbList(origin, crumbs),
  ];

  return (
    <Layout
      locale={locale}
      title={title}
      description={description}
      canonical={origin + pathOf(page)}
      prev={page > 1 ? origin + pathOf(page - 1) : undefined}
      next={page < pages ? origin + pathOf(page + 1) : undefined}
      // An empty page has nothing for a search engine to show, and a filtered one repeats its
      // place's page: both are kept out of the index (their links are still followed).
      noindex={total === 0 || chosen.length > 0}
      jsonLd={jsonLd}
      style={LISTING_STYLE}
    >
      <Breadcrumb t={t} crumbs={crumbs} />
      <h1>{h1}</h1>
      {props.departements?.length ? (
        <SearchForm
          t={t}
          action={`${directoryPath(productWord).replace(/\/$/, '')}/search`}
          departements={sortByName(locale, props.departements, (d) => d.name)}
          place={place}
          filters={filters}
        />
      ) : null}
      {total === 0 && chosen.length > 0 ? (
        <>
          <p>{t('directory.listing.emptyFiltered', { filters: chosen.join(', ') })}</p>
          <p>
            <a href={placePath(productWord, place)}>{t('directory.listing.clearFilters')}</a>
          </p>
        </>
      ) : total === 0 ? (
        <EmptyListing t={t} locale={locale} productWord={productWord} place={place} />
      ) : (
        <>
          <p className="count">
            {t('directory.listing.showing', { from: first + 1, to: first + cards.length, count: total })}{' '}
            <a className="rank" href={RANKING_PATH}>
              {t('directory.listing.howWeRank')}
            </a>
          </p>
          <ol className="cards">
            {cards.map((card) => (
              <ProviderCardItem
                key={card.id}
                t={t}
                locale={locale}
                card={card}
                profilePath={providerProfilePath(card.slug, productWord)}
              />
            ))}
          </ol>
          <Pagination t={t} page={page} pages={pages} pathOf={pathOf} />
        </>
      )}
      <p>
        <a href={DEPARTEMENT_LIST_PATH}>{t('directory.listing.allDepartements')}</a>
      </p>
      <DirectoryEnhance t={t} />
    </Layout>
  );
}

/** A place without providers: say so, and point to the wider place. */
function EmptyListing(props: { t: ReturnType<typeof translator>; locale: Locale; productWord: string; place: PlaceRow }) {
  const { t, locale, place } = props;
  if (!place.city || !place.departement) return <p>{t('directory.listing.empty')}</p>;
  const phrases = { inCity: inCity(t, locale, place.city.name), inDepartement: inDepartement(t, locale, place.departement) };
  return (
    <>
      <p>{t('directory.listing.emptyCity', phrases)}</p>
      <p>
        <a href={placePath(props.productWord, { departement: place.departement })}>
          {t('directory.listing.seeDepartement', phrases)}
        </a>
      </p>
    </>
  );
}

/** The directory's 404 page: translated, with the ways back (directory, département list). */
export function ListingNotFound(props: { locale: Locale; productWord: string; reason: 'place' | 'page' }) {
  const t = translator(props.locale);
  return (
    <Layout locale={props.locale} title={t('directory.listing.notFound')} noindex>
      <h1>{t('directory.listing.notFound')}</h1>
      <p>{t(props.reason === 'place' ? 'directory.listing.notFoundPlace' : 'directory.listing.notFoundPage')}</p>
      <ul>
        <li>
          <a href={directoryPath(props.productWord)}>{t('directory.listing.backToDirectory')}</a>
        </li>
        <li>
          <a href={DEPARTEMENT_LIST_PATH}>{t('directory.listing.allDepartements')}</a>
        </li>
      </ul>
    </Layout>
  );
}
