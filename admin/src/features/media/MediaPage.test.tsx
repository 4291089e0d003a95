import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heading, me, type Route, renderAdmin, SIGNED_IN } from '../../test/harness.tsx';
import { fakeUploads, fileOf, imageList, imageWith, type UploadRequest } from './testing.ts';

const PROFILE = imageWith({ id: 10, isProfile: true, position: 0, alt: 'Claire dans son atelier' });
const TABLE = imageWith({ id: 11, position: 1, alt: 'Table dressée', caption: 'Mariage au château' });
const BOUQUET = imageWith({ id: 12, position: 2, alt: 'Bouquet', isVisible: false });
const ARCH = imageWith({ id: 13, position: 3, alt: 'Arche fleurie', width: 1200, height: 1600 });
const ALL = [PROFILE, TABLE, BOUQUET, ARCH];

const open = (routes: Record<string, Route> = {}) =>
  renderAdmin('/media', {
    tokens: SIGNED_IN,
    routes: { 'GET /api/me': { body: me }, 'GET /api/images/': { body: imageList(ALL) }, ...routes },
  });

const gallery = () => document.querySelector<HTMLOListElement>('.media-grid');
const cards = () => within(gallery() as HTMLElement).getAllByRole('article');
const cardTitles = () => cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const cardImages = () => cards().map((card) => (card.querySelector('img') as HTMLImageElement).alt);
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"][multiple]') as HTMLInputElement;
const liveText = () => [...document.querySelectorAll('[role="status"], [role="log"]')].map((node) => node.textContent).join(' ');

let objectUrls: string[];
let revoked: string[];

