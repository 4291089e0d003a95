import { z } from 'zod';
import { idParamSchema } from './ids.ts';

/** A promotional alert or popup as the admin shows it, in the caller's language. */
export const marketingMessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  cta: z.object({ label: z.string(), url: z.string() }).optional(),
});
export type MarketingMessage = z.infer<typeof marketingMessageSchema>;

/** `GET /api/marketing/promotional-alert/active`: the newest alert for this provider, or null. */
export const activeAlertResponseSchema = z.object({ success: z.literal(true), alert: marketingMessageSchema.nullable() });
/** `GET /api/marketing/promotional-popup/active`: the newest popup for this provider, or null. */
export const activePopupResponseSchema = z.object({ success: z.literal(true), popup: marketingMessageSchema.nullable() });
/** `POST /api/marketing/{id}/dismiss`: not shown to this account again. */
export const dismissParamsSchema = z.object({ id: idParamSchema });
