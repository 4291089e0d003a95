import type { Database } from '../../db/client.ts';
import { type PublishedPortfolioSummary, publishedPortfoliosOf } from '../portfolios/published-portfolios.ts';
import { type PublishedVenue, publishedVenuesOf } from '../venues/venues.service.ts';
import { visibleVideosOf } from './profile.repo.ts';

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
    visibleVideosOf(db, providerId),
  ]);
  return { portfolios, venues, videos: visibleVideos };
}
