import type { CompanyProfile } from '@alliance/shared/company';
import { stubLayout } from '@alliance/widget/project-app/pages/new-project/testing.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { heading, me, type Route, renderAdmin, SIGNED_IN } from '../../test/harness.tsx';

const profile: CompanyProfile = {
  name: 'Atelier Lune',
  siret: '73282932000074',
  vatNumber: null,
  services: ['decoration'],
  eventTypes: ['mariage'],
  portrait: '<p>Bonjour</p>',
  languages: ['fr'],
  address: { street: null, city: 'Bordeaux', zipCode: '33000', countryCode: 'FR', latitude: 44.84, longitude: -0.58 },
  links: { website: 'https://atelier-lune.fr' },
  experiences: [{ title: 'Mariage au château', year: 2023 }],
};
const REFERENCE = {
  'GET /api/me': { body: me },
  'GET /api/company/name': { body: { success: true, profile } },
  'GET /api/prestations': {
    body: {
      success: true,
      prestations: [{ slug: 'decoration', name: 'Décoration' }],
      eventTypes: [{ slug: 'mariage', name: 'Mariage' }],
    },
  },
  'GET /api/langues': { body: { success: true, langues: [{ iso: 'fr', label: 'Français' }] } },
};
const open = (routes: Record<string, Route> = {}) =>
  renderAdmin('/profile', {
    tokens: SIGNED_IN,
    routes: { ...REFERENCE, 'GET /api/instagram/': { body: { success: true, connected: false, username: null } }, ...routes },
  });

