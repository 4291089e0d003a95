import { z } from 'zod';
import { idSchema } from './ids.ts';

/**
 * Leads (PROVIDERS.md "Leads"): an event request as the provider who received it sees it.
 * The provider reads it free, then pays credits to unlock the couple's contact.
 */
export const LEAD_STATUSES = ['new', 'viewed', 'unlocked', 'rejected', 'withdrawn'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Where the couple sent it from: our pages, the widget on a third-party page, or the provider's own site (free). */
export const LEAD_SOURCES = ['directory', 'widget', 'own-site'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const REJECT_REASONS = ['unavailable', 'out-of-area', 'budget', 'not-my-service', 'other'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

export const REPORT_REASONS = ['fake', 'unreachable', 'wrong-details'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A report's outcome: refunded at once (refund rule 3), or waiting for an operator who refunds or declines it. */
export const REPORT_STATUSES = ['pending', 'refunded', 'declined'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Days after an unlock during which a withdrawal refunds and a report is accepted. */
export const REFUND_WINDOW_DAYS = 7;
/** Refund rule 3: a provider's refunded reports of this many days must stay under 1 in REPORT_RATIO_DENOMINATOR unlocks. */
export const REPORT_LOOKBACK_DAYS = 90;
export const REPORT_RATIO_DENOMINATOR = 5;

export const LEADS_PAGE_SIZE = 20;

/**
 * The published price grid (credits per unlock), by the project's guest range and whole-wedding
 * budget range. Tiers read the range's lower bound, so the grid holds whatever the range labels
 * say; a project without a range counts in the first tier.
 */
export const PRICE_GRID = {
  /** Lower bounds (guests) starting each guest tier. */
  guestTiers: [0, 50, 150],
  /** Lower bounds (euro cents) starting each budget tier. */
  budgetTiers: [0, 2_000_000, 5_000_000],
  /** credits[guestTier][budgetTier] */
  credits: [
    [2, 3, 4],
    [3, 4, 5],
    [4, 5, 6],
  ],
} as const;

function tierOf(bounds: readonly number[], min: number | null | undefined): number {
  if (min === null || min === undefined) return 0;
  let tier = 0;
  bounds.forEach((bound, index) => {
    if (min >= bound) tier = index;
  });
  return tier;
}

/** The grid price of a lead, from its ranges' lower bounds (guests, budget in cents). */
export function gridPrice(guestMin: number | null | undefined, budgetMin: number | null | undefined): number {
  const row = PRICE_GRID.credits[tierOf(PRICE_GRID.guestTiers, guestMin)] ?? PRICE_GRID.credits[0];
  return row[tierOf(PRICE_GRID.budgetTiers, budgetMin)] ?? row[0];
}

export const leadContactSchema = z.object({
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

export const leadSchema = z.object({
  uuid: z.uuid(),
  status: z.enum(LEAD_STATUSES),
  /** ISO date-time the couple sent it. */
  receivedAt: z.string(),
  /** Credits this unlock costs now (0 for own-site leads and for a couple already unlocked for the same date). */
  price: z.number().int().min(0),
  source: z.enum(LEAD_SOURCES),
  project: z.object({
    eventType: z.string().nullable(),
    eventTypeName: z.string().nullable(),
    eventDate: z.string().nullable(),
    city: z.string().nullable(),
    cp: z.string().nullable(),
    departement: z.string().nullable(),
    serviceType: z.string().nullable(),
    theme: z.string().nullable(),
    locationPreference: z.string().nullable(),
    guestRange: z.string().nullable(),
    budgetRange: z.string().nullable(),
    plannerBudgetRange: z.string().nullable(),
    languages: z.array(z.string()),
    /** The couple's message; e-mail addresses, phone numbers and links masked (`[…]`) until unlocked. */
    message: z.string().nullable(),
  }),
  couple: z.object({ firstname: z.string().nullable(), phoneVerified: z.boolean() }),
  signals: z.object({
    /** How many providers this project was sent to. */
    sentTo: z.number().int(),
    /** How many of them unlocked it. */
    unlockedBy: z.number().int(),
    /** ISO date-time the couple created the project. */
    projectCreatedAt: z.string().nullable(),
    /** 0–100: how much of the project the couple filled in. */
    completeness: z.number().int().min(0).max(100),
  }),
  /** null until unlocked (and again once the couple withdrew). */
  contact: leadContactSchema.nullable(),
  unlockedAt: z.string().nullable(),
  /** Credits paid at the unlock (null before). */
  paid: z.number().int().nullable(),
  rejectReason: z.enum(REJECT_REASONS).nullable(),
  report: z.object({ reason: z.enum(REPORT_REASONS), status: z.enum(REPORT_STATUSES), at: z.string() }).nullable(),
  /** Until when a report is accepted (ISO), while it is; null otherwise. */
  reportableUntil: z.string().nullable(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadUuidParamsSchema = z.object({ uuid: z.uuid('validation.uuidInvalid') });
export const leadListQuerySchema = z.object({
  status: z.enum(LEAD_STATUSES, 'validation.leadStatusInvalid').optional(),
  page: z.coerce
    .number('validation.pageInvalid')
    .int('validation.pageInvalid')
    .min(1, 'validation.pageInvalid')
    .max(100_000, 'validation.pageInvalid')
    .default(1),
});
export const leadListResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(leadSchema),
  next_page: z.number().int().nullable(),
  /** Leads per status (the inbox's tabs). */
  /** Leads per status, for the tabs: with the first page only (later pages spare the count). */
  counts: z.record(z.enum(LEAD_STATUSES), z.number().int()).optional(),
});
export const leadResponseSchema = z.object({ success: z.literal(true), request: leadSchema });
export const unlockResponseSchema = z.object({ success: z.literal(true), request: leadSchema, balance: z.number().int() });
export const insufficientCreditsSchema = z.object({
  success: z.literal(false),
  error: z.literal('insufficient-credits'),
  message: z.string().optional(),
  price: z.number().int(),
  balance: z.number().int(),
});
export const rejectBodySchema = z.strictObject({ reason: z.enum(REJECT_REASONS, 'validation.rejectReasonInvalid') });
export const reportBodySchema = z.strictObject({ reason: z.enum(REPORT_REASONS, 'validation.reportReasonInvalid') });

/** Couples' side: `POST /api/withdraw-request` (project host). */
export const withdrawRequestBodySchema = z.strictObject({ project: idSchema, prestataire: idSchema });
export const withdrawRequestResponseSchema = z.object({ success: z.literal(true), status: z.literal('withdrawn') });

/** The provider's notification settings (`GET`/`POST /api/account/notifications`). */
export const notificationSettingsSchema = z.strictObject({ smsOnNewLead: z.boolean('validation.booleanInvalid') });
export const notificationSettingsResponseSchema = z.object({
  success: z.literal(true),
  smsOnNewLead: z.boolean(),
  /** SMS go only to a verified phone. */
  phoneVerified: z.boolean(),
});
