export interface ImageViewsDeps {
  /** The couple's access token when there is one: their views count apart from others on the same network. */
  token: () => string | undefined;
  fetch: typeof fetch;
}

/** The image id of `img[data-view-image]`: the attribute's value, else the `/image/{id}` of its source. */
function imageIdOf(image: HTMLImageElement): string | undefined {
  const named = image.dataset.viewImage ?? '';
  if (/^[1-9]\d{0,9}$/.test(named)) return named;
  return /\/image\/([1-9]\d{0,9})(?:$|[?#])/.exec(image.getAttribute('src') ?? '')?.[1];
}

/**
 * Counts a view of each `img[data-view-image]` once, when it first shows on screen (the server
 * keeps one per visitor per image per day). Fire and forget: a lost count changes nothing for
 * the visitor. Without IntersectionObserver, every such image counts at once.
 */
export function countImageViews(doc: Document, deps: ImageViewsDeps): void {
  const images = [...doc.querySelectorAll<HTMLImageElement>('img[data-view-image]')];
  if (images.length === 0) return;
  const send = (image: HTMLImageElement) => {
    const id = imageIdOf(image);
    if (!id) return;
    const token = deps.token();
    deps
      .fetch(`/image/${id}/increment-view-count`, {
        method: 'PATCH',
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })
      .catch(() => {});
  };
  const Observer = doc.defaultView?.IntersectionObserver;
  if (!Observer) {
    images.forEach(send);
    return;
  }
  const observer = new Observer((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      send(entry.target as HTMLImageElement);
    }
  });
  for (const image of images) observer.observe(image);
}
