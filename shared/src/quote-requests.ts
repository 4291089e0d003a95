import { z } from 'zod';
import * as mini from 'zod/mini';
import { idSchema } from './ids.ts';
import { MESSAGE_MAX_LENGTH } from './projects.ts';
import { providerCardSchema } from './providers.ts';

const id = idSchema;
const message = z.string().trim().max(MESSAGE_MAX_LENGTH, 'validation.messageTooLong').nullish();

/**
 * Caps on sending (429 with Retry-After): a couple sends at most this many requests in any 24
 * hours, and one project reaches at most this many providers. Far above what a real couple
 * sends (a handful per service), low enough that a stolen session cannot spam the directory.
 */
export const MAX_REQUESTS_PER_COUPLE_PER_DAY = 30;
export const MAX_REQUESTS_PER_PROJECT = 60;

/** Business refusals of a send, read by the widget (spec §8); any other failure is an HTTP error. */
export const SEND_ERRORS = ['no-message', 'already-sent'] as const;

export const sendToProviderBodySchema = z.strictObject({ project: id, prestataire: id, message });
// zod/mini: the answers of this module (the widget's script parses them; answers.ts says why).
export const sendToProviderResponseSchema = mini.object({
  success: mini.boolean(),
  error: mini.optional(mini.string()),
});

export const chooseProvidersBodySchema = z.strictObject({
  project: id,
  prestataires: z.array(id).min(1, 'validation.chooseAtLeastOne').max(10),
  message,
});
export const chooseProvidersResponseSchema = mini.object({
  success: mini.boolean(),
  error: mini.optional(mini.string()),
  /** Providers who received the request now. */
  sent: mini.array(mini.int()),
  /** Providers this project had already contacted: nothing sent again. */
  alreadySent: mini.array(mini.int()),
});

export const SUGGESTIONS_PAGE_SIZE = 3;
export const getProvidersBodySchema = z.strictObject({ project: id });
export const getMoreProvidersBodySchema = z.strictObject({
  project: id,
  page: z.number().int().min(1).max(50).default(2),
});
export const getProvidersResponseSchema = mini.object({
  success: mini.boolean(),
  prestataires: mini.array(providerCardSchema),
  error: mini.optional(mini.string()),
  error_slug: mini.optional(mini.string()),
  next_page: mini.optional(mini.nullable(mini.int())),
});

export type SendToProviderResponse = z.infer<typeof sendToProviderResponseSchema>;
export type ChooseProvidersResponse = z.infer<typeof chooseProvidersResponseSchema>;
export type GetProvidersResponse = z.infer<typeof getProvidersResponseSchema>;
