import type { ProviderImage } from '@alliance/shared/images';
import type { Venue, VenueImage } from '@alliance/shared/venues';

/** A venue as the server answers it, with some fields changed (tests). */
export function venueWith(overrides: Partial<Venue> = {}): Venue {
  return {
    id: 1,
    name: 'Domaine des Tilleuls',
    description: null,
    city: 'Bordeaux',
    cp: '33000',
    capacity: 150,
    website: null,
    published: false,
    images: [],
    ...overrides,
  };
}

/** A library image as a venue lists it. */
export function inVenue(image: ProviderImage, overrides: Partial<VenueImage> = {}): VenueImage {
  return {
    imageId: image.id,
    url: image.url,
    width: image.width,
    height: image.height,
    caption: null,
    position: 0,
    isVisible: image.isVisible,
    ...overrides,
  };
}

/** The answer of every call that answers the venue. */
export const venueAnswer = (venue: Venue) => ({ success: true, venue });
