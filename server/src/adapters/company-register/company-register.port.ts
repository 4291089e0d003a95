/** What the French company register says of a SIRET (an establishment number). */
export interface RegisteredCompany {
  name: string;
  address?: string;
  /** The establishment is still open (not "fermé" in the register). */
  active: boolean;
}

/**
 * Looks a SIRET up in the French company register. `undefined`: the register does not know it.
 * Throws when the register cannot be reached (the caller then answers `verified:false`).
 */
export interface CompanyRegister {
  /** False for the offline default: a lookup proves nothing, only the format and the Luhn key are checked. */
  readonly online: boolean;
  lookup(siret: string): Promise<RegisteredCompany | undefined>;
}
