import type { FastifyRequest } from 'fastify';
import type { AccessClaims } from '../../plugins/auth.ts';

/**
 * The couple's user id when the request carries a valid couple's access token, else undefined:
 * counting a view needs no sign-in, so a missing, expired or forged token (or a provider's) is
 * simply an anonymous visitor (image views, page views).
 */
export async function coupleIdOf(request: FastifyRequest): Promise<number | undefined> {
  if (!request.headers.authorization?.startsWith('Bearer ')) return undefined;
  try {
    const claims = await request.jwtVerify<AccessClaims>();
    return claims.aud === 'couple' && typeof claims.uid === 'number' ? claims.uid : undefined;
  } catch {
    return undefined;
  }
}