beforeEach(() => {
  objectUrls = [];
  revoked = [];
  Object.assign(URL, {
    createObjectURL: (file: File) => {
      const url = `blob:${file.name}`;
      objectUrls.push(url);
      return url;
    },
    revokeObjectURL: (url: string) => revoked.push(url),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the media page', () => {
  it('shows the profile photo, the count and the gallery in order, hidden photos marked', async () => {
    await open();
    await heading('Photos');
    expect(await screen.findByText('4 / 100 photos')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Claire dans son atelier' }).getAttribute('src')).toBe(
      'http://www.alliance.test/image/10?w=320',
    );
    expect(cardTitles()).toEqual(['Photo 1', 'Photo 2', 'Photo 3']);
    expect(cardImages()).toEqual(['Table dressée', 'Bouquet', 'Arche fleurie']);
    const [table, bouquet, arch] = cards();
    if (!table || !bouquet || !arch) throw new Error('three cards');
    const thumb = table.querySelector('img') as HTMLImageElement;
    expect(thumb.getAttribute('src')).toBe('http://www.alliance.test/image/11?w=320');
    expect([thumb.getAttribute('width'), thumb.getAttribute('height'), thumb.getAttribute('loading')]).toEqual([
      '320',
      '240',
      'lazy',
    ]);
    // A portrait photo keeps its proportions.
    expect((arch.querySelector('img') as HTMLImageElement).getAttribute('height')).toBe('427');
    expect(within(table).getByText('Mariage au château')).toBeTruthy();
    expect(within(table).queryByText('Masquée')).toBeNull();
    expect(within(bouquet).getByText('Masquée')).toBeTruthy();
    const visible = (card: HTMLElement, n: number) =>
      within(card)
        .getByRole('button', { name: `Visible sur le profil (photo ${n})` })
        .getAttribute('aria-pressed');
    expect([visible(table, 1), visible(bouquet, 2), visible(arch, 3)]).toEqual(['true', 'false', 'true']);
    // The navigation leads here.
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Photos' }).getAttribute('aria-current')).toBe('page');
  });

  it('says when the gallery is empty, and when the photos cannot be read', async () => {
    const user = userEvent.setup();
    let calls = 0;
    await open({
      'GET /api/images/': () =>
        ++calls === 1 ? { status: 500, body: { success: false, error: 'Erreur interne' } } : { body: imageList([]) },
    });
    await heading('Photos');
    expect((await screen.findByRole('alert')).textContent).toContain('Erreur 500\u00a0: Erreur interne');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(/Aucune photo dans votre galerie/)).toBeTruthy();
    expect(screen.getByText('0 / 100 photos')).toBeTruthy();
    expect(screen.getByText('Aucune photo de profil')).toBeTruthy();
  });
});

describe('uploads', () => {
  it('sends each picked file with its progress; a stored one joins the gallery, a refused one shows the server’s message', async () => {
    const user = userEvent.setup();
    const stored = imageWith({ id: 20, position: 4 });
    const uploads = fakeUploads(({ file }) =>
      file?.name === 'ok.jpg'
        ? { body: { success: true, image: stored } }
        : {
            status: 400,
            body: {
              success: false,
              error: 'too-many-pixels',
              message: 'Image trop grande\u00a0: 40 millions de pixels au plus.',
            },
          },
    );
    vi.stubGlobal('XMLHttpRequest', uploads.XMLHttpRequest);
    await open();
    await heading('Photos');
    await screen.findByText('4 / 100 photos');
    await user.upload(fileInput(), [fileOf('ok.jpg'), fileOf('huge.png', 'image/png')]);

    const rows = within(screen.getByRole('list', { name: 'Photos envoyées' })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.upload-name')?.textContent)).toEqual(['ok.jpg', 'huge.png']);
    expect(screen.getByRole('progressbar', { name: 'Envoi de ok.jpg' })).toBeTruthy();
    const [ok, huge] = rows;
    if (!ok || !huge) throw new Error('two rows');
    await within(ok).findByText('Ajoutée à la galerie');
    await waitFor(() =>
      expect(huge.querySelector('.upload-status')?.textContent).toBe('Image trop grande\u00a0: 40 millions de pixels au plus.'),
    );
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(screen.getByText('5 / 100 photos')).toBeTruthy();
    expect(liveText()).toContain('ok.jpg ajoutée à la galerie.');
    expect(liveText()).toContain('huge.png\u00a0: Image trop grande\u00a0: 40 millions de pixels au plus.');

    expect(uploads.requests.map((r) => [r.method, r.url.href, r.file?.name])).toEqual([
      ['POST', 'http://app.alliance.test/api/images/upload-image', 'ok.jpg'],
      ['POST', 'http://app.alliance.test/api/images/upload-image', 'huge.png'],
    ]);
    expect(uploads.requests[0]?.headers).toMatchObject({ authorization: 'Bearer access-1', 'accept-language': 'fr' });
    // Local previews, freed once the stored photo's thumbnail replaces one.
    expect(objectUrls).toEqual(['blob:ok.jpg', 'blob:huge.png']);
    expect((ok.querySelector('img') as HTMLImageElement).getAttribute('src')).toBe('http://www.alliance.test/image/20?w=320');
    expect(revoked).toContain('blob:ok.jpg');
    expect((huge.querySelector('img') as HTMLImageElement).getAttribute('src')).toBe('blob:huge.png');

    await user.click(screen.getByRole('button', { name: 'Effacer la liste' }));
    expect(screen.queryByRole('list', { name: 'Photos envoyées' })).toBeNull();
    expect(revoked).toContain('blob:huge.png');
  });

  it('sends two files at a time, a failure not stopping the others', async () => {
    const user = userEvent.setup();
    const uploads = fakeUploads();
    vi.stubGlobal('XMLHttpRequest', uploads.XMLHttpRequest);
    await open();
    await heading('Photos');
    await screen.findByText('4 / 100 photos');
    await user.upload(fileInput(), [fileOf('a.jpg'), fileOf('b.jpg'), fileOf('c.jpg')]);
    expect(uploads.requests.map((r) => r.file?.name)).toEqual(['a.jpg', 'b.jpg']);
    const rows = () => within(screen.getByRole('list', { name: 'Photos envoyées' })).getAllByRole('listitem');
    expect(within(rows()[2] as HTMLElement).getByText('En attente')).toBeTruthy();
    const [a, b] = uploads.requests as [UploadRequest, UploadRequest];
    b.progress(1, 4);
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Envoi de b.jpg' }).getAttribute('value')).toBe('25'));
    a.fail();
    await waitFor(() => expect(uploads.requests).toHaveLength(3));
    await waitFor(() =>
      expect(rows()[0]?.querySelector('.upload-status')?.textContent).toBe('La connexion a été interrompue\u00a0: réessayez.'),
    );
    b.respond({ body: { success: true, image: imageWith({ id: 21, position: 4 }) } });
    uploads.requests[2]?.respond({ body: { success: true, image: imageWith({ id: 22, position: 5 }) } });
    await waitFor(() => expect(cards()).toHaveLength(5));
  });

  it('refuses a file of another type or over 15 MB at once, without sending it', async () => {
    const user = userEvent.setup();
    const uploads = fakeUploads();
    vi.stubGlobal('XMLHttpRequest', uploads.XMLHttpRequest);
    await open();
    await heading('Photos');
    const dropzone = await screen.findByRole('button', { name: 'Choisir des photos' });
    fireEvent.drop(dropzone, { dataTransfer: { files: [fileOf('devis.pdf', 'application/pdf')], types: ['Files'] } });
    await user.upload(fileInput(), fileOf('grande.jpg', 'image/jpeg', 15 * 1024 * 1024 + 1));
    const rows = within(screen.getByRole('list', { name: 'Photos envoyées' })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.upload-status')?.textContent)).toEqual([
      'Format non accepté\u00a0: envoyez une image JPEG, PNG, WebP ou AVIF.',
      'Image trop lourde\u00a0: 15 Mo au plus.',
    ]);
    expect(uploads.requests).toHaveLength(0);
    expect(objectUrls).toEqual([]);
  });

  it('opens the file picker from the keyboard', async () => {
    const user = userEvent.setup();
    await open();
    await heading('Photos');
    const dropzone = await screen.findByRole('button', { name: 'Choisir des photos' });
    const click = vi.spyOn(fileInput(), 'click');
    dropzone.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('renews an expired token once and sends the file again', async () => {
    const user = userEvent.setup();
    const uploads = fakeUploads(({ headers }) =>
      headers.authorization === 'Bearer access-2'
        ? { body: { success: true, image: imageWith({ id: 30, position: 4 }) } }
        : { status: 401, body: { success: false, error: 'token-expired' } },
    );
    vi.stubGlobal('XMLHttpRequest', uploads.XMLHttpRequest);
    let expired = false;
    const { server } = await open({
      // The access token expires while the page is open: every call refuses it from then on.
      'GET /api/me': ({ headers }) =>
        expired && headers.get('authorization') === 'Bearer access-1'
          ? { status: 401, body: { success: false, error: 'token-expired' } }
          : { body: me },
      'POST /api/token/refresh': { body: { token: 'access-2', refresh_token: 'refresh-2' } },
    });
    await heading('Photos');
    await screen.findByText('4 / 100 photos');
    expired = true;
    await user.upload(fileInput(), fileOf('ok.jpg'));
    await screen.findByText('Ajoutée à la galerie');
    expect(uploads.requests.map((r) => r.headers.authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(server.calls('POST /api/token/refresh')).toHaveLength(1);
  });
});

describe('the profile photo', () => {
  it('is replaced by a picked file, and deleted after a confirmation', async () => {
    const user = userEvent.setup();
    const fresh = imageWith({ id: 40, isProfile: true, position: 4, alt: null });
    const uploads = fakeUploads(() => ({ body: { success: true, image: fresh } }));
    vi.stubGlobal('XMLHttpRequest', uploads.XMLHttpRequest);
    const { server } = await open({ 'DELETE /api/images/delete-profile-image': { body: { success: true } } });
    await heading('Photos');
    await user.upload(await screen.findByLabelText('Remplacer la photo de profil'), fileOf('moi.webp', 'image/webp'));
    expect(await screen.findByText('Photo de profil enregistrée.')).toBeTruthy();
    expect(uploads.requests[0]?.url.pathname).toBe('/api/images/upload-profile-image');
    expect(screen.getByRole('img', { name: 'Votre photo de profil' }).getAttribute('src')).toBe(
      'http://www.alliance.test/image/40?w=320',
    );
    // The previous one is gone (the server deleted it); the count is unchanged.
    expect(screen.queryByRole('img', { name: 'Claire dans son atelier' })).toBeNull();
    expect(screen.getByText('4 / 100 photos')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Supprimer la photo de profil' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer la photo de profil\u00a0?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(server.calls('DELETE /api/images/delete-profile-image')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Supprimer la photo de profil' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Photo de profil supprimée.')).toBeTruthy();
    expect(server.calls('DELETE /api/images/delete-profile-image')).toHaveLength(1);
    expect(screen.getByText('Aucune photo de profil')).toBeTruthy();
    expect(screen.getByText('3 / 100 photos')).toBeTruthy();
  });
});

/** The server's answer to a reorder: the images in the order sent. */
const reordered: Route = ({ body }) => {
  const ids = (body as { ids: number[] }).ids;
  const items = ids.map((id, position) => ({ ...(ALL.find((image) => image.id === id) ?? PROFILE), position }));
  return { body: imageList(items) };
};

describe('the gallery', () => {
  it('hides a photo from the profile and says so', async () => {
    const user = userEvent.setup();
    const { server } = await open({
      'PATCH /api/images/toggle-image-visibility/11': { body: { success: true, image: { ...TABLE, isVisible: false } } },
    });
    await heading('Photos');
    const toggle = await screen.findByRole('button', { name: 'Visible sur le profil (photo 1)' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
    expect(within(cards()[0] as HTMLElement).getByText('Masquée')).toBeTruthy();
    expect(liveText()).toContain('Photo 1 masquée du profil.');
    expect(server.calls('PATCH /api/images/toggle-image-visibility/11')).toHaveLength(1);
  });

  it('moves a photo with the keyboard: the order is sent, the focus stays on the button, the move is announced', async () => {
    const user = userEvent.setup();
    const { server } = await open({ 'POST /api/images/reorder': reordered });
    await heading('Photos');
    const earlier = await screen.findByRole('button', { name: 'Plus tôt (photo 3)' });
    earlier.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(cardImages()).toEqual(['Table dressée', 'Arche fleurie', 'Bouquet']));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Plus tôt (photo 2)' }));
    expect(liveText()).toContain('Photo 3 déplacée en position 2.');
    await waitFor(() => expect(server.calls('POST /api/images/reorder')).toHaveLength(1));
    // Every image once, the profile photo kept in its place.
    expect(server.calls('POST /api/images/reorder')[0]?.body).toEqual({ ids: [10, 11, 13, 12] });

    // Once more: first place; the button stays focused, though there is no earlier place left.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(cardImages()).toEqual(['Arche fleurie', 'Table dressée', 'Bouquet']));
    const first = screen.getByRole('button', { name: 'Plus tôt (photo 1)' });
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.calls('POST /api/images/reorder')).toHaveLength(2));
    expect(server.calls('POST /api/images/reorder')[1]?.body).toEqual({ ids: [10, 13, 11, 12] });
    expect(cardImages()).toEqual(['Arche fleurie', 'Table dressée', 'Bouquet']);
  });

  it('puts the order back when the server refuses it', async () => {
    const user = userEvent.setup();
    await open({ 'POST /api/images/reorder': { status: 500, body: { success: false, error: 'Erreur interne' } } });
    await heading('Photos');
    await user.click(await screen.findByRole('button', { name: 'Plus tard (photo 1)' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Erreur 500\u00a0: Erreur interne');
    expect(cardImages()).toEqual(['Table dressée', 'Bouquet', 'Arche fleurie']);
  });

  it('moves a photo by dragging it onto another', async () => {
    const { server } = await open({ 'POST /api/images/reorder': reordered });
    await heading('Photos');
    await screen.findByText('4 / 100 photos');
    const items = () => [...(gallery() as HTMLElement).children] as HTMLElement[];
    const dataTransfer = { setData: vi.fn(), effectAllowed: '', dropEffect: '', types: ['text/plain'], files: [] };
    fireEvent.dragStart(items()[0] as HTMLElement, { dataTransfer });
    fireEvent.dragOver(items()[2] as HTMLElement, { dataTransfer });
    fireEvent.drop(items()[2] as HTMLElement, { dataTransfer });
    await waitFor(() => expect(cardImages()).toEqual(['Bouquet', 'Arche fleurie', 'Table dressée']));
    expect(dataTransfer.setData).toHaveBeenCalledWith('text/plain', '11');
    await waitFor(() => expect(server.calls('POST /api/images/reorder')[0]?.body).toEqual({ ids: [10, 12, 13, 11] }));
  });

  it('deletes a photo after a confirmation', async () => {
    const user = userEvent.setup();
    const { server } = await open({ 'DELETE /api/images/delete-image/12': { body: { success: true } } });
    await heading('Photos');
    await user.click(await screen.findByRole('button', { name: 'Supprimer (photo 2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer la photo 2\u00a0?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Supprimer (photo 2)' }));
    expect(server.calls('DELETE /api/images/delete-image/12')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Supprimer (photo 2)' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cardImages()).toEqual(['Table dressée', 'Arche fleurie']);
    expect(server.calls('DELETE /api/images/delete-image/12')).toHaveLength(1);
    expect(screen.getByText('3 / 100 photos')).toBeTruthy();
    expect(liveText()).toContain('Photo 2 supprimée.');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Galerie' }));
  });

  it('edits the alt text and caption, the schema refusing a too long alt text', async () => {
    const user = userEvent.setup();
    const { server } = await open({
      'PATCH /api/images/update-image/13': ({ body }) => ({
        body: { success: true, image: { ...ARCH, ...(body as object) } },
      }),
    });
    await heading('Photos');
    await user.click(await screen.findByRole('button', { name: 'Description (photo 3)' }));
    const dialog = screen.getByRole('dialog', { name: 'Description de la photo 3' });
    const alt = within(dialog).getByRole('textbox', { name: 'Texte alternatif' });
    expect((alt as HTMLInputElement).value).toBe('Arche fleurie');
    await user.clear(alt);
    await user.click(alt);
    await user.paste('a'.repeat(201));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Texte alternatif trop long (200 caractères au plus).')).toBeTruthy();
    expect(alt.getAttribute('aria-invalid')).toBe('true');
    expect(server.calls('PATCH /api/images/update-image/13')).toHaveLength(0);

    await user.clear(alt);
    await user.type(alt, 'Arche de pivoines');
    await user.type(within(dialog).getByRole('textbox', { name: 'Légende' }), 'Cérémonie laïque');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls('PATCH /api/images/update-image/13')[0]?.body).toEqual({
      alt: 'Arche de pivoines',
      caption: 'Cérémonie laïque',
    });
    expect(cardImages()).toEqual(['Table dressée', 'Bouquet', 'Arche de pivoines']);
    expect(within(cards()[2] as HTMLElement).getByText('Cérémonie laïque')).toBeTruthy();
  });
});
