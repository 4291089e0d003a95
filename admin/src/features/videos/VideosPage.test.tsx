import type { ProviderVideo } from '@alliance/shared/videos';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heading, me, type Route, renderAdmin, SIGNED_IN } from '../../test/harness.tsx';
import { fakeUploads, fileOf } from '../media/testing.ts';
import { fileVideoWith, videoList, videoWith } from './testing.ts';

const CLIP = videoWith({ id: 1, position: 0, title: 'Notre plus beau mariage' });
const FILM = fileVideoWith({ id: 2, position: 1 });
const VIMEO = videoWith({
  id: 3,
  position: 2,
  kind: 'vimeo',
  embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1',
  thumbnailUrl: null,
});
const ALL = [CLIP, FILM, VIMEO];

const open = (routes: Record<string, Route> = {}, items: ProviderVideo[] = ALL) =>
  renderAdmin('/videos', {
    tokens: SIGNED_IN,
    routes: { 'GET /api/me': { body: me }, 'GET /api/videos/': { body: videoList(items) }, ...routes },
  });

/** The page, once the videos are in. */
const ready = async () => {
  await heading('Vidéos');
  await screen.findByRole('region', { name: 'Vos vidéos' });
};
const listRegion = () => screen.getByRole('region', { name: 'Vos vidéos' });
const cards = () => within(listRegion()).queryAllByRole('article');
const cardTitles = () => cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const liveText = () => [...document.querySelectorAll('[role="status"]')].map((node) => node.textContent).join(' ');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the videos page', () => {
  it('lists the videos: platform videos as plain cards with a link, uploaded files in a player that loads nothing first', async () => {
    await open();
    await ready();
    expect(screen.getByText('3 / 30 vidéos')).toBeTruthy();
    expect(cardTitles()).toEqual(['Notre plus beau mariage', 'Vidéo 2', 'Vidéo 3']);
    const [clip, film, vimeo] = cards();
    if (!clip || !film || !vimeo) throw new Error('three cards');
    const watch = within(clip).getByRole('link', { name: "Voir sur YouTube (s'ouvre dans un nouvel onglet)" });
    expect(watch.getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(within(clip).getByText('Lien YouTube')).toBeTruthy();
    expect(
      within(vimeo)
        .getByRole('link', { name: /Voir sur Vimeo/ })
        .getAttribute('href'),
    ).toBe('https://vimeo.com/76979871');
    // Neither the player nor the platform's still image is loaded here.
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.querySelector('img[src*="ytimg"]')).toBeNull();
    const player = film.querySelector('video') as HTMLVideoElement;
    expect([player.getAttribute('src'), player.getAttribute('preload'), player.hasAttribute('controls')]).toEqual([
      'http://www.alliance.test/video/2',
      'none',
      true,
    ]);
    expect(player.getAttribute('aria-label')).toBe('Vidéo 2');
    expect(
      within(screen.getByRole('navigation', { name: 'Médias' }))
        .getByRole('link', { name: 'Vidéos' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('says when there is no video, and when the list cannot be read', async () => {
    const user = userEvent.setup();
    let calls = 0;
    await open({
      'GET /api/videos/': () =>
        ++calls === 1 ? { status: 500, body: { success: false, error: 'Erreur interne' } } : { body: videoList([]) },
    });
    await heading('Vidéos');
    expect((await screen.findByRole('alert')).textContent).toContain('Erreur 500\u00a0: Erreur interne');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText("Aucune vidéo pour l'instant.")).toBeTruthy();
  });
});

describe('adding a link', () => {
  it('refuses an address that is not a YouTube or Vimeo video, then adds a good one', async () => {
    const user = userEvent.setup();
    const added = videoWith({
      id: 4,
      position: 3,
      title: 'Le bal',
      embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    });
    const { server } = await open({ 'POST /api/videos/': { body: { success: true, video: added } } });
    await ready();
    const url = await screen.findByRole('textbox', { name: 'Adresse de la vidéo' });
    await user.type(url, 'https://www.dailymotion.com/video/x8abc');
    await user.click(screen.getByRole('button', { name: 'Ajouter la vidéo' }));
    const message = await screen.findByText(/Adresse de vidéo invalide/);
    expect(message.textContent).toBe('Adresse de vidéo invalide\u00a0: collez un lien YouTube ou Vimeo.');
    expect(url.getAttribute('aria-describedby')).toContain(message.id);
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(server.calls('POST /api/videos/')).toHaveLength(0);

    await user.clear(url);
    await user.type(url, 'youtu.be/aqz-KE-bpKQ');
    expect(screen.getByText('Vidéo YouTube reconnue.')).toBeTruthy();
    const form = url.closest('form') as HTMLFormElement;
    await user.type(within(form).getByRole('textbox', { name: 'Titre (facultatif)' }), 'Le bal');
    await user.click(screen.getByRole('button', { name: 'Ajouter la vidéo' }));
    expect(await screen.findByText('Vidéo YouTube ajoutée.')).toBeTruthy();
    expect(server.calls('POST /api/videos/')[0]?.body).toEqual({ url: 'youtu.be/aqz-KE-bpKQ', title: 'Le bal' });
    expect(cardTitles()).toEqual(['Notre plus beau mariage', 'Vidéo 2', 'Vidéo 3', 'Le bal']);
    expect((url as HTMLInputElement).value).toBe('');
  });
});

describe('uploading a file', () => {
  it('sends the file with its title and progress; the stored video joins the list', async () => {
    const user = userEvent.setup();
    const stored = fileVideoWith({ id: 7, position: 3, title: 'Le film' });
    const uploads = fakeUploads(() => ({ body: { success: true, video: stored } }));
    vi.stubGlobal('XMLHttpRequest', uploads.XMLHttpRequest);
    await open();
    await ready();
    const upload = screen.getByRole('region', { name: 'Envoyer un fichier vidéo' });
    await user.type(within(upload).getByRole('textbox', { name: 'Titre (facultatif)' }), 'Le film');
    await user.upload(
      within(upload).getByLabelText('Choisir un fichier vidéo'),
      fileOf('film.mp4', 'video/mp4', 50 * 1024 * 1024),
    );
    expect(await within(upload).findByText('Vidéo film.mp4 ajoutée.')).toBeTruthy();
    expect(uploads.requests.map((r) => [r.method, r.url.href, r.file?.name, r.fields])).toEqual([
      ['POST', 'http://app.alliance.test/api/videos/', 'film.mp4', { title: 'Le film' }],
    ]);
    expect(uploads.requests[0]?.headers).toMatchObject({ authorization: 'Bearer access-1', 'accept-language': 'fr' });
    expect(cardTitles()).toContain('Le film');
    expect((within(upload).getByRole('textbox', { name: 'Titre (facultatif)' }) as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s refusal, and refuses another type or over 200 MB without sending', async () => {
    const user = userEvent.setup();
    const refusal = 'Format non accepté\u00a0: envoyez une vidéo MP4 ou WebM.';
    const uploads = fakeUploads(() => ({ status: 415, body: { success: false, error: 'unsupported-type', message: refusal } }));
    vi.stubGlobal('XMLHttpRequest', uploads.XMLHttpRequest);
    await open();
    await ready();
    const upload = screen.getByRole('region', { name: 'Envoyer un fichier vidéo' });
    const input = within(upload).getByLabelText('Choisir un fichier vidéo');
    // The browser says MP4; the server reads the bytes and refuses.
    await user.upload(input, fileOf('faux.mp4', 'video/mp4'));
    expect((await within(upload).findByRole('alert')).textContent).toBe(refusal);
    expect(uploads.requests).toHaveLength(1);
    expect(document.activeElement).toBe(input);

    await user.upload(input, fileOf('grand.webm', 'video/webm', 200 * 1024 * 1024 + 1));
    expect(within(upload).getByRole('alert').textContent).toBe('Vidéo trop lourde\u00a0: 200 Mo au plus.');
    expect(uploads.requests).toHaveLength(1);
  });

  it('shows the progress, and cancels the upload', async () => {
    const user = userEvent.setup();
    const uploads = fakeUploads();
    vi.stubGlobal('XMLHttpRequest', uploads.XMLHttpRequest);
    await open();
    await ready();
    const upload = screen.getByRole('region', { name: 'Envoyer un fichier vidéo' });
    await user.upload(within(upload).getByLabelText('Choisir un fichier vidéo'), fileOf('long.webm', 'video/webm'));
    uploads.requests[0]?.progress(1, 4);
    await waitFor(() =>
      expect(within(upload).getByRole('progressbar', { name: 'Envoi de long.webm' }).getAttribute('value')).toBe('25'),
    );
    await user.click(within(upload).getByRole('button', { name: "Annuler l'envoi" }));
    expect(await within(upload).findByText('Envoi de long.webm annulé.')).toBeTruthy();
    expect(within(upload).queryByRole('progressbar')).toBeNull();
    expect(document.activeElement).toBe(within(upload).getByLabelText('Choisir un fichier vidéo'));
  });
});

describe('the list', () => {
  it('hides a video from the profile and says so', async () => {
    const user = userEvent.setup();
    const { server } = await open({
      'PATCH /api/videos/2/toggle-visibility': { body: { success: true, video: { ...FILM, isVisible: false } } },
    });
    await ready();
    const toggle = await within(listRegion()).findByRole('button', { name: 'Visible sur le profil (vidéo 2)' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
    expect(server.calls('PATCH /api/videos/2/toggle-visibility')).toHaveLength(1);
    expect(liveText()).toContain('Vidéo 2 masquée du profil.');
    const film = cards()[1] as HTMLElement;
    expect(within(film).getByText('Masquée')).toBeTruthy();
    // A hidden file is not served: no player.
    expect(film.querySelector('video')).toBeNull();
  });

  it('moves a video with the keyboard: the order is sent, the focus stays, the move is announced', async () => {
    const user = userEvent.setup();
    const { server } = await open({
      'POST /api/videos/reorder': ({ body }) => ({
        body: videoList(
          (body as { ids: number[] }).ids.map((id, position) => ({
            ...(ALL.find((video) => video.id === id) ?? CLIP),
            position,
          })),
        ),
      }),
    });
    await ready();
    const later = await within(listRegion()).findByRole('button', { name: 'Plus tard (vidéo 1)' });
    later.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(cardTitles()).toEqual(['Vidéo 1', 'Notre plus beau mariage', 'Vidéo 3']));
    expect(document.activeElement).toBe(within(listRegion()).getByRole('button', { name: 'Plus tard (vidéo 2)' }));
    expect(liveText()).toContain('Vidéo 1 déplacée en position 2.');
    await waitFor(() => expect(server.calls('POST /api/videos/reorder')[0]?.body).toEqual({ ids: [2, 1, 3] }));
  });

  it('renames a video', async () => {
    const user = userEvent.setup();
    const { server } = await open({
      'PATCH /api/videos/3': ({ body }) => ({ body: { success: true, video: { ...VIMEO, ...(body as object) } } }),
    });
    await ready();
    await user.click(await within(listRegion()).findByRole('button', { name: 'Titre (vidéo 3)' }));
    const dialog = screen.getByRole('dialog', { name: 'Titre de la vidéo 3' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Titre (facultatif)' }), 'La cérémonie');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls('PATCH /api/videos/3')[0]?.body).toEqual({ title: 'La cérémonie' });
    expect(cardTitles()[2]).toBe('La cérémonie');
    expect(liveText()).toContain('Titre de la vidéo 3 enregistré.');
  });

  it('deletes a video after a confirmation', async () => {
    const user = userEvent.setup();
    const { server } = await open({ 'DELETE /api/videos/2': { body: { success: true } } });
    await ready();
    await user.click(await within(listRegion()).findByRole('button', { name: 'Supprimer (vidéo 2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer la vidéo 2\u00a0?' });
    expect(within(dialog).getByText('Le fichier sera supprimé définitivement.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(server.calls('DELETE /api/videos/2')).toHaveLength(0);
    await user.click(within(listRegion()).getByRole('button', { name: 'Supprimer (vidéo 2)' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(server.calls('DELETE /api/videos/2')).toHaveLength(1);
    expect(liveText()).toContain('Vidéo 2 supprimée.');
    expect(document.activeElement).toBe(within(listRegion()).getByRole('heading', { name: 'Vos vidéos' }));
    expect(screen.getByText('2 / 30 vidéos')).toBeTruthy();
  });
});
