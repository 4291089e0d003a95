import { COUNTRIES } from '@alliance/shared/countries';
import { foldText } from '@alliance/shared/text';
import type { Session } from '../../db/client.ts';
import type { CountryDataset } from './model.ts';

/**
 * Loading: COPY into temporary staging tables, then set-based statements that insert what is
 * missing and update what changed, matched on natural codes. Existing rows keep their ids, a
 * second run with the same data writes nothing, and the `not exists` filters keep a re-run from
 * burning sequence values. Rows that vanished from the data are kept: providers point at them.
 */
export async function upsertCountries(session: Session): Promise<void> {
  await inTransaction(session, async () => {
    await session.exec(
      'create temp table geo_countries (code text not null, name text not null, default_locale text not null) on commit drop',
    );
    await session.copy(
      'geo_countries',
      ['code', 'name', 'default_locale'],
      Object.entries(COUNTRIES).map(([code, { defaultLocale }]) => [code, countryName(code, defaultLocale), defaultLocale]),
    );
    await session.exec(`
      insert into countries (code, name, default_locale) select code, name, default_locale from geo_countries
      on conflict (code) do update set name = excluded.name, default_locale = excluded.default_locale
      where (countries.name, countries.default_locale) is distinct from (excluded.name, excluded.default_locale)`);
  });
}

/** The country's name in its own default locale ("Deutschland", "España"). */
function countryName(code: string, locale: string): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
}

/** One country in one transaction: a failure leaves it as it was, never half-loaded. */
export async function loadCountry(session: Session, data: CountryDataset): Promise<void> {
  const cc = data.country;
  // Inlined in the statements below (session.exec takes no parameters): it must be two letters.
  if (!/^[A-Z]{2}$/.test(cc)) throw new Error(`bad country code ${cc}`);
  await inTransaction(session, async () => {
    await session.exec(`
      create temp table geo_regions (code text not null, name text not null) on commit drop;
      create temp table geo_departements (code text not null, name text not null, slug text not null, region_code text, in_phrase text) on commit drop;
      create temp table geo_cities (ord integer not null, code text not null, departement_code text not null, name text not null,
        search_name text not null, slug text not null, latitude double precision, longitude double precision, population integer) on commit drop;
      create temp table geo_postal_codes (city_code text not null, code text not null) on commit drop;`);
    await session.copy(
      'geo_regions',
      ['code', 'name'],
      data.regions.map((r) => [r.code, r.name]),
    );
    await session.copy(
      'geo_departements',
      ['code', 'name', 'slug', 'region_code', 'in_phrase'],
      data.departements.map((d) => [d.code, d.name, d.slug, d.regionCode, d.inPhrase ?? null]),
    );
    await session.copy(
      'geo_cities',
      ['ord', 'code', 'departement_code', 'name', 'search_name', 'slug', 'latitude', 'longitude', 'population'],
      data.cities.map((c, i) => [
        i,
        c.code,
        c.departementCode,
        c.name,
        foldText(c.name),
        c.slug,
        c.latitude,
        c.longitude,
        c.population,
      ]),
    );
    await session.copy('geo_postal_codes', ['city_code', 'code'], postalRows(data));
    // Row counts for the planner: the merge joins these against tables of every country.
    await session.exec('analyze geo_cities, geo_postal_codes');
    await session.exec(mergeStatements(cc));
  });
}

function* postalRows(data: CountryDataset): Iterable<readonly unknown[]> {
  for (const city of data.cities) for (const code of city.postalCodes) yield [city.code, code];
}

const mergeStatements = (cc: string) => `
  insert into regions (country_code, code, name)
  select '${cc}', s.code, s.name from geo_regions s
  where not exists (select 1 from regions r where r.country_code = '${cc}' and r.code = s.code)
  order by s.code
  on conflict do nothing;

  update regions r set name = s.name from geo_regions s
  where r.country_code = '${cc}' and r.code = s.code and r.name is distinct from s.name;

  insert into departements (country_code, region_id, code, name, slug, in_phrase)
  select '${cc}', r.id, s.code, s.name, s.slug, s.in_phrase
  from geo_departements s left join regions r on r.country_code = '${cc}' and r.code = s.region_code
  where not exists (select 1 from departements d where d.country_code = '${cc}' and d.code = s.code)
  order by s.code
  on conflict do nothing;

  update departements d set name = s.name, region_id = r.id, in_phrase = s.in_phrase
  from geo_departements s left join regions r on r.country_code = '${cc}' and r.code = s.region_code
  where d.country_code = '${cc}' and d.code = s.code
    and (d.name, d.region_id, d.in_phrase) is distinct from (s.name, r.id, s.in_phrase);

  insert into cities (country_code, departement_id, code, name, search_name, slug, latitude, longitude, population)
  select '${cc}', d.id, s.code, s.name, s.search_name, s.slug, s.latitude, s.longitude, s.population
  from geo_cities s left join departements d on d.country_code = '${cc}' and d.code = s.departement_code
  where not exists (select 1 from cities c where c.country_code = '${cc}' and c.code = s.code)
  order by s.ord
  on conflict do nothing;

  -- Slugs and départements stay as first loaded: URLs are built from them. A source that has no
  -- coordinates or population for a city (the npm-only fallback) does not erase known ones.
  update cities c set name = s.name, search_name = s.search_name, latitude = coalesce(s.latitude, c.latitude),
    longitude = coalesce(s.longitude, c.longitude), population = coalesce(s.population, c.population)
  from geo_cities s
  where c.country_code = '${cc}' and c.code = s.code
    and (c.name, c.search_name, c.latitude, c.longitude, c.population) is distinct from
      (s.name, s.search_name, coalesce(s.latitude, c.latitude), coalesce(s.longitude, c.longitude), coalesce(s.population, c.population));

  insert into postal_codes (city_id, code)
  select c.id, s.code
  from geo_postal_codes s join cities c on c.country_code = '${cc}' and c.code = s.city_code
  where not exists (select 1 from postal_codes p where p.city_id = c.id and p.code = s.code)
  on conflict do nothing;`;

async function inTransaction(session: Session, work: () => Promise<void>): Promise<void> {
  await session.exec('begin');
  try {
    await work();
    await session.exec('commit');
  } catch (error) {
    await session.exec('rollback').catch(() => {});
    throw error;
  }
}
