import { normalizeVatNumber, VAT_PREFIXES, type VatCheck, vatNumberFitsCountry } from '@alliance/shared/vat';
import type { VatChecker } from '../../adapters/vat/index.ts';

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
  /** The check of the buyer's VAT number (null: none was needed), stored with the payment and printed on the invoice. */
  check: VatCheck | null;
}

/**
 * French buyer → 20 % French VAT; outside the EU (GB) → 0 %, outside the scope of EU VAT; EU
 * buyer outside France → reverse charge (0 %, the buyer accounts for it) only when its VAT number
 * is its own country's (Greece: EL) and VIES confirmed it valid just now. Anything less (no
 * number, another country's prefix, a malformed number, VIES saying no or not answering, no VIES
 * configured) → 20 % French VAT: no reverse charge on a number nobody checked.
 */
export async function decideCheckedVat(
  buyer: { countryCode: string; vatNumber: string | null },
  checker: VatChecker,
  now: Date,
): Promise<VatDecision> {
  if (!EU_COUNTRIES.has(buyer.countryCode)) return { scheme: 'outside-eu', rate: 0, check: null };
  const charged = (check: VatCheck | null): VatDecision => ({ scheme: 'fr-vat', rate: FRENCH_VAT_RATE, check });
  if (buyer.countryCode === 'FR' || !buyer.vatNumber) return charged(null);
  const vatNumber = normalizeVatNumber(buyer.vatNumber);
  const checkedAt = now.toISOString();
  const prefix = VAT_PREFIXES[buyer.countryCode] ?? buyer.countryCode;
  if (!vatNumber.startsWith(prefix)) return charged({ method: 'country-mismatch', vatNumber, valid: false, checkedAt });
  if (!vatNumberFitsCountry(buyer.countryCode, vatNumber))
    return charged({ method: 'format', vatNumber, valid: false, checkedAt });
  if (checker.kind === 'offline') return charged({ method: 'offline', vatNumber, valid: false, checkedAt });
  const answer = await checker.check(prefix, vatNumber.slice(prefix.length));
  if (answer === 'unavailable') return charged({ method: 'vies-unavailable', vatNumber, valid: false, checkedAt });
  const check: VatCheck = {
    method: 'vies',
    vatNumber,
    valid: answer.valid,
    checkedAt,
    ...(answer.requestIdentifier ? { requestIdentifier: answer.requestIdentifier } : {}),
  };
  return answer.valid ? { scheme: 'reverse-charge', rate: 0, check } : charged(check);
}

/**
 * The VAT a price is shown with before any check (the pack list): the checkout's decision without
 * a reverse charge, which only a VIES check at checkout grants (and then lowers the total).
 */
export function decideVat(buyer: { countryCode: string; vatNumber?: string | null }): VatDecision {
  if (!EU_COUNTRIES.has(buyer.countryCode)) return { scheme: 'outside-eu', rate: 0, check: null };
  return { scheme: 'fr-vat', rate: FRENCH_VAT_RATE, check: null };
}

/** The amounts of a net price under a decision: VAT rounded to the cent, total = net + VAT. */
export function amountsOf(
  net: number,
  decision: Pick<VatDecision, 'scheme' | 'rate'>,
): { net: number; vat: number; total: number } {
  const vat = Math.round((net * decision.rate) / 10_000);
  return { net, vat, total: net + vat };
}
