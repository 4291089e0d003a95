import { EARLY_ANSWERS_ID } from '@alliance/shared/provider-session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createIndexLoader } from './spa-index.ts';

/** `preloads.json` of a build (the admin's: vite.admin.config.ts `pagePreloads`). */
interface Preloads {
  /** Per language, the scripts of its texts. */
  texts: Record<string, string[]>;
  /** Per page pattern (the route's, as Fastify and wouter write it), the scripts beyond the entry's. */
  pages: Record<string, string[]>;
  /** Per signed-in page pattern, the API reads it opens with (`:param` from the path). */
  data?: Record<string, string[]>;
}

/**
 * What a page of a built app needs at once, written into its index.html: the `<link
 * rel="modulepreload">` of its scripts and its language's texts, and for a signed-in provider the
 * answers of its first API reads. Without them the app asks for its texts, then `me`, then its
 * page's code, then its data, one after the other once the entry has run: four round trips of
 * 560 ms on a phone's 3G. Read again when the build changes; no file, nothing added.
 */
export function createPreloads(file: string) {
  const source = createIndexLoader(file);
  let parsed: { text: string; preloads: Preloads } | undefined;
  async function preloadsOf(): Promise<Preloads | undefined> {
    const text = await source.get();
    if (!text) return undefined;
    if (parsed?.text !== text) parsed = { text, preloads: JSON.parse(text) as Preloads };
    return parsed.preloads;
  }

  return {
    async tags(request: FastifyRequest): Promise<string> {
      const preloads = await preloadsOf();
      if (!preloads) return '';
      const pattern = request.routeOptions.url ?? '';
      const scripts = new Set([...(preloads.texts[request.locale] ?? []), ...(preloads.pages[pattern] ?? [])]);
      return [...scripts].map((script) => `<link rel="modulepreload" crossorigin href="/${script}">`).join('');
    },

    /**
     * The page's first reads answered here, as the browser would have asked them (its cookies,
     * its language): a JSON block the app serves them from, each once. Only 200 answers; any other
     * (an expired access token) is left for the app to ask, with its refresh rule.
     */
    async answers(app: FastifyInstance, request: FastifyRequest): Promise<string> {
      const preloads = await preloadsOf();
      const pattern = request.routeOptions.url ?? '';
      const params = (request.params ?? {}) as Record<string, string>;
      const urls = (preloads?.data?.[pattern] ?? []).map((url) =>
        url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? '')),
      );
      if (urls.length === 0) return '';
      const forwarded = [
        'cookie',
        'host',
        'accept-language',
        'user-agent',
        'x-forwarded-for',
        'x-forwarded-proto',
        'x-forwarded-host',
      ];
      const headers: Record<string, string> = { accept: 'application/json', 'sec-fetch-site': 'same-origin' };
      for (const name of forwarded) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const answered = await Promise.all(
        urls.map(async (url) => {
          const response = await app.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
          const json = response.statusCode === 200 && String(response.headers['content-type']).startsWith('application/json');
          return json ? ([url, response.json()] as const) : undefined;
        }),
      );
      const found = Object.fromEntries(answered.filter((entry) => entry !== undefined));
      if (Object.keys(found).length === 0) return '';
      // `<` escaped: no answer can close the block (a provider's text with "</script>").
      const json = JSON.stringify(found).replace(/</g, '\\u003c');
      return `<script type="application/json" id="${EARLY_ANSWERS_ID}">${json}</script>`;
    },
  };
}
