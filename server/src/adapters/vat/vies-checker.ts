import { z } from 'zod';
import type { VatChecker, VatRegistryAnswer } from './vat-checker.port.ts';

const TIMEOUT_MS = 8000;

// The part of VIES's answer that is read (`POST …/rest-api/check-vat-number`). A member state's
// register being down comes back as a `userError` (MS_UNAVAILABLE, TIMEOUT…) beside `valid: false`.
const answerSchema = z.object({
  valid: z.boolean(),
  userError: z.string().optional(),
  requestIdentifier: z.string().optional(),
});
const ANSWERED = new Set(['VALID', 'INVALID']);

/**
 * Real adapter: the European Commission's VIES REST service. Anything but a clear answer (network
 * error, timeout, HTTP error, a register down) is `unavailable`: the caller then charges VAT.
 */
export function createViesChecker(url: string): VatChecker {
  return {
    kind: 'vies',
    async check(prefix, number): Promise<VatRegistryAnswer> {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ countryCode: prefix, vatNumber: number }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) return 'unavailable';
        const answer = answerSchema.safeParse(await response.json());
        if (!answer.success) return 'unavailable';
        const { valid, userError, requestIdentifier } = answer.data;
        if (userError && !ANSWERED.has(userError)) return 'unavailable';
        return { valid, ...(requestIdentifier ? { requestIdentifier } : {}) };
      } catch {
        return 'unavailable';
      }
    },
  };
}
