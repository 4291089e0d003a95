import { afterEach, describe, expect, it, vi } from 'vitest';
import { enhanceGalleries } from './gallery.ts';

/** The markup Gallery.tsx renders: three slides and their thumbnails. */
const GALLERY = `
<section class="gallery" data-gallery="" data-previous="Photo précédente" data-next="Photo suivante">
  <ul class="gallery-track" tabindex="0">
    <li id="photo-1"><figure><img src="/image/1?w=720" alt="a"></figure></li>
    <li id="photo-2"><figure><img src="/image/2?w=720" alt="b"></figure></li>
    <li id="photo-3"><figure><img src="/image/3?w=720" alt="c"></figure></li>
  </ul>
  <nav><ul class="gallery-thumbs">
    <li><a href="#photo-1" aria-current="true">1</a></li><li><a href="#photo-2">2</a></li><li><a href="#photo-3">3</a></li>
  </ul></nav>
</section>`;

function setUp() {
  document.body.innerHTML = GALLERY;
  const track = document.querySelector<HTMLElement>('.gallery-track') as HTMLElement;
  // jsdom lays nothing out: each slide is 300 px wide, side by side.
  Object.defineProperty(track, 'clientWidth', { value: 300 });
  [...track.children].forEach((slide, index) => {
    Object.defineProperty(slide, 'offsetLeft', { value: index * 300 });
  });
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    track.scrollLeft = options.left ?? 0;
  });
  track.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  enhanceGalleries(document);
  const current = () => [...document.querySelectorAll('.gallery-thumbs a[aria-current="true"]')].map((a) => a.textContent);
  return { track, scrollTo, current };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the profile carousel', () => {
  it('adds previous and next buttons that turn the slides, marking the thumbnail in view', () => {
    const { scrollTo, current } = setUp();
    const next = document.querySelector<HTMLButtonElement>('.gallery-controls button:last-child');
    expect(next?.textContent).toBe('Photo suivante');
    next?.click();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 300 });
    expect(current()).toEqual(['2']);
    next?.click();
    next?.click();
    // The last slide stays the last.
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 600 });
    document.querySelector<HTMLButtonElement>('.gallery-controls button')?.click();
    expect(current()).toEqual(['2']);
  });

  it('turns with the arrow keys on the focused strip, and a thumbnail shows its slide without following the link', () => {
    const { track, scrollTo, current } = setUp();
    track.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 300 });
    const third = document.querySelectorAll<HTMLAnchorElement>('.gallery-thumbs a')[2];
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    third?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 600 });
    expect(current()).toEqual(['3']);
  });

  it('leaves a single photo alone', () => {
    document.body.innerHTML = GALLERY.replace(/<li id="photo-[23]">.*?<\/li>/gs, '');
    enhanceGalleries(document);
    expect(document.querySelector('.gallery-controls')).toBeNull();
  });
});
