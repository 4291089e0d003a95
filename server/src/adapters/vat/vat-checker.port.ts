/** What the EU's VIES service said of a VAT number, or that it could not say. */
export type VatRegistryAnswer = { valid: boolean; requestIdentifier?: string } | 'unavailable';

/**
 * Checks an EU VAT number with the member state's register (through VIES). The number is given
 * as VIES wants it: the prefix (`EL` for Greece) and the rest apart.
 */
export interface VatChecker {
  /** `offline`: no check is made (format only, the caller charges VAT); `vies`: the EU's service is asked. */
  readonly kind: 'offline' | 'vies';
  check(prefix: string, number: string): Promise<VatRegistryAnswer>;
}
