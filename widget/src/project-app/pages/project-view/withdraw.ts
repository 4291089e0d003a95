import type { RequestStatus } from '@alliance/shared/couple-account';
import { type withdrawRequestBodySchema, withdrawRequestResponseSchema } from '@alliance/shared/leads';
import type { z } from 'zod';
import type { Api } from '../../../api/client.ts';

/** The statuses a couple can still withdraw: declined and withdrawn requests are over. */
export const WITHDRAWABLE: readonly RequestStatus[] = ['sent', 'viewed', 'unlocked'];

/**
 * Withdraws the request this project sent to this provider (PROVIDERS.md refund rule 1): the
 * provider loses the couple's contact, and the project cannot be sent to them again.
 */
export const withdrawRequest = (api: Api, body: z.infer<typeof withdrawRequestBodySchema>) =>
  api.authed('project', 'post', 'api/withdraw-request', withdrawRequestResponseSchema, body);
