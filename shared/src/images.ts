import { z } from 'zod';

/**
 * `PATCH /image/{id}/increment-view-count` (www host). `counted`: whether this call counted a
 * view; a visitor counts at most once per image per day (UTC), so a repeat answers false.
 */
export const imageViewResponseSchema = z.object({
  success: z.literal(true),
  counted: z.boolean().describe('True when this call counted a view, false when the visitor already counted one today'),
});
export type ImageViewResponse = z.infer<typeof imageViewResponseSchema>;
