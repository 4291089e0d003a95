import { z } from 'zod';

/**
 * Credits, payments and invoices (PROVIDERS.md "Credits, payments, invoices"). Money is integer
 * cents; credits are an append-only ledger whose balance is derived and never below 0.
 */

export const CURRENCIES = ['EUR', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * The packs on sale. Prices are before tax, in cents, per currency (GBP on the UK domain). The
 * server reads the price from here by pack id: a price sent by a client is never read.
 */
export const CREDIT_PACKS = [
  { id: 'pack-10', credits: 10, prices: { EUR: 3_900, GBP: 3_500 } },
  { id: 'pack-25', credits: 25, prices: { EUR: 8_900, GBP: 7_900 } },
  { id: 'pack-60', credits: 60, prices: { EUR: 18_900, GBP: 16_500 } },
] as const satisfies readonly { id: string; credits: number; prices: Record<Currency, number> }[];
export type CreditPackId = (typeof CREDIT_PACKS)[number]['id'];
export const CREDIT_PACK_IDS = CREDIT_PACKS.map((p) => p.id) as [CreditPackId, ...CreditPackId[]];

/** Credits given once, on a provider's first successful `onboarding/finish` (ledger kind `welcome`). */
export const WELCOME_CREDITS = 5;

export const LEDGER_KINDS = ['purchase', 'unlock', 'refund', 'welcome', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
/** Why a refund was given (refund rules 1 and 3); `duplicate` leads cost 0 and never need one. */
export const REFUND_REASONS = ['withdrawn', 'reported'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const CREDIT_LOGS_PAGE_SIZE = 20;

export const moneySchema = z.object({ amount: z.number().int(), currency: z.enum(CURRENCIES) });
export type Money = z.infer<typeof moneySchema>;

export const creditPackSchema = z.object({
  id: z.string(),
  credits: z.number().int(),
  /** Before tax. */
  price: moneySchema,
  /**
   * What this provider pays, VAT included, under the VAT of their company's situation (20 % for
   * a French company or an EU one without a VAT number, 0 with reverse charge or outside the EU).
   */
  total: moneySchema,
  /** Basis points: 2000 = 20 %. */
  vatRate: z.number().int(),
});
export type CreditPack = z.infer<typeof creditPackSchema>;
export const creditPacksResponseSchema = z.object({ success: z.literal(true), packs: z.array(creditPackSchema) });

/**
 * Where the provider goes back after a checkout: only the page of one of their own leads
 * (`/leads/<uuid>`), so the app never sends a browser anywhere else (the server also checks the
 * lead is theirs).
 */
export const RETURN_TO_PATTERN = /^\/leads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
export const leadReturnPath = (uuid: string) => `/leads/${uuid}`;
/** The lead's uuid in a return path, or null when it is not one. */
export function returnLeadOf(path: string | null | undefined): string | null {
  return RETURN_TO_PATTERN.exec(path ?? '')?.[1] ?? null;
}

export const buyCreditsBodySchema = z.strictObject({
  pack: z.enum(CREDIT_PACK_IDS, 'validation.packInvalid'),
  returnTo: z.string('validation.returnToInvalid').regex(RETURN_TO_PATTERN, 'validation.returnToInvalid').optional(),
});
export const buyCreditsResponseSchema = z.object({ success: z.literal(true), checkoutUrl: z.string() });

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  delta: z.number().int(),
  balanceAfter: z.number().int().min(0),
  kind: z.enum(LEDGER_KINDS),
  reason: z.string().optional(),
  requestUuid: z.string().optional(),
  invoiceNumber: z.string().optional(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export const creditLogsQuerySchema = z.object({
  page: z.coerce
    .number('validation.pageInvalid')
    .int('validation.pageInvalid')
    .min(1, 'validation.pageInvalid')
    .max(100_000, 'validation.pageInvalid')
    .default(1),
});
export const creditLogsResponseSchema = z.object({
  success: z.literal(true),
  balance: z.number().int().min(0),
  items: z.array(ledgerEntrySchema),
  next_page: z.number().int().nullable(),
});

export const PAYMENT_STATUSES = ['open', 'paid', 'expired', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** `GET /api/credit/payments/{session}`: what the success page shows (through its owner). */
export const paymentSessionParamsSchema = z.object({ session: z.string().min(8).max(255) });
export const paymentStatusResponseSchema = z.object({
  success: z.literal(true),
  payment: z.object({
    status: z.enum(PAYMENT_STATUSES),
    credits: z.number().int(),
    price: moneySchema,
    invoiceNumber: z.string().nullable(),
    /** The lead page to go back to (`/leads/<uuid>`), when the checkout started from one. */
    returnTo: z.string().nullable(),
  }),
  balance: z.number().int().min(0),
});

/** `ALL-2026-000001`: one gapless sequence per calendar year. */
export const INVOICE_NUMBER_PATTERN = /^ALL-\d{4}-\d{6}$/;
export const invoiceNumberParamsSchema = z.object({
  number: z.string().regex(INVOICE_NUMBER_PATTERN, 'validation.invoiceNumberInvalid'),
});
export const invoiceSummarySchema = z.object({
  number: z.string(),
  issuedAt: z.string(),
  description: z.string(),
  net: moneySchema,
  vat: moneySchema,
  total: moneySchema,
  /** Basis points: 2000 = 20 %. 0 with reverse charge or outside the EU. */
  vatRate: z.number().int(),
  reverseCharge: z.boolean(),
  /** Path of the PDF on the app host. */
  pdfUrl: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;
export const invoicesResponseSchema = z.object({ success: z.literal(true), items: z.array(invoiceSummarySchema) });
