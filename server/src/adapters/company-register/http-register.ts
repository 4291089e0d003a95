import { z } from 'zod';
import type { CompanyRegister, RegisteredCompany } from './company-register.port.ts';

const TIMEOUT_MS = 5000;

// The part of the "Recherche d'entreprises" answer that is read (api.gouv.fr, open, no key).
const answerSchema = z.object({
  results: z.array(
    z.object({
      nom_complet: z.string(),
      matching_etablissements: z
        .array(z.object({ siret: z.string(), adresse: z.string().nullish(), etat_administratif: z.string().nullish() }))
        .default([]),
    }),
  ),
});

/**
 * Real adapter: the French State's company search API (`GET {base}/search?q={siret}`), the
 * establishment matched by its SIRET among the results.
 */
export function createHttpRegister(baseUrl: string): CompanyRegister {
  return {
    online: true,
    async lookup(siret): Promise<RegisteredCompany | undefined> {
      const url = new URL('/search', baseUrl);
      url.searchParams.set('q', siret);
      const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new Error(`company register answered ${response.status}`);
      const answer = answerSchema.parse(await response.json());
      for (const company of answer.results) {
        const place = company.matching_etablissements.find((e) => e.siret === siret);
        if (place)
          return { name: company.nom_complet, address: place.adresse ?? undefined, active: place.etat_administratif !== 'F' };
      }
      return undefined;
    },
  };
}
