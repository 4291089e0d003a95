import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, setPasswordCost, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  afterEach(() => setPasswordCost('test'));

  it('hashes with argon2id at OWASP’s cost in production: 19 MiB, 2 passes', async () => {
    setPasswordCost('production');
    const stored = await hashPassword('violet-harbour-41');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'violet-harbour-41')).toBe(true);
    expect(await verifyPassword(stored, 'violet-harbour-42')).toBe(false);
  });

  it('verifies a hash by the cost written in it, whichever cost is in use now', async () => {
    const cheap = await hashPassword('violet-harbour-41');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    setPasswordCost('production');
    expect(await verifyPassword(cheap, 'violet-harbour-41')).toBe(true);
    expect(await verifyPassword(null, 'violet-harbour-41')).toBe(false);
  });
});
