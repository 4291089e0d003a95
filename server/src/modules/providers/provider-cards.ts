import type { Locale } from '@alliance/shared/locale';
import { ACTIVE_PROVIDER_DAYS, type ProviderCard } from '@alliance/shared/providers';
import type { Database } from '../../db/client.ts';
import { sanitizePortrait } from './portrait.ts';
import { prepareProviderCardsByIds } from './providers.repo.ts';

const DAY_MS = 86_400_000;

export interface ProviderCardsOptions {
  /**
   * Origin of the www host (`https://www.alliance.fr`): makes `profileUrl` and `profileImage`
   * absolute, as cards shown on the project host or a third-party page need. Without it both
   * are root-relative paths of the www host.
   */
  wwwBaseUrl?: string;
  /** The directory word of the URLs (`PRODUCT_WORD`, default `planners`). */
  productWord?: string;
  clock?: () => Date;
}

/** Path of a provider's profile page on the www host: the page that embeds the quote-request widget. */
export function providerProfilePath(slug: string, productWord = 'planners'): string {
  return `/wedding-${productWord}/profile/${encodeURIComponent(slug)}`;
}

/** The width asked of the proxy for the photo of a card (widget, suggestions, the couples' app). */
export const CARD_IMAGE_WIDTH = 320;

/** Path of an image through the image proxy (www host), which serves stored images by id only. */
export function imageProxyPath(imageId: number): string {
  return `/image/${imageId}`;
}

/**
 * Provider cards (spec §3 provider fields) for suggestions, get-planner and get-all-planners.
 * One prepared query whatever the number of ids: the profile image and the languages come from
 * correlated subqueries on indexed keys (no N+1).
 */
export function createProviderCards(db: Database, options: ProviderCardsOptions = {}) {
  const base = options.wwwBaseUrl?.replace(/\/+$/, '') ?? '';
  const productWord = options.productWord ?? 'planners';
  const clock = options.clock ?? (() => new Date());

  const byIds = prepareProviderCardsByIds(db);

  type Row = Awaited<ReturnType<typeof byIds.execute>>[number];

  function toCard(row: Row, activeSince: number): ProviderCard {
    // postgres.js hands json over parsed, PGlite too; a driver returning text is handled anyway.
    const langues = (typeof row.langues === 'string' ? JSON.parse(row.langues) : row.langues) as ProviderCard['langues'];
    return {
      id: row.id,
      publicId: row.publicId,
      name: row.name,
      city: row.city,
      cp: row.cp,
      portrait: sanitizePortrait(row.portrait),
      profileUrl: base + providerProfilePath(row.slug, productWord),
      // Cards show the photo small: the proxy's narrowest variant (an upload's 320 px WebP or AVIF).
      profileImage: row.imageId ? `${base}${imageProxyPath(row.imageId)}?w=${CARD_IMAGE_WIDTH}` : null,
      isPremium: row.isPremium,
      hasLoggedInTheLastDays: row.lastLoginAt !== null && row.lastLoginAt.getTime() >= activeSince,
      langues: langues ?? [],
    };
  }

  return {
    /** The cards of `ids` in the order given; unknown ids are left out. */
    async load(ids: readonly number[], locale: Locale): Promise<ProviderCard[]> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return [];
      const rows = await byIds.execute({ ids: unique, locale });
      const activeSince = clock().getTime() - ACTIVE_PROVIDER_DAYS * DAY_MS;
      const byId = new Map(rows.map((row) => [row.id, toCard(row, activeSince)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}

export type ProviderCards = ReturnType<typeof createProviderCards>;
