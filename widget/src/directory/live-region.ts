export type Announce = (text: string) => void;

/**
 * A polite status region for what the script has to say (a favourite not saved, city
 * suggestions): visually hidden by CSSOM styles, which the pages' content security policy allows.
 */
export function createLiveRegion(doc: Document): Announce {
  const region = doc.createElement('div');
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  Object.assign(region.style, {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  });
  doc.body.append(region);
  // The same message twice in a row must change the region's text, or it is not read again.
  return (text) => {
    region.textContent = region.textContent === text ? `${text}\u00a0` : text;
  };
}
