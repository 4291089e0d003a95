/**
 * A profile's platform videos are links to the platform until the visitor asks (no request to
 * YouTube or Vimeo before that): a click swaps the link for the privacy-enhanced player, playing.
 * Only the embed addresses the server wrote are used (youtube-nocookie.com, player.vimeo.com).
 */
const PLAYERS = /^https:\/\/(www\.youtube-nocookie\.com\/embed\/[\w-]{11}|player\.vimeo\.com\/video\/\d+\?dnt=1)$/;

export function enhanceVideoFacades(doc: Document): void {
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('a.video-facade[data-embed]')) {
    const embed = link.dataset.embed ?? '';
    if (!PLAYERS.test(embed)) continue;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      const player = doc.createElement('iframe');
      player.src = `${embed}${embed.includes('?') ? '&' : '?'}autoplay=1`;
      player.title = link.dataset.title ?? link.textContent ?? '';
      player.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
      player.allowFullscreen = true;
      player.referrerPolicy = 'strict-origin-when-cross-origin';
      link.replaceWith(player);
      player.focus();
    });
  }
}
