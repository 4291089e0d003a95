import type { AltchaChallenge } from '@alliance/shared/auth';

/** Hashes computed at once: Web Crypto runs them off the main thread, a batch keeps it busy. */
const BATCH = 500;

/**
 * Solves an ALTCHA (v1) challenge with Web Crypto: the number n ≤ maxnumber whose SHA-256 of
 * `salt + n` is `challenge`. Answers the `altcha` value the server expects (base64 of the JSON
 * payload), or null when no number fits (a forged challenge). Loaded only when a challenge comes:
 * the widget gets it as /widget/pow.js (vite.pow.config.ts), the couples' app as a chunk.
 */
export async function solveChallenge(challenge: AltchaChallenge): Promise<string | null> {
  const encoder = new TextEncoder();
  const target = new Uint8Array(challenge.challenge.match(/../g)?.map((byte) => Number.parseInt(byte, 16)) ?? []);
  const matches = (digest: ArrayBuffer) => {
    const bytes = new Uint8Array(digest);
    return bytes.length === target.length && bytes.every((byte, i) => byte === target[i]);
  };
  for (let start = 0; start <= challenge.maxnumber; start += BATCH) {
    const end = Math.min(start + BATCH - 1, challenge.maxnumber);
    const pending: Promise<ArrayBuffer>[] = [];
    for (let n = start; n <= end; n++) pending.push(crypto.subtle.digest('SHA-256', encoder.encode(challenge.salt + n)));
    const index = (await Promise.all(pending)).findIndex(matches);
    if (index >= 0) {
      const { algorithm, salt, signature } = challenge;
      const payload = { algorithm, challenge: challenge.challenge, number: start + index, salt, signature };
      return btoa(JSON.stringify(payload));
    }
  }
  return null;
}
