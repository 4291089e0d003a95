import type { Portfolio } from '@alliance/shared/portfolios';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { heading, me, type Route, renderAdmin, SIGNED_IN } from '../../test/harness.tsx';
import { imageList, imageWith } from '../media/testing.ts';
import { inPortfolio, portfolioAnswer, portfolioWith, prestationLists } from './testing.ts';

const PROFILE = imageWith({ id: 10, isProfile: true, position: 0 });
const TABLE = imageWith({ id: 11, position: 1, alt: 'Table dressée' });
const BOUQUET = imageWith({ id: 12, position: 2, alt: 'Bouquet', isVisible: false });
const ARCH = imageWith({ id: 13, position: 3, alt: 'Arche fleurie' });
const CAKE = imageWith({ id: 14, position: 4 });
const LIBRARY = [PROFILE, TABLE, BOUQUET, ARCH, CAKE];

const PORTFOLIO = portfolioWith({
  id: 5,
  title: 'Mariage au château',
  city: 'Bordeaux',
  eventDate: '2026-06-20',
  prestations: [{ slug: 'decoration', name: 'Décoration' }],
  images: [
    inPortfolio(TABLE, { position: 0, isKey: true, caption: 'Le dîner' }),
    inPortfolio(BOUQUET, { position: 1 }),
    inPortfolio(ARCH, { position: 2 }),
  ],
});
const PATH = '/api/portfolios/5';

const open = (routes: Record<string, Route> = {}, portfolio: Portfolio = PORTFOLIO) =>
  renderAdmin('/portfolios/5', {
    tokens: SIGNED_IN,
    routes: {
      'GET /api/me': { body: me },
      [`GET ${PATH}`]: { body: portfolioAnswer(portfolio) },
      'GET /api/images/': { body: imageList(LIBRARY) },
      'GET /api/prestations': { body: prestationLists },
      ...routes,
    },
  });

const photosRegion = () => screen.getByRole('region', { name: 'Photos' });
const cards = () => within(photosRegion()).queryAllByRole('article');
const cardImages = () => cards().map((card) => (card.querySelector('img') as HTMLImageElement).getAttribute('src'));
const liveText = () => [...document.querySelectorAll('[role="status"]')].map((node) => node.textContent).join(' ');

/** The portfolio with its photos in the order of `ids`, as the server answers a reorder. */
const reordered: Route = ({ body }) => {
  const ids = (body as { imageIds: number[] }).imageIds;
  const images = ids.map((imageId, position) => ({
    ...(PORTFOLIO.images.find((image) => image.imageId === imageId) ?? inPortfolio(TABLE)),
    position,
  }));
  return { body: portfolioAnswer({ ...PORTFOLIO, images }) };
};

