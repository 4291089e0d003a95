import { HANDOFF_PARAM } from '@alliance/shared/constants';
import type { MouseEvent } from 'react';

/** The project-creation app for this provider, keeping any query the page's base URL has. */
export function newProjectUrl(baseUrl: string, providerId: number, handoff?: string): string {
  const url = new URL(baseUrl);
  url.searchParams.set('project', 'new');
  url.searchParams.set('prestataire', String(providerId));
  if (handoff) url.searchParams.set(HANDOFF_PARAM, handoff);
  return url.toString();
}

/**
 * A plain click on the create-project link: the new tab opens at once (inside the click, so no
 * popup blocker stops it), then goes to the app with a one-time hand-off code once the code
 * arrives, so the couple lands signed in even where the app cannot read the widget's cookies
 * (a third party's site). Without a code (refused, offline) the tab gets the plain link. A
 * modified click (new window, other tab) or a blocked window keeps the link's own behaviour.
 */
export function openWithHandoff(
  event: MouseEvent<HTMLAnchorElement>,
  link: { baseUrl: string; providerId: number },
  handoff: () => Promise<{ code: string }>,
): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const tab = window.open('', '_blank');
  if (!tab) return;
  // As rel="noopener": the app's tab gets no handle on this page.
  tab.opener = null;
  event.preventDefault();
  handoff().then(
    ({ code }) => {
      tab.location.href = newProjectUrl(link.baseUrl, link.providerId, code);
    },
    () => {
      tab.location.href = newProjectUrl(link.baseUrl, link.providerId);
    },
  );
}
