import { favoritesResponseSchema, toggleFavoriteResponseSchema } from '@alliance/shared/directory';
import type { DirectoryEnhanceTexts } from '@alliance/shared/directory-enhance';
import { type Api, ApiError, SessionExpiredError } from '../api/client.ts';
import type { Announce } from './live-region.ts';

const HEARTS = 'button[data-favorite]';

export interface FavoritesDeps {
  api: Api;
  texts: DirectoryEnhanceTexts;
  announce: Announce;
}

/**
 * The favourite hearts the server renders hidden on every card: shown only to a logged-in
 * couple (a `token` cookie, then an answer to GET favorites), pressed for their favourites.
 * A toggle shows at once and goes back, with a message, if the server refuses it. A phone-only
 * identity (403) or an ended session hides them again.
 */
export async function enhanceFavorites(doc: Document, deps: FavoritesDeps): Promise<void> {
  const hearts = () => [...doc.querySelectorAll<HTMLButtonElement>(HEARTS)];
  if (hearts().length === 0 || !deps.api.tokens.read().token) return;
  let favorites: Set<string>;
  try {
    const answer = await deps.api.authed('www', 'get', 'api/directory/favorites', favoritesResponseSchema);
    favorites = new Set(answer.data.map((favorite) => favorite.publicId));
  } catch {
    // Not a logged-in couple (403), signed out, or unreachable: no hearts, nothing to say.
    return;
  }

  const twinsOf = (publicId: string) => hearts().filter((heart) => heart.dataset.favorite === publicId);
  const press = (buttons: HTMLButtonElement[], pressed: boolean) => {
    for (const button of buttons) button.setAttribute('aria-pressed', String(pressed));
  };
  const hideAll = () => {
    const focused = doc.activeElement;
    for (const heart of hearts()) heart.hidden = true;
    // The focused heart is gone: focus goes to its provider's link rather than to the page's top.
    if (focused instanceof HTMLElement && focused.matches(HEARTS)) focused.closest('article')?.querySelector('a')?.focus();
  };

  const pending = new Set<string>();
  async function toggle(button: HTMLButtonElement) {
    const publicId = button.dataset.favorite ?? '';
    if (pending.has(publicId)) return;
    pending.add(publicId);
    const twins = twinsOf(publicId);
    const before = button.getAttribute('aria-pressed') === 'true';
    press(twins, !before);
    for (const twin of twins) twin.setAttribute('aria-busy', 'true');
    try {
      const answer = await deps.api.authed('www', 'post', 'api/directory/toggle-favorite', toggleFavoriteResponseSchema, {
        publicId,
      });
      press(twins, answer.favorite);
    } catch (error) {
      press(twins, before);
      if (error instanceof SessionExpiredError) {
        hideAll();
        deps.announce(error.message);
      } else {
        if (error instanceof ApiError && error.status === 403) hideAll();
        deps.announce(deps.texts.favoriteFailed);
      }
    } finally {
      pending.delete(publicId);
      for (const twin of twins) twin.removeAttribute('aria-busy');
    }
  }

  for (const heart of hearts()) {
    press([heart], favorites.has(heart.dataset.favorite ?? ''));
    heart.addEventListener('click', () => void toggle(heart));
    heart.hidden = false;
  }
}
