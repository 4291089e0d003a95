import type { CompanyProfile } from '@alliance/shared/company';
import { stubLayout } from '@alliance/widget/project-app/pages/new-project/testing.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { heading, meWith, type Route, renderAdmin, SIGNED_IN } from '../../test/harness.tsx';
import { fakeUploads, fileOf, imageList, imageWith } from '../media/testing.ts';

const profile: CompanyProfile = {
  name: 'Atelier Lune',
  siret: null,
  vatNumber: null,
  services: [],
  eventTypes: [],
  portrait: '',
  languages: [],
  address: null,
  links: {},
  experiences: [],
};
const unfinished = meWith({ onboardingFinished: false, published: false, completeness: 20 });
const answer = (changes: Partial<CompanyProfile> = {}) => ({ body: { success: true, profile: { ...profile, ...changes } } });

function onboarding(step: string, routes: Record<string, Route> = {}, start: Partial<CompanyProfile> = {}) {
  return renderAdmin(`/onboarding?step=${step}`, {
    tokens: SIGNED_IN,
    routes: { 'GET /api/me': { body: unfinished }, 'GET /api/company/name': answer(start), ...routes },
  });
}

describe('the onboarding', () => {
  beforeAll(stubLayout);

  it('step 1 checks the SIRET as it is typed, saves name and SIRET, then goes on to the services', async () => {
    const user = userEvent.setup();
    const { server, path } = await onboarding('company', {
      'GET /api/siren/siret': {
        body: { success: true, valid: true, verified: true, company: { name: 'ATELIER LUNE SARL', active: true } },
      },
      'POST /api/company/name': answer({ name: 'Atelier Lune Mariages' }),
      'POST /api/company/siret': answer({ name: 'Atelier Lune Mariages', siret: '73282932000074' }),
      'GET /api/prestations': { body: { success: true, prestations: [], eventTypes: [] } },
    });
    await heading('Inscription, étape 1 sur 6\u00a0: Entreprise');
    const name = await screen.findByLabelText("Nom de l'entreprise");
    await user.clear(name);
    await user.type(name, 'Atelier Lune Mariages');
    await user.type(screen.getByLabelText('Numéro SIRET'), '732 829 320 00074');
    await waitFor(() => expect(screen.getByText(/^SIRET vérifié/).textContent).toBe('SIRET vérifié\u00a0: ATELIER LUNE SARL'));
    expect(server.calls('GET /api/siren/siret')[0]?.url.searchParams.get('siret')).toBe('73282932000074');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await heading('Inscription, étape 2 sur 6\u00a0: Prestations');
    expect(path()).toBe('/onboarding?step=services');
    expect(server.calls('POST /api/company/name').map((r) => r.body)).toEqual([{ name: 'Atelier Lune Mariages' }]);
    expect(server.calls('POST /api/company/siret').map((r) => r.body)).toEqual([{ siret: '73282932000074' }]);
  }, 15_000);

  it('step 1 refuses a SIRET that fails the check, next to the field', async () => {
    const user = userEvent.setup();
    const { server } = await onboarding('company');
    await heading(/étape 1 sur 6/);
    await user.type(await screen.findByLabelText('Numéro SIRET'), '12345678901234');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    const field = screen.getByLabelText('Numéro SIRET');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    // One precise message, once (not a length hint, not repeated by the live note).
    const messages = screen.getAllByText(/^Numéro SIRET invalide/);
    expect(messages.map((m) => m.textContent)).toEqual(['Numéro SIRET invalide\u00a0: vérifiez les chiffres']);
    expect(screen.queryByText(/14 chiffres\)/)).toBeNull();
    expect(server.calls('POST /api/company/name')).toHaveLength(0);
  });

  it('step 2 asks for one service and one event type at least, then saves the checked ones', async () => {
    const user = userEvent.setup();
    const { server } = await onboarding('services', {
      'GET /api/prestations': {
        body: {
          success: true,
          prestations: [
            { slug: 'wedding-planner', name: 'Wedding planner' },
            { slug: 'decoration', name: 'Décoration' },
          ],
          eventTypes: [
            { slug: 'mariage', name: 'Mariage' },
            { slug: 'bapteme', name: 'Baptême' },
          ],
        },
      },
      'POST /api/company/services': answer({ services: ['decoration'], eventTypes: ['mariage'] }),
      'GET /api/langues': { body: { success: true, langues: [] } },
    });
    await heading(/étape 2 sur 6/);
    await user.click(await screen.findByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Choisissez au moins une prestation')).toBeTruthy();
    expect(screen.getByText("Choisissez au moins un type d'événement")).toBeTruthy();
    const services = screen.getByRole('group', { name: 'Vos prestations' });
    expect(services.getAttribute('aria-invalid')).toBe('true');
    await user.click(within(services).getByRole('checkbox', { name: 'Décoration' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mariage' }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await heading(/étape 3 sur 6/);
    expect(server.calls('POST /api/company/services').map((r) => r.body)).toEqual([
      { services: ['decoration'], eventTypes: ['mariage'] },
    ]);
  });

  it('step 3 counts the portrait, wants 200 characters, and saves it as HTML with the languages', async () => {
    const user = userEvent.setup();
    const start = `<p>${'Nous organisons des mariages élégants. '.repeat(4).trim()}</p>`;
    const { server } = await onboarding(
      'details',
      {
        'GET /api/langues': {
          body: {
            success: true,
            langues: [
              { iso: 'fr', label: 'Français' },
              { iso: 'en', label: 'Anglais' },
            ],
          },
        },
        'POST /api/company/details': answer(),
      },
      { portrait: start },
    );
    await heading('Inscription, étape 3 sur 6\u00a0: Présentation');
    const editor = await screen.findByRole('textbox', { name: 'Présentation de votre entreprise' }, { timeout: 3000 });
    expect(screen.getByText('155 caractères (200 au minimum)')).toBeTruthy();
    expect(
      within(screen.getByRole('toolbar'))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Gras', 'Souligné', 'Liste à puces']);
    // Languages named as French writes them (lower case), in French alphabetical order.
    const spoken = await screen.findByRole('group', { name: 'Langues parlées' });
    expect(
      within(spoken)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['anglais', 'français']);
    await user.click(await screen.findByRole('checkbox', { name: 'anglais' }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Présentation trop courte (200 caractères au moins)')).toBeTruthy();
    expect(server.calls('POST /api/company/details')).toHaveLength(0);

    // Typed text (the toolbar's bold and list are the browser's own commands, which jsdom lacks:
    // the onboarding walk in Chromium uses them, e2e/provider-onboarding-flow.ts).
    await user.click(editor);
    await user.keyboard('Fêtes en Provence depuis 2010.');
    expect(screen.getByText(/^186 caractères/).textContent).toBe('186 caractères (200 au minimum)');
    await user.keyboard(' Sur mesure, partout en France.');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await heading(/étape 4 sur 6/);
    const [saved] = server.calls('POST /api/company/details').map((r) => r.body as { portrait: string; languages: string[] });
    expect(saved?.languages).toEqual(['en']);
    expect(saved?.portrait).toContain('<p>Fêtes en Provence depuis 2010. Sur mesure, partout en France.</p>');
    expect(saved?.portrait).toContain('Nous organisons des mariages élégants.');
  }, 20_000);

  it('step 3 names the languages as the interface’s language writes them (English: capitalised)', async () => {
    await renderAdmin('/onboarding?step=details', {
      tokens: SIGNED_IN,
      locale: 'en',
      routes: {
        'GET /api/me': { body: meWith({ onboardingFinished: false, published: false }, { locale: 'en' }) },
        'GET /api/company/name': answer(),
        'GET /api/langues': {
          body: {
            success: true,
            langues: [
              { iso: 'fr', label: 'French' },
              { iso: 'de', label: 'German' },
              { iso: 'en', label: 'English' },
            ],
          },
        },
      },
    });
    const spoken = await screen.findByRole('group', { name: 'Languages spoken' }, { timeout: 5000 });
    await within(spoken).findByRole('checkbox', { name: 'English' });
    expect(
      within(spoken)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['English', 'French', 'German']);
  }, 15_000);

  it('step 4 takes the city from the locality search and saves the place', async () => {
    const user = userEvent.setup();
    const bordeaux = {
      label: 'Bordeaux (33000)',
      city: 'Bordeaux',
      zipCode: '33000',
      countryCode: 'FR',
      latitude: 44.84,
      longitude: -0.58,
    };
    const { server } = await onboarding('address', {
      'GET /search/locality': { body: { results: [bordeaux], next_page: null } },
      'POST /api/company/address': answer(),
    });
    await heading(/étape 4 sur 6/);
    await user.click(await screen.findByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Ville invalide')).toBeTruthy();
    await user.type(screen.getByLabelText('Adresse (numéro et rue, facultatif)'), '12 rue des Fleurs');
    await user.type(screen.getByRole('combobox', { name: 'Ville ou code postal' }), 'Bord');
    await user.click(await screen.findByRole('option', { name: 'Bordeaux (33000)' }));
    expect(server.calls('GET /search/locality')[0]?.url.origin).toBe('http://www.alliance.test');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await heading('Inscription, étape 5 sur 6\u00a0: Photos');
    expect(server.calls('POST /api/company/address').map((r) => r.body)).toEqual([
      { street: '12 rue des Fleurs', city: 'Bordeaux', zipCode: '33000', countryCode: 'FR', latitude: 44.84, longitude: -0.58 },
    ]);
  });

  it('the finish names each missing piece with a link to its step, then publishes', async () => {
    const user = userEvent.setup();
    let tries = 0;
    await onboarding('finish', {
      // `me` says published once the finish went through (it is read again after it).
      'GET /api/me': () => ({ body: tries >= 2 ? meWith({ published: true, onboardingFinished: true }) : unfinished }),
      'POST /api/onboarding/finish': () =>
        ++tries === 1
          ? {
              status: 400,
              body: {
                success: false,
                error: 'Requête invalide',
                fields: {
                  portrait: 'Présentation trop courte (200 caractères au moins)',
                  address: 'Ce champ est obligatoire',
                  email: "Confirmez d'abord votre adresse e-mail",
                },
              },
            }
          : { body: { success: true } },
    });
    await heading('Inscription, étape 6 sur 6\u00a0: Publication');
    await user.click(await screen.findByRole('button', { name: 'Publier mon profil' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/Présentation trop courte/)).toBeTruthy();
    const links = within(alert)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ["compléter l'étape «\u00a0Présentation\u00a0»", '/onboarding?step=details'],
      ["compléter l'étape «\u00a0Adresse\u00a0»", '/onboarding?step=address'],
      ["compléter l'étape «\u00a0Mon compte\u00a0»", '/account'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Publier mon profil' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Votre profil est en ligne\u00a0!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir mon profil public' }).getAttribute('href')).toBe(
      unfinished.provider.profileUrl,
    );
    // Published: the page stops asking to publish, and says where to go on.
    await waitFor(() => expect(screen.queryByText(/Dernière étape/)).toBeNull());
    expect(screen.getByText(/^Votre profil est publié\./)).toBeTruthy();
    expect(screen.getByText(/^Prochaine étape/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publier mon profil' })).toBeNull();
  });

  it('the finish of a published profile says it is online instead of asking to publish it', async () => {
    const { server } = await renderAdmin('/onboarding?step=finish', {
      tokens: SIGNED_IN,
      routes: { 'GET /api/me': { body: meWith({ published: true }) }, 'GET /api/company/name': answer() },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Votre profil est en ligne\u00a0!' })).toBeTruthy();
    expect(screen.queryByText(/Dernière étape/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publier mon profil' })).toBeNull();
    expect(server.calls('POST /api/onboarding/finish')).toHaveLength(0);
  });
});

describe('the photo step', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('can be skipped: no photo, the way on says so and leads to the publication', async () => {
    const user = userEvent.setup();
    const { server } = await onboarding('photos', { 'GET /api/images/': { body: imageList([]) } });
    await heading('Inscription, étape 5 sur 6\u00a0: Photos');
    expect(await screen.findByText('Aucune photo de profil')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Passer cette étape' }));
    await heading('Inscription, étape 6 sur 6\u00a0: Publication');
    expect(server.calls('POST /api/onboarding/finish')).toHaveLength(0);
  });

  it('uploads the profile photo with the media page’s parts, then goes on', async () => {
    const user = userEvent.setup();
    const uploads = fakeUploads(() => ({ body: { success: true, image: imageWith({ id: 40, isProfile: true }) } }));
    vi.stubGlobal('XMLHttpRequest', uploads.XMLHttpRequest);
    await onboarding('photos', { 'GET /api/images/': { body: imageList([]) } });
    await heading(/étape 5 sur 6/);
    await user.upload(await screen.findByLabelText('Ajouter une photo de profil'), fileOf('moi.webp', 'image/webp'));
    expect(await screen.findByText('Photo de profil enregistrée.')).toBeTruthy();
    expect(uploads.requests[0]?.url.pathname).toBe('/api/images/upload-profile-image');
    // The gallery's drop area is there too, for the first photos of the work.
    expect(screen.getByRole('heading', { level: 2, name: 'Ajouter des photos' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await heading(/étape 6 sur 6/);
  });
});
