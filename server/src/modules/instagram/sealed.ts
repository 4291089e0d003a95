import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** AES-256-GCM: `iv.tag.ciphertext` in base64url. Third-party tokens are never stored in clear. */
export function seal(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

export function unseal(key: Buffer, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

/**
 * An OAuth `state` bound to one account for 10 minutes, signed, so no table is needed and any
 * server process can check it: `accountId.expiresAt.nonce.mac`.
 */
export function signedState(key: Buffer, accountId: number, now: Date, ttlMs = 600_000): string {
  const payload = `${accountId}.${now.getTime() + ttlMs}.${randomBytes(12).toString('base64url')}`;
  return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
}

export function stateIsFor(key: Buffer, state: string, accountId: number, now: Date): boolean {
  const cut = state.lastIndexOf('.');
  const payload = state.slice(0, cut);
  const expected = Buffer.from(createHmac('sha256', key).update(payload).digest('base64url'));
  const given = Buffer.from(state.slice(cut + 1));
  if (cut < 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const [owner, expiresAt] = payload.split('.');
  return Number(owner) === accountId && Number(expiresAt) > now.getTime();
}
