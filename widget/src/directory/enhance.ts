import { DIRECTORY_ENHANCE_CONFIG_ID, type DirectoryEnhanceConfig } from '@alliance/shared/directory-enhance';
import { createApi } from '../api/client.ts';
import { cookieTokenStore } from '../api/tokens.ts';
import { enhanceCitySearch } from './city-search.ts';
import { enhanceFavorites } from './favorites.ts';
import { enhanceGalleries } from './gallery.ts';
import { countImageViews } from './image-views.ts';
import { createLiveRegion } from './live-region.ts';
import { countPageView } from './page-views.ts';
import { sameOriginFetch } from './same-origin-fetch.ts';
import { enhanceVideoFacades } from './video-facades.ts';

/** The page's texts and départements (DirectoryEnhance.tsx), or undefined when it has none. */
export function readConfig(doc: Document): DirectoryEnhanceConfig | undefined {
  const element = doc.getElementById(DIRECTORY_ENHANCE_CONFIG_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as DirectoryEnhanceConfig;
  } catch {
    return undefined;
  }
}

/**
 * Everything the directory script adds to a page that works without it: image and page view counts, the photo carousel's buttons, the video players on demand,
 * and, where the page hands over its texts, the favourite hearts and the city suggestions.
 */
export function enhance(doc: Document, options: { fetch?: typeof fetch; debounceMs?: number } = {}): Promise<void> {
  const origin = doc.location.origin;
  const fetchHere = sameOriginFetch(origin, options.fetch ?? globalThis.fetch.bind(globalThis));
  const tokens = cookieTokenStore(doc);
  countImageViews(doc, { token: () => tokens.read().token, fetch: fetchHere });
  countPageView(doc, { token: () => tokens.read().token, fetch: fetchHere });
  enhanceGalleries(doc);
  enhanceVideoFacades(doc);

  const config = readConfig(doc);
  if (!config) return Promise.resolve();
  const announce = createLiveRegion(doc);
  for (const form of doc.querySelectorAll<HTMLFormElement>('form.search')) {
    enhanceCitySearch(form, {
      texts: config.texts,
      announce,
      fetch: fetchHere,
      debounceMs: options.debounceMs,
    });
  }
  const api = createApi({
    apiBase: origin,
    tokens,
    locale: () => doc.documentElement.lang || 'fr',
    onSessionExpired: () => config.texts.sessionExpired,
    fetch: fetchHere,
  });
  return enhanceFavorites(doc, { api, texts: config.texts, announce });
}
