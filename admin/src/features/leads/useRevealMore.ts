import { useEffect, useRef } from 'react';

/**
 * "Load more" for a keyboard: once the next page is in, focus goes to its first item (its link, or
 * the item itself, marked `data-index` with tabIndex -1) instead of staying on a button that may be gone.
 */
export function useRevealMore<T extends HTMLElement>(count: number) {
  const container = useRef<T>(null);
  const waitingFor = useRef<number | null>(null);
  useEffect(() => {
    const index = waitingFor.current;
    if (index === null || count <= index) return;
    waitingFor.current = null;
    const item = container.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
    (item?.querySelector<HTMLElement>('a[href]') ?? item)?.focus();
  }, [count]);
  return {
    container,
    /** Call before fetching the next page. */
    expectMore: () => {
      waitingFor.current = count;
    },
  };
}
