import { hkdfSync } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { InstagramPort } from './instagram.port.ts';
import { createOAuthInstagram } from './oauth-instagram.ts';
import { createSandboxInstagram } from './sandbox-instagram.ts';

export type { InstagramAccount, InstagramPort } from './instagram.port.ts';

/** A key of its own for each use, derived from the JWT secret (never the JWT key itself). */
export const derivedKey = (jwtSecret: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', jwtSecret, '', `alliance ${purpose}`, 32));

/** The sandbox by default; Instagram's OAuth with INSTAGRAM=oauth and its client id and secret. */
export function createInstagram(config: Config & { jwtSecret: string }): InstagramPort {
  if (config.instagram.mode === 'oauth') return createOAuthInstagram(config.instagram);
  return createSandboxInstagram(derivedKey(config.jwtSecret, 'instagram sandbox'));
}
