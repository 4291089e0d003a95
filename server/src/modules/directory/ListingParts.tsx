import { languageList } from '@alliance/shared/language-names';
import type { TFunction } from 'i18next';
import { imageProxyPath } from '../providers/provider-cards.ts';
import type { ListingCard, PlaceRow, SearchDepartement } from './directory.repo.ts';
import { portraitExcerpt } from './excerpt.ts';
import { FAVORITE_STYLE, FavoriteButton } from './FavoriteButton.tsx';
import type { FilterOption, ResolvedFilters } from './listing-filters.ts';

/** One link of the breadcrumb; the last one is the page itself. */
export interface Crumb {
  name: string;
  path: string;
}

// Mobile first, one column down to 320 px; the image box has a fixed size whether or not the
// provider has a photo, and width/height on the img, so nothing moves when images arrive.
export const BREADCRUMB_STYLE = `.crumbs ol{display:flex;flex-wrap:wrap;gap:.25rem;padding:0;margin:0;list-style:none;font-size:.9rem}
.crumbs li+li::before{content:"›";margin-right:.25rem;color:var(--muted)}`;

export const LISTING_STYLE = `
${BREADCRUMB_STYLE}
h1{overflow-wrap:anywhere}.count,.rank{color:var(--muted);font-size:.9rem}
.cards{display:grid;gap:1rem;padding:0;list-style:none}
.card{display:flex;gap:1rem;padding:1rem;background:#fff;border:1px solid #eadfe3;border-radius:.75rem}
.card.premium{border:2px solid var(--gold)}
.card .photo{flex:none;width:5rem;height:5rem;border-radius:50%;object-fit:cover;background:#eadfe3}
.card h2{margin:0;font-size:1.1rem;overflow-wrap:anywhere}.card p{margin:.25rem 0;overflow-wrap:anywhere}
.card .place,.card .langs{color:var(--muted);font-size:.9rem}
.tag{display:inline-block;margin:.25rem .25rem 0 0;padding:0 .5rem;border-radius:1rem;font-size:.8rem;font-weight:700}
.sponsored{background:var(--gold);color:var(--al-gold-ink)}.active{border:1px solid var(--accent);color:var(--accent)}
.pages ul{display:flex;flex-wrap:wrap;gap:.5rem;padding:0;list-style:none}
.pages a,.pages span{display:inline-block;min-width:2.5rem;padding:.4rem .6rem;border:1px solid #eadfe3;border-radius:.5rem;text-align:center}
.pages [aria-current]{background:var(--accent);color:#fff}
.search{display:flex;flex-wrap:wrap;align-items:flex-end;gap:.5rem 1rem;margin:1rem 0;padding:1rem;background:#fff;border:1px solid #eadfe3;border-radius:.75rem}
.search label{display:flex;flex-direction:column;flex:1 1 12rem;min-width:0;font-size:.9rem;font-weight:700}
.search select,.search input{width:100%;max-width:100%;min-height:2.75rem;margin-top:.25rem;padding:.4rem .5rem;font:inherit;font-weight:400;border:1px solid #cbbcc2;border-radius:.5rem;background:#fff}
.search button{min-height:2.75rem;padding:.4rem 1.25rem;font:inherit;font-weight:700;color:#fff;background:var(--accent);border:0;border-radius:.5rem;cursor:pointer}
${FAVORITE_STYLE}.card{position:relative}.card .fav{position:absolute;top:4rem;left:4rem}
.search{position:relative}.suggestions{position:absolute;z-index:1;max-height:16rem;margin-top:.25rem;overflow-y:auto;background:#fff;border:1px solid #cbbcc2;border-radius:.5rem;box-shadow:0 4px 12px #0002}
.suggestions ul{margin:0;padding:.25rem 0;list-style:none}.suggestions ul:empty{display:none}.suggestions li,.suggestions p{margin:0;padding:.6rem .75rem;overflow-wrap:anywhere}
.suggestions li{cursor:pointer}.suggestions li:hover{background:#f6eef1}.suggestions [aria-selected=true]{color:#fff;background:var(--accent)}
@media (min-width:40rem){.cards{grid-template-columns:1fr 1fr}}
`;

