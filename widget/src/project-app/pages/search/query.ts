import type { ProviderFilters } from '../../api/search.ts';

/**
 * The search as the address holds it (`/search?departement=33&cp=33000&ville=…&service=…&langue=en`),
 * so a search can be shared, reloaded and gone back to. `ville` is the chosen city's label: the
 * autocomplete shows it again without asking the server.
 */
export interface SearchQuery extends ProviderFilters {
  ville?: string;
}

// The server's rules (shared/src/providers.ts): a value breaking them is left out, not sent.
const RULES: Record<keyof ProviderFilters, RegExp> = {
  departement: /^[0-9A-Z]{1,5}$/,
  cp: /^[0-9A-Za-z -]{1,12}$/,
  service: /^[a-z0-9-]{1,80}$/,
  langue: /^[a-z]{2}$/,
};
const NAMES = ['departement', 'cp', 'ville', 'service', 'langue'] as const;

/** The valid filters of an address's query string. */
export function queryFrom(search: string): SearchQuery {
  const params = new URLSearchParams(search);
  const query: SearchQuery = {};
  for (const name of Object.keys(RULES) as (keyof ProviderFilters)[]) {
    let value = (params.get(name) ?? '').trim();
    if (name === 'departement') value = value.toUpperCase();
    if (RULES[name].test(value)) query[name] = value;
  }
  const ville = (params.get('ville') ?? '').trim().slice(0, 200);
  if (query.cp && ville) query.ville = ville;
  return query;
}

/** The address of a search: `/search` alone when nothing narrows it. */
export function searchPath(query: SearchQuery): string {
  const params = new URLSearchParams();
  for (const name of NAMES) {
    const value = query[name];
    if (value) params.set(name, value);
  }
  const text = params.toString();
  return text ? `/search?${text}` : '/search';
}

/** What the server is asked for (the city's label is for the screen only). */
export function filtersOf({ departement, cp, service, langue }: SearchQuery): ProviderFilters {
  return { departement, cp, service, langue };
}

export const hasFilters = (query: SearchQuery): boolean => Object.values(filtersOf(query)).some(Boolean);
