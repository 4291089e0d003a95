import { z } from 'zod';

/**
 * The dashboard's completion checklist (`GET /api/onboarding/checklist`, app host): what a published
 * profile can still add, each item done or not from the provider's real data.
 * - `photo`: a profile photo (the directory's card and the profile's header);
 * - `portfolio`: at least one published portfolio;
 * - `website`: the provider's website among its links;
 * - `smsAlerts`: a verified mobile and the SMS for each new lead opted in;
 * - `ownSiteWidget`: a request received from the provider's own site (the one proof that the widget is there).
 */
export const CHECKLIST_ITEMS = ['photo', 'portfolio', 'website', 'smsAlerts', 'ownSiteWidget'] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];

export const checklistResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(z.object({ key: z.enum(CHECKLIST_ITEMS), done: z.boolean() })),
});
export type ChecklistResponse = z.infer<typeof checklistResponseSchema>;
