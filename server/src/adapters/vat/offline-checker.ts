import type { VatChecker } from './vat-checker.port.ts';

/**
 * Local default, no network: a number is never confirmed, so VAT is always charged (no reverse
 * charge on a number nobody checked).
 */
export const offlineVatChecker: VatChecker = {
  kind: 'offline',
  check: async () => 'unavailable',
};
