import { type VenueBody, venueResponseSchema, venuesListResponseSchema } from '@alliance/shared/venues';
import { byPosition, inOrder } from '../media/collection/collection.ts';
import { recordApi } from '../media/collection/recordApi.ts';

const venues = recordApi({
  name: 'venues',
  list: venuesListResponseSchema,
  answer: venueResponseSchema,
  recordOf: (answer) => answer.venue,
  newFirst: false,
});
const { pathOf, useRecordCall } = venues;

/** The provider's venues, in the order they were added. */
export const useVenues = venues.useList;

/** One venue (a 404 when it is not the provider's). */
export const useVenue = venues.useRecord;

/** Creates an unpublished venue (its name only; the rest in the editor). */
export const useCreateVenue = () => useRecordCall((body: VenueBody) => ['post', 'api/venues', body]);

/** Name, description, city, postal code, capacity and website. */
export const useSaveVenue = (id: number) => useRecordCall((body: VenueBody) => ['put', pathOf(id), body]);

/** Shows the venue on the public profile (`true`) or takes it off. */
export const usePublishVenue = (id: number) =>
  useRecordCall((published: boolean) => ['put', pathOf(id, '/publish'), { published }]);

/** Adds photos of the library after the others. */
export const useAddVenueImages = (id: number) =>
  useRecordCall((imageIds: number[]) => ['post', pathOf(id, '/images'), { imageIds }]);

/** Takes a photo out of the venue (it stays in the library). */
export const useRemoveVenueImage = (id: number) =>
  useRecordCall((imageId: number) => ['delete', pathOf(id, `/images/${imageId}`)]);

/** The venue's caption of a photo (null clears it). */
export const useCaptionVenueImage = (id: number) =>
  useRecordCall(({ imageId, caption }: { imageId: number; caption: string | null }) => [
    'put',
    pathOf(id, `/images/${imageId}`),
    { caption },
  ]);

/** Deletes the venue; its photos stay in the library. */
export const useDeleteVenue = venues.useDelete;

/** A photo moved (`PUT {id}/images/{imageId} {position}`, the others keeping their order around it). */
export const useMoveVenueImage = (id: number) =>
  venues.useOrder(
    id,
    (_imageIds, { imageId, position }) => ['put', pathOf(id, `/images/${imageId}`), { position }],
    (venue, imageIds) => inOrder(byPosition(venue.images), imageIds),
  );
