/**
 * The profile's photo carousel (server/src/modules/profile/Gallery.tsx) works without this: the
 * slides scroll with snap points and each thumbnail links to its slide. This adds previous/next
 * buttons, the arrow keys on the focused strip, thumbnails that scroll the strip without moving
 * the page, and marks the thumbnail of the slide in view.
 */
export function enhanceGalleries(doc: Document): void {
  for (const gallery of doc.querySelectorAll<HTMLElement>('[data-gallery]')) enhanceGallery(doc, gallery);
}

function enhanceGallery(doc: Document, gallery: HTMLElement): void {
  const track = gallery.querySelector<HTMLElement>('.gallery-track');
  const slides = track ? [...track.children].filter((child): child is HTMLElement => child instanceof HTMLElement) : [];
  if (!track || slides.length < 2) return;
  const thumbs = [...gallery.querySelectorAll<HTMLAnchorElement>('.gallery-thumbs a')];
  const current = () => Math.round(track.scrollLeft / Math.max(1, track.clientWidth));
  const show = (index: number) => {
    const target = Math.max(0, Math.min(slides.length - 1, index));
    track.scrollTo({ left: (slides[target]?.offsetLeft ?? 0) - (slides[0]?.offsetLeft ?? 0) });
    mark(target);
  };
  const mark = (index: number) => {
    thumbs.forEach((thumb, i) => {
      if (i === index) thumb.setAttribute('aria-current', 'true');
      else thumb.removeAttribute('aria-current');
    });
  };

  const controls = doc.createElement('div');
  controls.className = 'gallery-controls';
  for (const [label, step] of [
    [gallery.dataset.previous ?? '‹', -1],
    [gallery.dataset.next ?? '›', 1],
  ] as const) {
    const button = doc.createElement('button');
    button.type = 'button';
    button.textContent = label;
    button.addEventListener('click', () => show(current() + step));
    controls.append(button);
  }
  track.after(controls);

  track.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    show(current() + (event.key === 'ArrowRight' ? 1 : -1));
  });
  track.addEventListener('scroll', () => mark(current()), { passive: true });
  thumbs.forEach((thumb, index) => {
    thumb.addEventListener('click', (event) => {
      event.preventDefault();
      show(index);
    });
  });
}
