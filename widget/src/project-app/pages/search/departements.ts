import { useEffect, useState } from 'react';
import type { Api } from '../../../api/client.ts';
import { useWidget } from '../../../context.tsx';

export interface Departement {
  code: string;
  name: string;
}

// One list per API client (one per app): the search form, its summary and every card share it.
const loaded = new WeakMap<Api, Promise<Departement[]>>();

function departementsOf(api: Api): Promise<Departement[]> {
  let pending = loaded.get(api);
  if (!pending) {
    pending = api
      // The answer's schema comes with the call (client.ts, SchemaLoader): the search is in the app's first load, zod is not.
      .open('www', 'get', 'api/directory/regions', () =>
        import('@alliance/shared/directory-search').then((m) => m.directoryRegionsResponseSchema),
      )
      .then((answer) => answer.regions.flatMap((region) => region.departements.map(({ code, name }) => ({ code, name }))))
      // Without the list, codes stay as they are; a later page asks again.
      .catch(() => {
        loaded.delete(api);
        return [];
      });
    loaded.set(api, pending);
  }
  return pending;
}

/** The site's départements by name (issue 7: the search names them, never shows bare numbers). */
export function useDepartements(): Departement[] {
  const { api } = useWidget();
  const [list, setList] = useState<Departement[]>([]);
  useEffect(() => {
    let live = true;
    departementsOf(api).then((found) => live && setList(found));
    return () => {
      live = false;
    };
  }, [api]);
  return list;
}

/** "Gironde (33)": what the field and the summary show for a code. */
export const departementLabel = (list: Departement[], code: string): string => {
  const found = list.find((d) => d.code === code);
  return found ? `${found.name} (${found.code})` : code;
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[-'’\s]+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * The code of what the couple typed: a code ("33", "2a"), a name ("gironde", "Côtes-d'Armor",
 * accents and hyphens optional) or a suggestion ("Gironde (33)"); null when none matches.
 */
export function departementCode(list: Departement[], typed: string): string | null {
  const text = typed.trim();
  const suggested = /\(([0-9A-Za-z]{1,5})\)$/.exec(text)?.[1];
  const code = (suggested ?? text).toUpperCase();
  if (list.some((d) => d.code === code)) return code;
  const name = fold(text);
  return list.find((d) => fold(d.name) === name)?.code ?? (list.length === 0 && /^[0-9A-Z]{1,5}$/.test(code) ? code : null);
}

/** The département of a French postal code: 2A/2B in Corsica, three digits overseas. */
export function departementOfCp(cp: string): string {
  if (/^9[78]/.test(cp)) return cp.slice(0, 3);
  if (cp.startsWith('20')) return Number(cp) < 20200 ? '2A' : '2B';
  return cp.slice(0, 2);
}
