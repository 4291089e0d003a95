import { afterEach, describe, expect, it } from 'vitest';
import { enhanceVideoFacades } from './video-facades.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('video facades', () => {
  it('loads nothing until the click, then swaps the link for the privacy-enhanced player', () => {
    document.body.innerHTML = `<div class="video-frame"><a class="video-facade" href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"
      data-embed="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" data-title="Notre mariage">Lire</a></div>`;
    enhanceVideoFacades(document);
    expect(document.querySelector('iframe')).toBeNull();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const player = document.querySelector('iframe');
    expect(player?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(player?.title).toBe('Notre mariage');
    expect(document.querySelector('a')).toBeNull();
  });

  it('follows the link as it is when the embed address is not one of the players', () => {
    document.body.innerHTML = `<a class="video-facade" href="https://vimeo.com/1" data-embed="https://evil.example/embed/1">Lire</a>`;
    enhanceVideoFacades(document);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(document.querySelector('iframe')).toBeNull();
  });
});
