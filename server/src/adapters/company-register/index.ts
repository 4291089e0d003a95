import type { Config } from '../../config.ts';
import type { CompanyRegister } from './company-register.port.ts';
import { createHttpRegister } from './http-register.ts';
import { offlineRegister } from './offline-register.ts';

export type { CompanyRegister, RegisteredCompany } from './company-register.port.ts';

/** The register the configuration selects: offline by default, the State's API with COMPANY_REGISTER_URL. */
export function createCompanyRegister(config: Config): CompanyRegister {
  return config.companyRegisterUrl ? createHttpRegister(config.companyRegisterUrl) : offlineRegister;
}
