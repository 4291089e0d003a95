import { z } from 'zod';

/** Reference lists for the forms, labelled in the caller's language (project host). */
export const namedItemSchema = z.object({ slug: z.string(), name: z.string() });
export const eventTypesResponseSchema = z.object({ success: z.literal(true), eventTypes: z.array(namedItemSchema) });
export const serviceTypesResponseSchema = z.object({ success: z.literal(true), serviceTypes: z.array(namedItemSchema) });
/** `GET /api/prestations` (app host): what a provider may offer (services) and for which events. */
export const prestationsResponseSchema = z.object({
  success: z.literal(true),
  prestations: z.array(namedItemSchema),
  eventTypes: z.array(namedItemSchema),
});
export const languagesResponseSchema = z.object({
  success: z.literal(true),
  langues: z.array(z.object({ iso: z.string(), label: z.string() })),
});
/** `max` null means "and more"; budgets are integer euro cents. */
export const rangesResponseSchema = z.object({
  success: z.literal(true),
  ranges: z.array(z.object({ slug: z.string(), label: z.string(), min: z.number().int(), max: z.number().int().nullable() })),
});
export const RANGE_KINDS = { guest: 'guest', budget: 'budget', 'planner-budget': 'planner_budget' } as const;
