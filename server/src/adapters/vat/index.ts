import type { Config } from '../../config.ts';
import { offlineVatChecker } from './offline-checker.ts';
import type { VatChecker } from './vat-checker.port.ts';
import { createViesChecker } from './vies-checker.ts';

export type { VatChecker, VatRegistryAnswer } from './vat-checker.port.ts';

/** The checker the configuration selects: offline by default, VIES with VAT_CHECK=vies. */
export function createVatChecker(config: Config): VatChecker {
  return config.vatCheck.mode === 'vies' ? createViesChecker(config.vatCheck.viesUrl) : offlineVatChecker;
}
