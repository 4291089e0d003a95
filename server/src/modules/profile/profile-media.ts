import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { videos } from '../../db/schema/index.ts';
import { type PublishedPortfolioSummary, publishedPortfoliosOf } from '../portfolios/published-portfolios.ts';
import { type PublishedVenue, publishedVenuesOf } from '../venues/venues.service.ts';

/** A visible video as the public profile shows it. */
export interface PublicVideo {
  id: number;
  kind: 'youtube' | 'vimeo' | 'file';
  externalId: string | null;
  title: string | null;
  mimeType: string | null;
}

/** What a public profile shows beside the gallery: published portfolios and venues, visible videos. */
export interface ProfileMedia {
  portfolios: PublishedPortfolioSummary[];
  venues: PublishedVenue[];
  videos: PublicVideo[];
}

/** The provider's public media, read together (three small indexed reads). */
export async function profileMediaOf(db: Database, providerId: number): Promise<ProfileMedia> {
  const [portfolios, venues, visibleVideos] = await Promise.all([
    publishedPortfoliosOf(db, providerId),
    publishedVenuesOf(db, providerId),
    db
      .select({
        id: videos.id,
        kind: videos.kind,
        externalId: videos.externalId,
        title: videos.title,
        mimeType: videos.mimeType,
      })
      .from(videos)
      .where(and(eq(videos.providerId, providerId), eq(videos.isVisible, true)))
      .orderBy(asc(videos.position), asc(videos.id)),
  ]);
  return { portfolios, venues, videos: visibleVideos };
}