describe('the portfolio editor', () => {
  it('shows the draft, its details, services and photos in order, the key and hidden ones marked', async () => {
    await open();
    await heading('Mariage au château');
    const publication = screen.getByRole('region', { name: 'Publication' });
    expect(within(publication).getByText('Non publié')).toBeTruthy();
    // The venues' control: one switch, off.
    expect(within(publication).getByRole('button', { name: 'Publié sur mon profil' }).getAttribute('aria-pressed')).toBe('false');
    expect(within(publication).queryByRole('link')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Titre' }) as HTMLInputElement).value).toBe('Mariage au château');
    expect((screen.getByLabelText('Date du mariage') as HTMLInputElement).value).toBe('2026-06-20');
    expect((screen.getByRole('textbox', { name: 'Ville' }) as HTMLInputElement).value).toBe('Bordeaux');
    const services = await screen.findByRole('group', { name: 'Prestations réalisées' });
    expect((within(services).getByRole('checkbox', { name: 'Décoration' }) as HTMLInputElement).checked).toBe(true);
    expect((within(services).getByRole('checkbox', { name: 'Fleuriste' }) as HTMLInputElement).checked).toBe(false);

    expect(within(photosRegion()).getByText('3 / 60 photos')).toBeTruthy();
    await waitFor(() => expect(cards()[0]?.querySelector('img')?.getAttribute('alt')).toBe('Table dressée'));
    expect(cardImages()).toEqual([
      'http://www.alliance.test/image/11?w=320',
      'http://www.alliance.test/image/12?w=320',
      'http://www.alliance.test/image/13?w=320',
    ]);
    const [table, bouquet] = cards();
    if (!table || !bouquet) throw new Error('cards');
    expect(within(table).getByText('Photo clé', { selector: '.badge' })).toBeTruthy();
    expect(within(table).getByText('Le dîner')).toBeTruthy();
    expect(within(bouquet).getByText('Masquée')).toBeTruthy();
    expect(within(bouquet).getByText(/n'apparaît pas sur votre profil public/)).toBeTruthy();
    expect(
      within(photosRegion()).getByRole('link', { name: 'Envoyer de nouvelles photos dans ma bibliothèque' }).getAttribute('href'),
    ).toBe('/media');
  });

  it('saves the details and the services, the server’s refusal next to its field', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { server } = await open({
      [`PUT ${PATH}`]: ({ body }) =>
        refuse
          ? { status: 400, body: { success: false, error: 'Requête invalide', fields: { city: 'Ville invalide' } } }
          : { body: portfolioAnswer({ ...PORTFOLIO, ...(body as object) }) },
      [`PUT ${PATH}/prestations`]: {
        body: {
          success: true,
          prestations: [
            { slug: 'decoration', name: 'Décoration' },
            { slug: 'fleuriste', name: 'Fleuriste' },
          ],
        },
      },
    });
    await heading('Mariage au château');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Un mariage champêtre.');
    await user.click(await screen.findByRole('checkbox', { name: 'Fleuriste' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const city = screen.getByRole('textbox', { name: 'Ville' });
    await waitFor(() => expect(city.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Ville invalide')).toBeTruthy();
    expect(document.activeElement).toBe(city);
    expect(server.calls(`PUT ${PATH}/prestations`)).toHaveLength(0);

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Modifications enregistrées.')).toBeTruthy();
    expect(server.calls(`PUT ${PATH}`)[1]?.body).toEqual({
      title: 'Mariage au château',
      description: 'Un mariage champêtre.',
      eventDate: '2026-06-20',
      city: 'Bordeaux',
    });
    expect(server.calls(`PUT ${PATH}/prestations`)[0]?.body).toEqual({ prestations: ['decoration', 'fleuriste'] });
  });

  it('adds photos chosen in the library: named by their place there, hidden ones and those already in marked', async () => {
    const user = userEvent.setup();
    const { server } = await open({
      [`POST ${PATH}/images`]: {
        body: portfolioAnswer({
          ...PORTFOLIO,
          images: [...PORTFOLIO.images, inPortfolio(CAKE, { position: 3 })],
        }),
      },
    });
    await heading('Mariage au château');
    const add = within(photosRegion()).getByRole('button', { name: 'Ajouter des photos de ma bibliothèque' });
    await user.click(add);
    const dialog = screen.getByRole('dialog', { name: 'Ajouter des photos de ma bibliothèque' });
    // The gallery's photos (not the profile photo), numbered as on the media page.
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox')).toHaveLength(4));
    const photo = (n: number) =>
      within(dialog).getByRole('checkbox', { name: `Photo ${n} de la bibliothèque` }) as HTMLInputElement;
    expect([1, 2, 3, 4].map((n) => photo(n).checked)).toEqual([true, true, true, false]);
    expect([photo(1).checked, photo(1).disabled]).toEqual([true, true]);
    expect(photo(1).getAttribute('aria-describedby')).toBeTruthy();
    const notes = (box: HTMLInputElement) =>
      document
        .getElementById(box.getAttribute('aria-describedby') ?? '')
        ?.textContent?.replace(/\s+/g, ' ')
        .trim();
    expect(notes(photo(1))).toBe('Table dressée · Déjà dans ce portfolio');
    expect(notes(photo(2))).toBe('Masquée Bouquet · Déjà dans ce portfolio');
    expect([photo(4).checked, photo(4).disabled]).toEqual([false, false]);

    // Nothing chosen: said, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter les photos choisies' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choisissez au moins une photo.');
    expect(server.calls(`POST ${PATH}/images`)).toHaveLength(0);

    await user.click(photo(4));
    expect(within(dialog).getByText('1 photo choisie')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter les photos choisies' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls(`POST ${PATH}/images`)[0]?.body).toEqual({ imageIds: [14] });
    expect(cards()).toHaveLength(4);
    expect(cardImages()[3]).toBe('http://www.alliance.test/image/14?w=320');
    expect(within(photosRegion()).getByText('4 / 60 photos')).toBeTruthy();
    expect(liveText()).toContain('1 photo ajoutée au portfolio.');
    expect(document.activeElement).toBe(add);
  });

  it('makes a photo the key image, the focus staying on its button', async () => {
    const user = userEvent.setup();
    const keyed = portfolioWith({
      ...PORTFOLIO,
      images: PORTFOLIO.images.map((image) => ({ ...image, isKey: image.imageId === 13 })),
    });
    const { server } = await open({ [`PUT ${PATH}/images/13/key`]: { body: portfolioAnswer(keyed) } });
    await heading('Mariage au château');
    expect(
      within(cards()[0] as HTMLElement)
        .getByRole('button', { name: 'Photo clé (photo 1)' })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    const make = within(photosRegion()).getByRole('button', { name: 'Choisir comme photo clé (photo 3)' });
    await user.click(make);
    await waitFor(() => expect(make.textContent).toContain('Photo clé'));
    expect(server.calls(`PUT ${PATH}/images/13/key`)).toHaveLength(1);
    expect(make.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(make);
    expect(within(cards()[2] as HTMLElement).getByText('Photo clé', { selector: '.badge' })).toBeTruthy();
    expect(within(cards()[0] as HTMLElement).queryByText('Photo clé', { selector: '.badge' })).toBeNull();
    expect(liveText()).toContain('La photo 3 est maintenant la photo clé.');
  });

  it('moves a photo with the keyboard: the whole order is sent, the focus stays, the move is announced', async () => {
    const user = userEvent.setup();
    const { server } = await open({ [`POST ${PATH}/images/reorder`]: reordered });
    await heading('Mariage au château');
    const earlier = within(photosRegion()).getByRole('button', { name: 'Plus tôt (photo 3)' });
    earlier.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(cardImages()).toEqual([
        'http://www.alliance.test/image/11?w=320',
        'http://www.alliance.test/image/13?w=320',
        'http://www.alliance.test/image/12?w=320',
      ]),
    );
    expect(document.activeElement).toBe(within(photosRegion()).getByRole('button', { name: 'Plus tôt (photo 2)' }));
    expect(liveText()).toContain('Photo 3 déplacée en position 2.');
    await waitFor(() => expect(server.calls(`POST ${PATH}/images/reorder`)).toHaveLength(1));
    expect(server.calls(`POST ${PATH}/images/reorder`)[0]?.body).toEqual({ imageIds: [11, 13, 12] });
  });

  it('puts the order back when the server refuses it', async () => {
    const user = userEvent.setup();
    await open({ [`POST ${PATH}/images/reorder`]: { status: 500, body: { success: false, error: 'Erreur interne' } } });
    await heading('Mariage au château');
    await user.click(within(photosRegion()).getByRole('button', { name: 'Plus tard (photo 1)' }));
    expect((await within(photosRegion()).findByRole('alert')).textContent).toContain('Erreur 500\u00a0: Erreur interne');
    expect(cardImages()[0]).toBe('http://www.alliance.test/image/11?w=320');
  });

  it('shows the server’s refusal when there is no visible photo to publish', async () => {
    const user = userEvent.setup();
    const message = 'Ajoutez au moins une image visible avant de publier ce portfolio.';
    const { server } = await open({
      [`POST ${PATH}/publish`]: {
        status: 409,
        body: { success: false, error: message, error_slug: 'no-visible-image' },
      },
    });
    await heading('Mariage au château');
    const publication = screen.getByRole('region', { name: 'Publication' });
    await user.click(within(publication).getByRole('button', { name: 'Publié sur mon profil' }));
    expect((await within(publication).findByRole('alert')).textContent).toBe(message);
    expect(server.calls(`POST ${PATH}/publish`)).toHaveLength(1);
    expect(within(publication).getByText('Non publié')).toBeTruthy();
    expect(within(publication).queryByRole('link')).toBeNull();
  });

  it('publishes with the switch: the public page’s link opens in a new tab, the switch turns on and keeps the focus', async () => {
    const user = userEvent.setup();
    const published = { ...PORTFOLIO, published: true, publishedAt: '2026-05-05T10:00:00.000Z' };
    const { server } = await open({
      [`POST ${PATH}/publish`]: { body: portfolioAnswer(published) },
      [`POST ${PATH}/unpublish`]: { body: portfolioAnswer(PORTFOLIO) },
    });
    await heading('Mariage au château');
    const publication = screen.getByRole('region', { name: 'Publication' });
    const button = within(publication).getByRole('button', { name: 'Publié sur mon profil' });
    await user.click(button);
    expect(await within(publication).findByText('Portfolio publié.')).toBeTruthy();
    expect(within(publication).getByText('Publié')).toBeTruthy();
    const link = within(publication).getByRole('link', { name: "Voir la page (s'ouvre dans un nouvel onglet)" });
    expect(link.getAttribute('href')).toBe(PORTFOLIO.url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(button);

    await user.click(button);
    expect(await within(publication).findByText('Portfolio retiré de votre profil public.')).toBeTruthy();
    expect(within(publication).queryByRole('link')).toBeNull();
    expect(server.calls(`POST ${PATH}/unpublish`)).toHaveLength(1);
  });

  it('edits a photo’s caption, the schema refusing a too long one', async () => {
    const user = userEvent.setup();
    const { server } = await open({
      [`PUT ${PATH}/images/13/caption`]: ({ body }) => ({
        body: portfolioAnswer({
          ...PORTFOLIO,
          images: PORTFOLIO.images.map((image) =>
            image.imageId === 13 ? { ...image, caption: (body as { caption: string }).caption } : image,
          ),
        }),
      }),
    });
    await heading('Mariage au château');
    await user.click(within(photosRegion()).getByRole('button', { name: 'Légende (photo 3)' }));
    const dialog = screen.getByRole('dialog', { name: 'Légende de la photo 3' });
    const caption = within(dialog).getByRole('textbox', { name: 'Légende' });
    await user.click(caption);
    await user.paste('a'.repeat(301));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Légende trop longue (300 caractères au plus).')).toBeTruthy();
    expect(server.calls(`PUT ${PATH}/images/13/caption`)).toHaveLength(0);

    await user.clear(caption);
    await user.type(caption, 'Sous les platanes');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls(`PUT ${PATH}/images/13/caption`)[0]?.body).toEqual({ caption: 'Sous les platanes' });
    expect(within(cards()[2] as HTMLElement).getByText('Sous les platanes')).toBeTruthy();
    expect(liveText()).toContain('Légende de la photo 3 enregistrée.');
  });

  it('takes a photo out after a confirmation saying it stays in the library', async () => {
    const user = userEvent.setup();
    const { server } = await open({
      [`DELETE ${PATH}/images/12`]: {
        body: portfolioAnswer({
          ...PORTFOLIO,
          images: [inPortfolio(TABLE, { position: 0, isKey: true }), inPortfolio(ARCH, { position: 1 })],
        }),
      },
    });
    await heading('Mariage au château');
    await user.click(within(photosRegion()).getByRole('button', { name: 'Retirer (photo 2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Retirer la photo 2 du portfolio\u00a0?' });
    expect(within(dialog).getByText('Elle reste dans votre bibliothèque de photos.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(server.calls(`DELETE ${PATH}/images/12`)).toHaveLength(1);
    expect(liveText()).toContain('Photo 2 retirée du portfolio.');
    expect(document.activeElement).toBe(within(photosRegion()).getByRole('heading', { name: 'Photos' }));
  });

  it('deletes the portfolio after a confirmation, then goes back to the list', async () => {
    const user = userEvent.setup();
    const { server, path } = await open({
      [`DELETE ${PATH}`]: { body: { success: true } },
      'GET /api/portfolios': { body: { success: true, items: [] } },
    });
    await heading('Mariage au château');
    const zone = screen.getByRole('region', { name: 'Supprimer ce portfolio' });
    expect(within(zone).getByText(/ses photos restent dans votre bibliothèque/)).toBeTruthy();
    await user.click(within(zone).getByRole('button', { name: 'Supprimer le portfolio' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer le portfolio «\u00a0Mariage au château\u00a0»\u00a0?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(server.calls(`DELETE ${PATH}`)).toHaveLength(0);
    await user.click(within(zone).getByRole('button', { name: 'Supprimer le portfolio' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await heading('Portfolios');
    expect(server.calls(`DELETE ${PATH}`)).toHaveLength(1);
    expect(path()).toBe('/portfolios');
  });

  it('says when the portfolio does not exist', async () => {
    await open({ [`GET ${PATH}`]: { status: 404, body: { success: false, error: 'Introuvable' } } });
    await heading('Portfolio introuvable');
    expect(screen.getByRole('link', { name: 'Retour aux portfolios' }).getAttribute('href')).toBe('/portfolios');
  });
});
