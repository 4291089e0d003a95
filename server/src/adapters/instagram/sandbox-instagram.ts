import { createHmac, timingSafeEqual } from 'node:crypto';
import type { InstagramPort } from './instagram.port.ts';

/** The sandbox consent page, served by our app host (modules/instagram). */
export const SANDBOX_CONSENT_PATH = '/instagram/sandbox/consent';

/**
 * Local default, no network: our own consent page plays Instagram. The code it hands back is a
 * keyed hash of the state, so only a consent given on that page for that state is accepted.
 */
export function createSandboxInstagram(key: Buffer): InstagramPort & { codeFor(state: string): string } {
  const codeFor = (state: string) => createHmac('sha256', key).update(`sandbox-code:${state}`).digest('base64url');
  return {
    codeFor,
    authUrl({ state, redirectUri, appOrigin }) {
      const url = new URL(SANDBOX_CONSENT_PATH, appOrigin);
      url.searchParams.set('state', state);
      url.searchParams.set('redirect_uri', redirectUri);
      return url.toString();
    },
    async exchange({ code, state }) {
      const expected = Buffer.from(codeFor(state));
      const given = Buffer.from(code);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error('sandbox code refused');
      const suffix = createHmac('sha256', key).update(`sandbox-user:${state}`).digest('hex').slice(0, 6);
      return { userId: `sandbox-${suffix}`, username: `alliance_sandbox_${suffix}`, accessToken: `sandbox-token-${suffix}` };
    },
  };
}
