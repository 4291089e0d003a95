/**
 * The VAT of a sale by a French seller of an electronic service to a company (PROVIDERS.md
 * "Credits, payments, invoices"), decided at checkout from the buyer's company.
 */
export type VatScheme = 'fr-vat' | 'reverse-charge' | 'outside-eu';

/** French standard rate, in basis points. */
export const FRENCH_VAT_RATE = 2000;

// Member states by ISO code (Greece is GR here; its VAT numbers start with EL).
const EU_COUNTRIES = new Set('AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '));

export interface VatDecision {
  scheme: VatScheme;
  /** Basis points: 2000 = 20 %. */
  rate: number;
}

/**
 * French buyer → 20 % French VAT; EU buyer outside France with a VAT number → reverse charge
 * (0 %, the buyer accounts for it); EU buyer without one (not shown to be a business) → 20 %
 * French VAT; outside the EU (GB) → 0 %, outside the scope of EU VAT.
 */
export function decideVat(buyer: { countryCode: string; vatNumber: string | null }): VatDecision {
  if (!EU_COUNTRIES.has(buyer.countryCode)) return { scheme: 'outside-eu', rate: 0 };
  if (buyer.countryCode !== 'FR' && buyer.vatNumber) return { scheme: 'reverse-charge', rate: 0 };
  return { scheme: 'fr-vat', rate: FRENCH_VAT_RATE };
}

/** The amounts of a net price under a decision: VAT rounded to the cent, total = net + VAT. */
export function amountsOf(net: number, decision: VatDecision): { net: number; vat: number; total: number } {
  const vat = Math.round((net * decision.rate) / 10_000);
  return { net, vat, total: net + vat };
}
