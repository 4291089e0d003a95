import { createRequire } from 'node:module';
import { slugify } from '@alliance/shared/text';
import { frenchInPhrase } from './departement-phrases.ts';
import { type CommuneToLocate, type CoordinateSources, locateCommunes, METHODS } from './france-coordinates.ts';
import { byText, type CityRow, type CountryDataset, slugAllocator } from './model.ts';

interface EtalabRegion {
  code: string;
  nom: string;
}
interface EtalabDepartement extends EtalabRegion {
  region: string;
}
interface EtalabCommune extends EtalabDepartement {
  type: 'commune-actuelle' | 'commune-deleguee' | 'commune-associee' | 'arrondissement-municipal';
  departement: string;
  chefLieu?: string;
  codesPostaux?: string[];
  population?: number;
}

// The package's main entry reads its data through a relative folder and breaks once bundled or
// run from elsewhere: its JSON files are loaded directly (and stay out of the type checker).
const etalab = <T>(file: string): T => createRequire(import.meta.url)(`@etalab/decoupage-administratif/data/${file}`) as T;

/** Every région, département and current commune (with postal codes) from INSEE/Etalab. */
export function buildFrance(sources: CoordinateSources, log: (message: string) => void): CountryDataset {
  const regions = etalab<EtalabRegion[]>('regions.json');
  const departements = etalab<EtalabDepartement[]>('departements.json');
  const all = etalab<EtalabCommune[]>('communes.json');

  const formerNames = new Map<string, { name: string; seat: boolean }[]>();
  for (const commune of all) {
    if ((commune.type === 'commune-deleguee' || commune.type === 'commune-associee') && commune.chefLieu) {
      const names = formerNames.get(commune.chefLieu) ?? [];
      formerNames.set(commune.chefLieu, names);
      names.push({ name: commune.nom, seat: commune.code === commune.chefLieu });
    }
  }
  const current = all.filter((commune) => commune.type === 'commune-actuelle').sort((a, b) => byText(a.code, b.code));
  // A handful of uninhabited overseas communes (French Southern Lands) have no postal code.
  const communes = current.filter((commune) => commune.codesPostaux?.length);
  const toLocate: CommuneToLocate[] = communes.map((commune) => ({
    code: commune.code,
    departement: commune.departement,
    names: [
      commune.nom,
      ...(formerNames.get(commune.code) ?? []).sort((a, b) => Number(b.seat) - Number(a.seat)).map((former) => former.name),
    ],
    postalCodes: commune.codesPostaux ?? [],
  }));
  const { points, counts } = locateCommunes(toLocate, sources);

  const slugsByDepartement = new Map<string, (base: string) => string>();
  const cities = communes.map((commune): CityRow => {
    const uniqueSlug = slugsByDepartement.get(commune.departement) ?? slugAllocator();
    slugsByDepartement.set(commune.departement, uniqueSlug);
    const point = points.get(commune.code);
    return {
      code: commune.code,
      departementCode: commune.departement,
      name: commune.nom,
      slug: uniqueSlug(slugify(commune.nom)),
      latitude: point?.latitude ?? null,
      longitude: point?.longitude ?? null,
      population: commune.population ?? null,
      postalCodes: [...new Set(commune.codesPostaux)].sort(byText),
    };
  });

  log(
    `FR: ${departements.length} départements, ${cities.length} communes (${current.length - communes.length} without postal code skipped); ` +
      `coordinates: ${METHODS.filter((m) => m !== 'none' && counts[m] > 0)
        .map((m) => `${counts[m]} by ${m}`)
        .join(', ')}; ${counts.none} communes without coordinates`,
  );
  const uniqueSlug = slugAllocator();
  return {
    country: 'FR',
    regions: regions.map((region) => ({ code: region.code, name: region.nom })),
    departements: [...departements]
      .sort((a, b) => byText(a.code, b.code))
      .map((d) => ({
        code: d.code,
        name: d.nom,
        slug: uniqueSlug(slugify(d.nom)),
        regionCode: d.region,
        inPhrase: frenchInPhrase(d.code),
      })),
    cities,
  };
}
