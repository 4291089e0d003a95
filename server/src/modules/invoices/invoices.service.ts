import type { Currency, InvoiceSummary } from '@alliance/shared/credits';
import { type Locale, toLocale } from '@alliance/shared/locale';
import type { Executor } from '../../db/client.ts';
import { translator } from '../../i18n/index.ts';
import type { PaymentRow } from '../payments/payments.repo.ts';
import { type Buyer, buyerOf, type InvoiceRow, incrementInvoiceCounter, insertInvoice, type Seller } from './invoices.repo.ts';

// The seller is French: an invoice's year (and its number's) is the one in Paris when it is issued.
const PARIS_YEAR = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Paris', year: 'numeric' });
export const invoiceYear = (at: Date) => Number(PARIS_YEAR.format(at));

/**
 * The next number of the year's sequence, inside the caller's transaction: the year's counter row
 * is created or incremented and stays locked until the transaction ends, so concurrent payments
 * queue and get consecutive numbers, and a rolled-back payment gives its number back.
 */
export async function nextInvoiceNumber(tx: Executor, year: number): Promise<string> {
  const last = await incrementInvoiceCounter(tx, year);
  if (last === undefined) throw new Error('invoice counter returned no row');
  return `ALL-${year}-${String(last).padStart(6, '0')}`;
}

/**
 * Issues the invoice of a payment being marked paid, in its transaction: the amounts are the
 * payment's (what was charged), the buyer is the company profile now, in the account's language.
 */
export async function issueInvoice(tx: Executor, payment: PaymentRow, issuedAt: Date, seller: Seller): Promise<string> {
  const buyer = await buyerOf(tx, payment.providerId);
  if (!buyer) throw new Error(`no provider ${payment.providerId} for payment ${payment.id}`);
  const { locale: accountLocale, ...frozenBuyer } = buyer;
  const locale: Locale = toLocale(accountLocale) ?? 'fr';
  const number = await nextInvoiceNumber(tx, invoiceYear(issuedAt));
  await insertInvoice(tx, {
    number,
    providerId: payment.providerId,
    paymentId: payment.id,
    issuedAt,
    locale,
    seller,
    buyer: frozenBuyer satisfies Buyer,
    description: describe(payment, locale),
    currency: payment.currency,
    net: payment.amount,
    vatRate: payment.vatRate,
    vat: payment.vat,
    total: payment.total,
    vatScheme: payment.vatScheme,
    vatCheck: payment.vatCheck,
    paymentMethod: payment.adapter,
  });
  return number;
}

/** The invoice's line: the credits of a pack, or premium's plan and the period it pays for. */
function describe(payment: PaymentRow, locale: Locale): string {
  const t = translator(locale);
  if (payment.purpose !== 'premium' || !payment.periodStart || !payment.periodEnd)
    return t('invoices.line', { count: payment.credits });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Paris' });
  return t('premium.invoiceLine', {
    plan: t(`premium.line.${payment.packId === 'yearly' ? 'yearly' : 'monthly'}`),
    from: day.format(payment.periodStart),
    to: day.format(payment.periodEnd),
  });
}

export const invoicePdfPath = (number: string) => `/api/invoices/${number}.pdf`;

export function summaryOf(row: InvoiceRow): InvoiceSummary {
  const currency = row.currency as Currency;
  return {
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    description: row.description,
    net: { amount: row.net, currency },
    vat: { amount: row.vat, currency },
    total: { amount: row.total, currency },
    vatRate: row.vatRate,
    reverseCharge: row.vatScheme === 'reverse-charge',
    pdfUrl: invoicePdfPath(row.number),
  };
}
