import type { TFunction } from 'i18next';

/**
 * The heart's look. Hidden until the directory script (widget/src/directory/) finds a signed-in
 * couple; while hidden it keeps its box (`visibility`, not `display`), so nothing moves when it
 * appears, and stays out of the keyboard order and the accessibility tree.
 */
export const FAVORITE_STYLE = `
.fav{display:inline-flex;flex:none;align-items:center;justify-content:center;width:2.5rem;height:2.5rem;padding:0;color:var(--accent);background:#fff;border:1px solid #cbbcc2;border-radius:50%;cursor:pointer}
.fav[hidden]{visibility:hidden}.fav[aria-busy=true]{opacity:.6}
.fav:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.fav svg{width:1.375rem;height:1.375rem;fill:none;stroke:currentColor;stroke-width:2}.fav[aria-pressed=true] svg{fill:currentColor}
`;

/**
 * A couple's favourite toggle for one provider, the same markup for every visitor (pages are
 * cached whole): the script reveals it and sets `aria-pressed` from the couple's favourites.
 */
export function FavoriteButton(props: { t: TFunction; publicId: string; name: string }) {
  return (
    <button
      type="button"
      className="fav"
      data-favorite={props.publicId}
      aria-pressed="false"
      aria-label={props.t('directory.enhance.favorite', { name: props.name })}
      hidden
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 20.5l-1.3-1.2C6 15.1 3 12.4 3 8.9 3 6.1 5.2 4 7.9 4c1.6 0 3.1.7 4.1 1.9C13 4.7 14.5 4 16.1 4 18.8 4 21 6.1 21 8.9c0 3.5-3 6.2-7.7 10.4L12 20.5z" />
      </svg>
    </button>
  );
}