export function Breadcrumb(props: { t: TFunction; crumbs: readonly Crumb[] }) {
  return (
    <nav className="crumbs" aria-label={props.t('directory.listing.breadcrumb')}>
      <ol>
        {props.crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === props.crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <a href={crumb.path}>{crumb.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A provider's card, linking to their profile page (the page with the quote-request widget). */
export function ProviderCardItem(props: { t: TFunction; locale: string; card: ListingCard; profilePath: string }) {
  const { t, card } = props;
  const excerpt = portraitExcerpt(card.portrait);
  return (
    <li>
      <article className={card.isPremium ? 'card premium' : 'card'}>
        {card.image ? (
          <img
            className="photo"
            src={imageProxyPath(card.image.id)}
            width={card.image.width}
            height={card.image.height}
            loading="lazy"
            decoding="async"
            alt={t('directory.listing.imageAlt', { name: card.name })}
          />
        ) : (
          <span className="photo" aria-hidden="true" />
        )}
        <div>
          <h2>
            <a href={props.profilePath}>{card.name}</a>
          </h2>
          <p className="place">
            {card.departement ? t('directory.listing.place', { city: card.city, departement: card.departement }) : card.city}
          </p>
          {card.isPremium ? <span className="tag sponsored">{t('directory.listing.sponsored')}</span> : null}
          {card.activeRecently ? <span className="tag active">{t('directory.listing.activeRecently')}</span> : null}
          {card.languages.length > 0 ? (
            <p className="langs">{t('directory.listing.languages', { list: cardLanguages(card, props.locale) })}</p>
          ) : null}
          {excerpt ? <p>{excerpt}</p> : null}
        </div>
        {/* After the name in reading order; drawn over the photo's corner. */}
        <FavoriteButton t={t} publicId={card.publicId} name={card.name} />
      </article>
    </li>
  );
}

/** "anglais et français", "English and French": each language's own names and conjunction (issue 21). */
function cardLanguages(card: ListingCard, locale: string): string {
  const labels = Object.fromEntries(card.languages.map((language) => [language.iso, language.label]));
  return languageList(
    card.languages.map((language) => language.iso),
    locale,
    labels,
  );
}

/** Page numbers around the current one, with the first and the last: `1 … 4 5 [6] 7 8 … 20`. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let n = Math.max(1, page - 2); n <= Math.min(pages, page + 2); n++) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - (sorted[i - 1] ?? n) > 1 ? [null, n] : [n]));
}

export function Pagination(props: { t: TFunction; page: number; pages: number; pathOf: (page: number) => string }) {
  const { t, page, pages, pathOf } = props;
  if (pages <= 1) return null;
  return (
    <nav className="pages" aria-label={t('directory.listing.pagination')}>
      <p className="count">{t('directory.listing.pageOf', { page, pages })}</p>
      <ul>
        {page > 1 ? (
          <li>
            <a href={pathOf(page - 1)} rel="prev">
              {t('directory.listing.previous')}
            </a>
          </li>
        ) : null}
        {pageWindow(page, pages).map((n, i) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the gaps have no identity but their place
            <li key={`gap-${i}`}>…</li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page">{n}</span>
              ) : (
                <a href={pathOf(n)} aria-label={t('directory.listing.pageLink', { page: n })}>
                  {n}
                </a>
              )}
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <a href={pathOf(page + 1)} rel="next">
              {t('directory.listing.next')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/**
 * The listing's search form: a plain GET form (works without JavaScript) to the search route,
 * which answers with a redirect to the canonical listing of the place. The current place is
 * preselected; the city is free text (a slug or a name, accents and case ignored).
 */
export function SearchForm(props: {
  t: TFunction;
  action: string;
  departements: readonly SearchDepartement[];
  place: PlaceRow;
  filters?: ResolvedFilters | undefined;
}) {
  const { t, place, filters } = props;
  return (
    <form className="search" method="get" action={props.action} aria-label={t('directory.search.label')}>
      <label>
        {t('directory.search.departement')}
        <select name="departement" defaultValue={place.departement?.slug ?? ''}>
          <option value="">{t('directory.search.anyDepartement')}</option>
          {props.departements.map((d) => (
            <option key={d.slug} value={d.slug}>
              {t('directory.search.departementOption', { name: d.name, code: d.code })}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('directory.search.city')}
        <input
          type="text"
          name="city"
          defaultValue={place.city?.name ?? ''}
          placeholder={t('directory.search.cityPlaceholder')}
          autoComplete="address-level2"
          maxLength={100}
        />
      </label>
      {filters ? (
        <>
          <FilterSelect
            name="service"
            label={t('directory.search.service')}
            any={t('directory.search.anyService')}
            options={filters.options.services}
            value={filters.slugs.service}
          />
          <FilterSelect
            name="evenement"
            label={t('directory.search.eventType')}
            any={t('directory.search.anyEventType')}
            options={filters.options.eventTypes}
            value={filters.slugs.evenement}
          />
          <FilterSelect
            name="langue"
            label={t('directory.search.language')}
            any={t('directory.search.anyLanguage')}
            options={filters.options.languages}
            value={filters.slugs.langue}
          />
        </>
      ) : null}
      <button type="submit">{t('directory.search.submit')}</button>
    </form>
  );
}

/** An optional filter of the search form: "any" (empty, no filter) or one choice. */
function FilterSelect(props: {
  name: string;
  label: string;
  any: string;
  options: readonly FilterOption[];
  value?: string | undefined;
}) {
  return (
    <label>
      {props.label}
      <select name={props.name} defaultValue={props.value ?? ''}>
        <option value="">{props.any}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
