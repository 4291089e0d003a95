import { screen } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptedFetch } from '../test/harness.tsx';
import { enhance, readConfig } from './enhance.ts';
import { listingPage, signIn, TEXTS } from './page-fixture.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the directory script', () => {
  it('reads the page’s texts', () => {
    document.body.innerHTML = listingPage();
    expect(readConfig(document)?.texts).toEqual(TEXTS);
  });

  it('without the page’s texts, leaves the hearts and the city field alone but still counts image views', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    signIn();
    document.body.innerHTML = listingPage({ config: false }).replace(
      '<img class="photo"',
      '<img data-view-image="7" class="photo"',
    );
    const server = scriptedFetch({});
    await enhance(document, { fetch: server.fetch });
    expect(readConfig(document)).toBeUndefined();
    await vi.waitFor(() => expect(server.requests.map((r) => r.key)).toEqual(['PATCH /image/7/increment-view-count']));
    expect(screen.getByRole('textbox', { name: 'Ville (facultatif)' })).toBeTruthy();
    expect(document.querySelectorAll('button.fav[hidden]')).toHaveLength(2);
  });

  it('runs once, however many copies of it the page loads', async () => {
    document.body.innerHTML = listingPage();
    vi.stubGlobal('fetch', scriptedFetch({}).fetch);
    await import('./main.ts');
    vi.resetModules();
    await import('./main.ts');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getAllByRole('listbox', { hidden: true })).toHaveLength(1);
  });
});
