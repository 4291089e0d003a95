import { type RefObject, useEffect, useRef } from 'react';

const SITE_NAME = 'Alliance';
// A page whose heading waits for data stops being watched after this.
const WATCH_MS = 10_000;

/**
 * After a navigation (a new `key`), focus goes to the page's h1 (a screen reader reads where
 * the couple arrived) and the document title follows it. Not on the first page of a visit nor
 * when a stored session has just been checked (`quiet`): the browser's own start stays.
 */
export function usePageFocus(main: RefObject<HTMLElement | null>, key: string, quiet: boolean): void {
  const first = useRef(true);
  const wasQuiet = useRef(quiet);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the page: a new one runs this again
  useEffect(() => {
    const focus = !first.current && !wasQuiet.current;
    first.current = false;
    wasQuiet.current = quiet;
    const root = main.current;
    if (!root) return;
    const apply = (heading: HTMLHeadingElement) => {
      document.title = `${heading.textContent?.trim() || SITE_NAME} · ${SITE_NAME}`;
      if (!focus) return;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
    };
    // While a lazy page loads, React keeps the previous page in place, hidden: its h1 is not the one.
    const visibleHeading = () => [...root.querySelectorAll('h1')].find((h1) => !h1.closest('[style*="display: none"]'));
    const heading = visibleHeading();
    if (heading) return void apply(heading);
    // The page shows its heading once its data is there.
    const observer = new MutationObserver(() => {
      const found = visibleHeading();
      if (!found) return;
      observer.disconnect();
      apply(found);
    });
    observer.observe(root, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WATCH_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [main, key, quiet]);
}
