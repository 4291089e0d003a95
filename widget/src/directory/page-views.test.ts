import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptedFetch } from '../test/harness.tsx';
import { countPageView } from './page-views.ts';
import { sameOriginFetch } from './same-origin-fetch.ts';

function page(html: string, token?: string) {
  document.body.innerHTML = html;
  const server = scriptedFetch({
    'PATCH /api/page-views/profile/12': { body: { success: true, counted: true } },
    'PATCH /api/page-views/portfolio/34': { body: { success: true, counted: true } },
  });
  countPageView(document, { token: () => token, fetch: sameOriginFetch(window.location.origin, server.fetch) });
  return server;
}
const beacons = (server: ReturnType<typeof scriptedFetch>) => server.requests.filter((r) => r.method === 'PATCH');

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('page views', () => {
  it('count a profile once, with the couple’s token when there is one', async () => {
    const server = page('<article data-view-profile="12"></article>', 'access-1');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(beacons(server)).toHaveLength(1));
    expect(beacons(server)[0]?.key).toBe('PATCH /api/page-views/profile/12');
    expect(beacons(server)[0]?.headers.get('authorization')).toBe('Bearer access-1');
  });

  it('count a portfolio page without a token for a visitor', async () => {
    const server = page('<article data-view-portfolio="34"></article>');
    await vi.waitFor(() => expect(beacons(server)).toHaveLength(1));
    expect(beacons(server)[0]?.url.pathname).toBe('/api/page-views/portfolio/34');
    expect(beacons(server)[0]?.headers.get('authorization')).toBeNull();
  });

  it('wait until a hidden page shows, and ignore pages without a valid id', async () => {
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const server = page('<article data-view-profile="12"></article>');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(beacons(server)).toHaveLength(0);
    hidden.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(beacons(server)).toHaveLength(1));

    const none = page('<article data-view-profile="../12"></article><p>no mark</p>');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(beacons(none)).toHaveLength(0);
  });
});
