import { providerProfilePath } from '../providers/provider-cards.ts';

/**
 * Path of a portfolio's public page (www host), under its provider's profile:
 * `/wedding-<word>/profile/<provider>/portfolio/<slug>`. One builder for the API's `url` and the page's route.
 */
export function portfolioPath(providerSlug: string, portfolioSlug: string, productWord = 'planners'): string {
  return `${providerProfilePath(providerSlug, productWord)}/portfolio/${encodeURIComponent(portfolioSlug)}`;
}
