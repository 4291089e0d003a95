import { describe, expect, it } from 'vitest';
import { ownHostMatcher } from './own-hosts.ts';

describe('our own hosts (never a provider’s website)', () => {
  const isOwnHost = ownHostMatcher([{ domain: 'alliance.fr' }, { domain: 'alliance.co.uk' }]);

  it.each([
    'alliance.fr',
    'www.alliance.fr',
    'project.alliance.fr',
    'app.alliance.fr',
    'photos.alliance.co.uk',
    'WWW.ALLIANCE.FR',
    'www.alliance.fr.',
    'www.alliance.fr:443',
    'localhost',
    'www.localhost',
    'www.localhost:3000',
    '127.0.0.1',
    '[::1]',
    '[::1]:3000',
  ])('%s is ours', (host) => {
    expect(isOwnHost(host)).toBe(true);
  });

  it.each(['atelier.fr', 'alliance.fr.evil.example', 'myalliance.fr', 'www.alliance.com', 'alliance.co', '192.0.2.10', ''])(
    '%s is not ours',
    (host) => {
      expect(isOwnHost(host)).toBe(false);
    },
  );
});
