import type { CompanyProfile } from '@alliance/shared/company';
import type { Venue } from '@alliance/shared/venues';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { heading, me, type Route, renderAdmin, SIGNED_IN } from '../../test/harness.tsx';
import { imageList, imageWith } from '../media/testing.ts';
import { inVenue, venueAnswer, venueWith } from './testing.ts';

const TABLE = imageWith({ id: 11, position: 0, alt: 'Table dressée' });
const ARCH = imageWith({ id: 13, position: 1, alt: 'Arche fleurie' });
const CAKE = imageWith({ id: 14, position: 2, alt: 'Pièce montée' });
const VENUE = venueWith({
  id: 4,
  name: 'Domaine des Tilleuls',
  images: [inVenue(TABLE, { position: 0 }), inVenue(ARCH, { position: 1 })],
});
const PATH = '/api/venues/4';
/** The provider's company profile, whole as the server answers it, in Belgium. */
const COMPANY_IN_BELGIUM: CompanyProfile = {
  name: 'Domaine des Tilleuls SRL',
  siret: null,
  vatNumber: null,
  services: [],
  eventTypes: [],
  portrait: '',
  languages: [],
  address: { street: null, city: 'Namur', zipCode: '5000', countryCode: 'BE', latitude: 50.47, longitude: 4.87 },
  links: {},
  experiences: [],
};

const openList = (routes: Record<string, Route> = {}) =>
  renderAdmin('/venues', {
    tokens: SIGNED_IN,
    routes: {
      'GET /api/me': { body: me },
      'GET /api/venues': {
        body: {
          success: true,
          items: [VENUE, venueWith({ id: 5, name: 'Salle des fêtes', city: null, cp: null, published: true })],
        },
      },
      ...routes,
    },
  });

const open = (routes: Record<string, Route> = {}, venue: Venue = VENUE) =>
  renderAdmin('/venues/4', {
    tokens: SIGNED_IN,
    routes: {
      'GET /api/me': { body: me },
      [`GET ${PATH}`]: { body: venueAnswer(venue) },
      'GET /api/images/': { body: imageList([TABLE, ARCH, CAKE]) },
      // The provider's country: the venue's city is searched there.
      'GET /api/company/name': { body: { success: true, profile: COMPANY_IN_BELGIUM } },
      ...routes,
    },
  });

const photosRegion = () => screen.getByRole('region', { name: 'Photos' });
const cardImages = () =>
  within(photosRegion())
    .queryAllByRole('article')
    .map((card) => (card.querySelector('img') as HTMLImageElement).getAttribute('src'));
const liveText = () => [...document.querySelectorAll('[role="status"]')].map((node) => node.textContent).join(' ');

