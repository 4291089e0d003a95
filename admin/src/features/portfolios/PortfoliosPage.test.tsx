import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { heading, me, type Route, renderAdmin, SIGNED_IN } from '../../test/harness.tsx';
import { imageWith } from '../media/testing.ts';
import { inPortfolio, portfolioAnswer, portfolioWith } from './testing.ts';

const TABLE = imageWith({ id: 11, position: 1 });
const ARCH = imageWith({ id: 13, position: 3, width: 1200, height: 1600 });
const CHATEAU = portfolioWith({
  id: 1,
  title: 'Mariage au château',
  published: true,
  images: [inPortfolio(TABLE, { position: 0 }), inPortfolio(ARCH, { position: 1, isKey: true })],
});
const GRANGE = portfolioWith({ id: 2, title: 'Mariage à la grange' });

const open = (routes: Record<string, Route> = {}) =>
  renderAdmin('/portfolios', {
    tokens: SIGNED_IN,
    routes: {
      'GET /api/me': { body: me },
      'GET /api/portfolios': { body: { success: true, items: [CHATEAU, GRANGE] } },
      ...routes,
    },
  });

const items = () => within(document.querySelector('.collection-list') as HTMLElement).getAllByRole('article');

describe('the portfolios page', () => {
  it('lists the portfolios with their state, photo count and key image', async () => {
    await open();
    await heading('Portfolios');
    await waitFor(() => expect(items()).toHaveLength(2));
    const [chateau, grange] = items();
    if (!chateau || !grange) throw new Error('two portfolios');
    expect(within(chateau).getByRole('link', { name: 'Mariage au château' }).getAttribute('href')).toBe('/portfolios/1');
    expect(within(chateau).getByText('Publié')).toBeTruthy();
    expect(within(chateau).getByText('2 photos')).toBeTruthy();
    // The key image, not the first one.
    expect((chateau.querySelector('img') as HTMLImageElement).getAttribute('src')).toBe(
      'http://www.alliance.test/image/13?w=320',
    );
    expect(within(grange).getByText('Non publié')).toBeTruthy();
    expect(within(grange).getByText('0 photo')).toBeTruthy();
    expect(grange.querySelector('img')).toBeNull();
    // The media pages' navigation; the header's Photos link marks the section.
    const section = screen.getByRole('navigation', { name: 'Médias' });
    expect(within(section).getByRole('link', { name: 'Portfolios' }).getAttribute('aria-current')).toBe('page');
    expect(
      within(screen.getByRole('navigation', { name: 'Navigation principale' }))
        .getByRole('link', { name: 'Photos' })
        .getAttribute('aria-current'),
    ).toBe('true');
  });

  it('says when there is none, and when the list cannot be read', async () => {
    const user = userEvent.setup();
    let calls = 0;
    await open({
      'GET /api/portfolios': () =>
        ++calls === 1
          ? { status: 500, body: { success: false, error: 'Erreur interne' } }
          : { body: { success: true, items: [] } },
    });
    await heading('Portfolios');
    expect((await screen.findByRole('alert')).textContent).toContain('Erreur 500\u00a0: Erreur interne');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(/Aucun portfolio pour l'instant/)).toBeTruthy();
  });

  it('creates a portfolio from its title, opens its editor, and lists it first', async () => {
    const user = userEvent.setup();
    const fresh = portfolioWith({ id: 3, title: 'Mariage au bord du lac' });
    const { server, path } = await open({
      'POST /api/portfolios': { body: portfolioAnswer(fresh) },
      'GET /api/portfolios/3': { body: portfolioAnswer(fresh) },
      'GET /api/images/': { body: { success: true, items: [] } },
      'GET /api/prestations': { body: { success: true, prestations: [], eventTypes: [] } },
    });
    await heading('Portfolios');
    await user.click(await screen.findByRole('button', { name: 'Nouveau portfolio' }));
    const dialog = screen.getByRole('dialog', { name: 'Nouveau portfolio' });
    const title = within(dialog).getByRole('textbox', { name: 'Titre' });
    expect(document.activeElement).toBe(title);
    await user.click(within(dialog).getByRole('button', { name: 'Créer le portfolio' }));
    expect(await within(dialog).findByText('Titre invalide (1 à 120 caractères)')).toBeTruthy();
    expect(server.calls('POST /api/portfolios')).toHaveLength(0);

    await user.type(title, '  Mariage au bord du lac ');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le portfolio' }));
    await heading('Mariage au bord du lac');
    expect(server.calls('POST /api/portfolios')[0]?.body).toEqual({ title: 'Mariage au bord du lac' });
    expect(path()).toBe('/portfolios/3');
    expect(screen.getByRole('textbox', { name: 'Titre' })).toBeTruthy();

    await user.click(screen.getByRole('link', { name: '← Tous les portfolios' }));
    await heading('Portfolios');
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(within(items()[0] as HTMLElement).getByRole('link', { name: 'Mariage au bord du lac' })).toBeTruthy();
  });
});
