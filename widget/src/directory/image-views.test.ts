import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptedFetch } from '../test/harness.tsx';
import { countImageViews } from './image-views.ts';
import { sameOriginFetch } from './same-origin-fetch.ts';

/** An IntersectionObserver driven by the test: `show(element)` reports it on screen. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly watched = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  static show(element: Element, isIntersecting = true) {
    for (const observer of FakeObserver.all) {
      if (!observer.watched.has(element)) continue;
      observer.callback([{ target: element, isIntersecting } as IntersectionObserverEntry], observer as never);
    }
  }
}

function page(html: string, token?: string) {
  document.body.innerHTML = html;
  const server = scriptedFetch({ 'PATCH /image/7/increment-view-count': { body: { success: true, counted: true } } });
  countImageViews(document, { token: () => token, fetch: sameOriginFetch(window.location.origin, server.fetch) });
  return server;
}
const views = (server: ReturnType<typeof scriptedFetch>) => server.requests.filter((r) => r.method === 'PATCH');

afterEach(() => {
  document.body.innerHTML = '';
  FakeObserver.all = [];
  vi.unstubAllGlobals();
});

describe('image views', () => {
  it('are counted once, when the image first shows, with the couple’s token when there is one', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const server = page('<img src="/image/7" data-view-image="7" alt="">', 'access-1');
    const image = document.querySelector('img') as HTMLImageElement;
    FakeObserver.show(image, false);
    expect(views(server)).toHaveLength(0);
    FakeObserver.show(image);
    FakeObserver.show(image);
    await vi.waitFor(() => expect(views(server)).toHaveLength(1));
    expect(views(server)[0]?.key).toBe('PATCH /image/7/increment-view-count');
    expect(views(server)[0]?.headers.get('authorization')).toBe('Bearer access-1');
  });

  it('are counted without a token for a visitor, and only for marked images with an id', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const server = page(`
      <img id="marked" src="/image/7?v=2" data-view-image alt="">
      <img id="other" src="/image/8" alt="">
      <img id="broken" src="https://elsewhere.example/x.png" data-view-image="../8" alt="">`);
    for (const id of ['marked', 'other', 'broken']) FakeObserver.show(document.getElementById(id) as Element);
    await vi.waitFor(() => expect(views(server)).toHaveLength(1));
    expect(views(server)[0]?.url.pathname).toBe('/image/7/increment-view-count');
    expect(views(server)[0]?.headers.get('authorization')).toBeNull();
  });

  it('are counted at once where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const server = page('<img src="/image/7" data-view-image="7" alt="">');
    await vi.waitFor(() => expect(views(server)).toHaveLength(1));
  });
});

describe('same-origin calls', () => {
  it('go to the page’s origin with their method, headers and body', async () => {
    const server = scriptedFetch({ 'POST /api/token/refresh': { body: { ok: true } } });
    const fetchHere = sameOriginFetch('https://www.alliance.fr', server.fetch);
    await fetchHere('https://project.alliance.fr/api/token/refresh?x=1', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
      body: JSON.stringify({ refresh_token: 'r1' }),
    });
    await fetchHere('/search/locality?query=bor');
    const [refresh, search] = server.requests;
    expect(refresh?.url.href).toBe('https://www.alliance.fr/api/token/refresh?x=1');
    expect(refresh?.body).toEqual({ refresh_token: 'r1' });
    expect(refresh?.headers.get('authorization')).toBe('Bearer t');
    expect(search?.url.href).toBe('https://www.alliance.fr/search/locality?query=bor');
  });
});
