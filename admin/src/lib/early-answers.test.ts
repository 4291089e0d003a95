import { describe, expect, it } from 'vitest';
import { readEarlyAnswers, withEarlyAnswers } from './early-answers.ts';

const ORIGIN = 'http://app.localhost:3000';

describe('the first reads the server answered into index.html', () => {
  it('serves each GET of our origin once from the block, then asks the network; the block is read once', async () => {
    document.body.innerHTML = `<script type="application/json" id="early-answers">${JSON.stringify({
      '/api/me': { user: { email: 'lea@example.fr' } },
      '/api/event-requests/?page=1': { items: [] },
    })}</script>`;
    const answers = readEarlyAnswers(document);
    expect(document.getElementById('early-answers')).toBeNull();
    const network: string[] = [];
    const fetcher = withEarlyAnswers(
      async (input) => {
        network.push(new Request(input).url);
        return new Response('{"from":"network"}', { headers: { 'content-type': 'application/json' } });
      },
      answers,
      ORIGIN,
    );
    expect(await (await fetcher(`${ORIGIN}/api/me`)).json()).toEqual({ user: { email: 'lea@example.fr' } });
    expect(await (await fetcher(new Request(`${ORIGIN}/api/event-requests/?page=1`))).json()).toEqual({ items: [] });
    expect(network).toEqual([]);
    // The second read of the same path is a refetch: it goes to the server.
    expect(await (await fetcher(`${ORIGIN}/api/me`)).json()).toEqual({ from: 'network' });
    // Another query string or another host is never served from the block.
    const fresh = withEarlyAnswers(fetcher, new Map([['/api/me', { early: true }]]), ORIGIN);
    await fresh(`${ORIGIN}/api/me?x=1`);
    await fresh('http://www.localhost:3000/api/me');
    expect(network).toHaveLength(3);
    expect(readEarlyAnswers(document).size).toBe(0);
  });

  it('drops what the page did not read at once: after a write, or 10 s after the page started', async () => {
    const network: string[] = [];
    const fetcher = async (input: RequestInfo | URL, init?: RequestInit) => {
      network.push(`${init?.method ?? 'GET'} ${new Request(input).url}`);
      return new Response('{}', { headers: { 'content-type': 'application/json' } });
    };
    const written = withEarlyAnswers(fetcher, new Map([['/api/onboarding/checklist', { photo: false }]]), ORIGIN);
    await written(`${ORIGIN}/api/images/`, { method: 'POST', body: '{}' });
    await written(`${ORIGIN}/api/onboarding/checklist`);
    expect(network).toEqual([`POST ${ORIGIN}/api/images/`, `GET ${ORIGIN}/api/onboarding/checklist`]);

    let clock = 1_000;
    const later = withEarlyAnswers(fetcher, new Map([['/api/onboarding/checklist', { photo: false }]]), ORIGIN, () => clock);
    clock += 10_001;
    await later(`${ORIGIN}/api/onboarding/checklist`);
    expect(network).toHaveLength(3);
  });
});