describe('the company profile page', () => {
  beforeAll(stubLayout);
  afterEach(() => vi.restoreAllMocks());

  it('shows every part of the profile, filled in', async () => {
    await open();
    await heading("Profil de l'entreprise");
    expect(((await screen.findByLabelText("Nom de l'entreprise")) as HTMLInputElement).value).toBe('Atelier Lune');
    expect((screen.getByRole('combobox', { name: 'Ville ou code postal' }) as HTMLInputElement).value).toBe('Bordeaux (33000)');
    expect(((await screen.findByRole('checkbox', { name: 'Décoration' })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Site internet') as HTMLInputElement).value).toBe('https://atelier-lune.fr');
    expect((screen.getByLabelText('Titre') as HTMLInputElement).value).toBe('Mariage au château');
    expect(screen.getByRole('link', { name: 'Voir mon profil public' }).getAttribute('href')).toBe(me.provider.profileUrl);
  });

  it('saves the social networks, a bad address shown under its field', async () => {
    const user = userEvent.setup();
    const { server } = await open({ 'POST /api/social-networks/': { body: { success: true, profile } } });
    await heading("Profil de l'entreprise");
    const links = await screen.findByRole('region', { name: 'Site et réseaux sociaux' });
    await user.type(within(links).getByLabelText('Instagram'), 'pas une adresse');
    await user.click(within(links).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(within(links).getByLabelText('Instagram').getAttribute('aria-invalid')).toBe('true'));
    expect(server.calls('POST /api/social-networks/')).toHaveLength(0);
    await user.clear(within(links).getByLabelText('Instagram'));
    await user.type(within(links).getByLabelText('Instagram'), 'https://instagram.com/atelierlune');
    await user.click(within(links).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(links).findByText('Modifications enregistrées.')).toBeTruthy();
    expect(server.calls('POST /api/social-networks/')[0]?.body).toEqual({
      links: {
        website: 'https://atelier-lune.fr',
        instagram: 'https://instagram.com/atelierlune',
        facebook: '',
        pinterest: '',
        youtube: '',
        tiktok: '',
        linkedin: '',
      },
    });
  });

  it('adds and removes experiences', async () => {
    const user = userEvent.setup();
    const { server } = await open({ 'POST /api/portrait-experiences/': { body: { success: true, profile } } });
    await heading("Profil de l'entreprise");
    const section = await screen.findByRole('region', { name: 'Expériences' });
    await user.click(within(section).getByRole('button', { name: 'Ajouter une expérience' }));
    const second = within(section).getByRole('group', { name: 'Expérience 2' });
    await user.type(within(second).getByLabelText('Titre'), 'Salon du mariage de Lyon');
    await user.type(within(second).getByLabelText('Année (facultatif)'), '2024');
    await user.click(within(section).getByRole('button', { name: "Retirer l'expérience 1" }));
    await user.click(within(section).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(section).findByText('Modifications enregistrées.')).toBeTruthy();
    expect(server.calls('POST /api/portrait-experiences/')[0]?.body).toEqual({
      experiences: [{ title: 'Salon du mariage de Lyon', year: 2024 }],
    });
  });

  it('shows the Instagram connection and disconnects it', async () => {
    const user = userEvent.setup();
    const { server } = await open({
      'GET /api/instagram/': { body: { success: true, connected: true, username: 'atelierlune' } },
      'POST /api/instagram/revoke': { body: { success: true, connected: false, username: null } },
      'GET /api/instagram/auth-url': { body: { success: true, url: 'http://app.alliance.test/instagram/sandbox?state=s' } },
    });
    await heading("Profil de l'entreprise");
    const section = screen.getByRole('region', { name: 'Instagram' });
    expect(
      await within(section).findByText('Compte Instagram connecté\u00a0: atelierlune', { normalizer: (t) => t }),
    ).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Déconnecter Instagram' }));
    expect(await within(section).findByText('Aucun compte Instagram connecté.')).toBeTruthy();
    expect(server.calls('POST /api/instagram/revoke')).toHaveLength(1);
    // Connecting goes to the consent page the server names.
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    await user.click(within(section).getByRole('button', { name: 'Connecter Instagram' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://app.alliance.test/instagram/sandbox?state=s'));
  });

  it('the Instagram callback hands over the code and state, then goes back to the profile', async () => {
    const { server, path } = await renderAdmin('/instagram/callback?code=c0de&state=st4te', {
      tokens: SIGNED_IN,
      routes: {
        ...REFERENCE,
        'POST /api/instagram/token': { body: { success: true, connected: true, username: 'atelierlune' } },
      },
    });
    await heading("Profil de l'entreprise");
    expect(server.calls('POST /api/instagram/token').map((r) => r.body)).toEqual([{ code: 'c0de', state: 'st4te' }]);
    expect(path()).toBe('/profile');
    expect(server.calls('GET /api/instagram/')).toHaveLength(0);
  });
  it('saves an EU VAT number with the SIRET, and refuses a malformed one next to its field', async () => {
    const user = userEvent.setup();
    const { server } = await open({
      'GET /api/siren/siret': { body: { success: true, valid: true, verified: false } },
      'POST /api/company/siret': { body: { success: true, profile: { ...profile, vatNumber: 'BE0123456789' } } },
    });
    await heading("Profil de l'entreprise");
    const company = await screen.findByRole('region', { name: 'Entreprise' });
    const vat = within(company).getByLabelText('Numéro de TVA intracommunautaire (facultatif)');
    expect(within(company).getByText(/vos factures sont établies en autoliquidation/)).toBeTruthy();
    await user.type(vat, 'pas un numéro');
    await user.click(within(company).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(vat.getAttribute('aria-invalid')).toBe('true'));
    expect(within(company).getByText('Numéro de TVA intracommunautaire invalide.')).toBeTruthy();
    expect(server.calls('POST /api/company/siret')).toHaveLength(0);
    await user.clear(vat);
    await user.type(vat, 'be 0123.456.789');
    await user.click(within(company).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(company).findByText('Modifications enregistrées.')).toBeTruthy();
    expect(server.calls('POST /api/company/siret').map((r) => r.body)).toEqual([
      { siret: '73282932000074', vatNumber: 'BE0123456789' },
    ]);
  });
});
