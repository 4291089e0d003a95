import { z } from 'zod';

/** `GET /api/instagram/auth-url`: where to send the provider to consent (a sandbox page of ours by default). */
export const instagramAuthUrlResponseSchema = z.object({ success: z.literal(true), url: z.string() });
/** `POST /api/instagram/token`: what Instagram handed back to `/instagram/callback` of the admin. */
export const instagramTokenBodySchema = z.strictObject({
  code: z.string('validation.tokenInvalid').min(1).max(2000),
  state: z.string('validation.tokenInvalid').min(1).max(500),
});
/** The connection as the admin shows it (`GET /api/instagram/`, and the answer of token and revoke). */
export const instagramStatusSchema = z.object({
  success: z.literal(true),
  connected: z.boolean(),
  username: z.string().nullable(),
});
/** Where Instagram sends the browser back: a page of the admin SPA, which posts the code. */
export const INSTAGRAM_CALLBACK_PATH = '/instagram/callback';