describe('the venues page', () => {
  it('lists the venues with their place, state and photo count', async () => {
    await openList();
    await heading('Lieux de réception');
    const items = () => within(document.querySelector('.collection-list') as HTMLElement).getAllByRole('article');
    await waitFor(() => expect(items()).toHaveLength(2));
    const [tilleuls, salle] = items();
    if (!tilleuls || !salle) throw new Error('two venues');
    expect(within(tilleuls).getByRole('link', { name: 'Domaine des Tilleuls' }).getAttribute('href')).toBe('/venues/4');
    expect(within(tilleuls).getByText('Bordeaux 33000')).toBeTruthy();
    expect(within(tilleuls).getByText('Non publié')).toBeTruthy();
    expect(within(tilleuls).getByText('2 photos')).toBeTruthy();
    expect((tilleuls.querySelector('img') as HTMLImageElement).getAttribute('src')).toBe(
      'http://www.alliance.test/image/11?w=320',
    );
    expect(within(salle).getByText('Publié')).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Médias' }))
        .getByRole('link', { name: 'Lieux' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('creates a venue from its name and opens its editor', async () => {
    const user = userEvent.setup();
    const fresh = venueWith({ id: 9, name: 'Château de Lune', city: null, cp: null, capacity: null });
    const { server, path } = await openList({
      'POST /api/venues': { body: venueAnswer(fresh) },
      'GET /api/venues/9': { body: venueAnswer(fresh) },
      'GET /api/images/': { body: imageList([]) },
    });
    await heading('Lieux de réception');
    await user.click(await screen.findByRole('button', { name: 'Nouveau lieu' }));
    const dialog = screen.getByRole('dialog', { name: 'Nouveau lieu' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nom du lieu' }), 'Château de Lune');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le lieu' }));
    await heading('Château de Lune');
    expect(server.calls('POST /api/venues')[0]?.body).toEqual({ name: 'Château de Lune' });
    expect(path()).toBe('/venues/9');
  });
});

describe('the venue editor', () => {
  it('refuses a bad website with the schema’s message, then saves the details', async () => {
    const user = userEvent.setup();
    const { server } = await open({
      [`PUT ${PATH}`]: ({ body }) => ({ body: venueAnswer({ ...VENUE, ...(body as object) }) }),
    });
    await heading('Domaine des Tilleuls');
    expect((screen.getByRole('spinbutton', { name: "Capacité (nombre d'invités)" }) as HTMLInputElement).value).toBe('150');
    const website = screen.getByRole('textbox', { name: 'Site du lieu' });
    await user.type(website, 'domaine-des-tilleuls');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Adresse de lien invalide (http ou https, 500 caractères au plus)')).toBeTruthy();
    expect(website.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(website);
    expect(server.calls(`PUT ${PATH}`)).toHaveLength(0);

    await user.clear(website);
    await user.type(website, 'https://domaine-des-tilleuls.fr');
    const capacity = screen.getByRole('spinbutton', { name: "Capacité (nombre d'invités)" });
    await user.clear(capacity);
    await user.type(capacity, '180');
    // The city is the locality autocomplete's: emptied, city and postal code are cleared together.
    const city = screen.getByRole('combobox', { name: 'Ville ou code postal' }) as HTMLInputElement;
    expect(city.value).toBe('Bordeaux (33000)');
    await user.clear(city);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Modifications enregistrées.')).toBeTruthy();
    expect(server.calls(`PUT ${PATH}`)[0]?.body).toEqual({
      name: 'Domaine des Tilleuls',
      description: null,
      city: null,
      cp: null,
      capacity: 180,
      website: 'https://domaine-des-tilleuls.fr',
    });
  });

  it('takes the city from the locality autocomplete the company address uses, in the provider’s country', async () => {
    const user = userEvent.setup();
    const liege = { label: 'Liège (4000)', city: 'Liège', zipCode: '4000', countryCode: 'BE', latitude: 50.63, longitude: 5.57 };
    const { server } = await open({
      'GET /search/locality': { body: { results: [liege], next_page: null } },
      [`PUT ${PATH}`]: ({ body }) => ({ body: venueAnswer({ ...VENUE, ...(body as object) }) }),
    });
    await heading('Domaine des Tilleuls');
    expect(screen.queryByRole('textbox', { name: 'Code postal' })).toBeNull();
    const city = screen.getByRole('combobox', { name: 'Ville ou code postal' });
    await user.clear(city);
    await user.type(city, 'Liè');
    await user.click(await screen.findByRole('option', { name: 'Liège (4000)' }));
    await waitFor(() => expect(server.calls('GET /search/locality')[0]?.url.searchParams.get('country')).toBe('BE'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Modifications enregistrées.')).toBeTruthy();
    expect(server.calls(`PUT ${PATH}`)[0]?.body).toMatchObject({ city: 'Liège', cp: '4000' });
  });

  it('publishes and unpublishes with the switch', async () => {
    const user = userEvent.setup();
    const { server } = await open({
      [`PUT ${PATH}/publish`]: ({ body }) => ({
        body: venueAnswer({ ...VENUE, published: (body as { published: boolean }).published }),
      }),
    });
    await heading('Domaine des Tilleuls');
    const publication = screen.getByRole('region', { name: 'Publication' });
    const toggle = within(publication).getByRole('button', { name: 'Publié sur mon profil' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(within(publication).getByText("Ce lieu n'apparaît pas sur votre profil public.")).toBeTruthy();
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect(within(publication).getByText('Lieu publié sur votre profil.')).toBeTruthy();
    expect(within(publication).getByText('Ce lieu apparaît sur votre profil public.')).toBeTruthy();
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
    expect(server.calls(`PUT ${PATH}/publish`).map((call) => call.body)).toEqual([{ published: true }, { published: false }]);
    expect(document.activeElement).toBe(toggle);
  });

  it('adds a library photo and moves one with the keyboard (its new position sent)', async () => {
    const user = userEvent.setup();
    let venue = VENUE;
    const { server } = await open({
      [`POST ${PATH}/images`]: () => {
        venue = { ...venue, images: [...venue.images, inVenue(CAKE, { position: 2 })] };
        return { body: venueAnswer(venue) };
      },
      [`PUT ${PATH}/images/14`]: () => {
        venue = {
          ...venue,
          images: [inVenue(TABLE, { position: 0 }), inVenue(CAKE, { position: 1 }), inVenue(ARCH, { position: 2 })],
        };
        return { body: venueAnswer(venue) };
      },
    });
    await heading('Domaine des Tilleuls');
    await user.click(within(photosRegion()).getByRole('button', { name: 'Ajouter des photos de ma bibliothèque' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter des photos de ma bibliothèque' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Photo 3 de la bibliothèque' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter les photos choisies' }));
    await waitFor(() => expect(cardImages()).toHaveLength(3));
    expect(server.calls(`POST ${PATH}/images`)[0]?.body).toEqual({ imageIds: [14] });
    expect(liveText()).toContain('1 photo ajoutée à ce lieu.');

    const earlier = within(photosRegion()).getByRole('button', { name: 'Plus tôt (photo 3)' });
    earlier.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(cardImages()).toEqual([
        'http://www.alliance.test/image/11?w=320',
        'http://www.alliance.test/image/14?w=320',
        'http://www.alliance.test/image/13?w=320',
      ]),
    );
    expect(document.activeElement).toBe(within(photosRegion()).getByRole('button', { name: 'Plus tôt (photo 2)' }));
    await waitFor(() => expect(server.calls(`PUT ${PATH}/images/14`)).toHaveLength(1));
    expect(server.calls(`PUT ${PATH}/images/14`)[0]?.body).toEqual({ position: 1 });
    // A venue has no key image.
    expect(within(photosRegion()).queryByRole('button', { name: /photo clé/ })).toBeNull();
  });

  it('deletes the venue after a confirmation', async () => {
    const user = userEvent.setup();
    const { server, path } = await open({
      [`DELETE ${PATH}`]: { body: { success: true } },
      'GET /api/venues': { body: { success: true, items: [] } },
    });
    await heading('Domaine des Tilleuls');
    await user.click(screen.getByRole('button', { name: 'Supprimer le lieu' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer le lieu «\u00a0Domaine des Tilleuls\u00a0»\u00a0?' });
    expect(within(dialog).getByText(/Ses photos restent dans votre bibliothèque/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await heading('Lieux de réception');
    expect(server.calls(`DELETE ${PATH}`)).toHaveLength(1);
    expect(path()).toBe('/venues');
    expect(await screen.findByText(/Aucun lieu pour l'instant/)).toBeTruthy();
  });
});
