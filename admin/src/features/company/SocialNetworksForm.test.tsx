import type { CompanyProfile } from '@alliance/shared/company';
import { stubLayout } from '@alliance/widget/project-app/pages/new-project/testing.tsx';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { me, renderAdmin, SIGNED_IN } from '../../test/harness.tsx';

const profile: CompanyProfile = {
  name: 'Atelier Lune',
  siret: '73282932000074',
  vatNumber: null,
  services: ['decoration'],
  eventTypes: ['mariage'],
  portrait: '<p>Bonjour</p>',
  languages: ['fr'],
  address: { street: null, city: 'Bordeaux', zipCode: '33000', countryCode: 'FR', latitude: 44.84, longitude: -0.58 },
  links: {},
  experiences: [],
};

/** Issue 21, defect 3: a website typed as `www.example.fr` is taken, with https added. */
describe('the website typed without https://', { timeout: 20_000 }, () => {
  beforeAll(stubLayout);

  it('is sent with https:// and shown as stored', async () => {
    const user = userEvent.setup();
    const { server } = await renderAdmin('/profile', {
      tokens: SIGNED_IN,
      routes: {
        'GET /api/me': { body: me },
        'GET /api/company/name': { body: { success: true, profile } },
        'GET /api/prestations': { body: { success: true, prestations: [], eventTypes: [] } },
        'GET /api/langues': { body: { success: true, langues: [] } },
        'GET /api/instagram/': { body: { success: true, connected: false, username: null } },
        // The server answers the profile as stored: its normalised website.
        'POST /api/social-networks/': ({ body }) => ({
          body: {
            success: true,
            profile: { ...profile, links: { website: (body as { links: { website: string } }).links.website } },
          },
        }),
      },
    });
    const links = await screen.findByRole('region', { name: 'Site et réseaux sociaux' }, { timeout: 10_000 });
    const website = within(links).getByLabelText('Site internet') as HTMLInputElement;
    await user.type(website, 'www.atelier-lune.fr');
    await user.click(within(links).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(links).findByText('Modifications enregistrées.')).toBeTruthy();
    expect(server.calls('POST /api/social-networks/')[0]?.body).toMatchObject({
      links: { website: 'https://www.atelier-lune.fr' },
    });
    expect(website.value).toBe('https://www.atelier-lune.fr');
    expect(website.getAttribute('aria-invalid')).toBeNull();
  });
});
