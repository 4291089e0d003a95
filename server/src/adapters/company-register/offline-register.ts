import type { CompanyRegister } from './company-register.port.ts';

/** Local default, no network: nothing is verified (`siren/siret` answers `verified:false`). */
export const offlineRegister: CompanyRegister = {
  online: false,
  lookup: async () => undefined,
};
