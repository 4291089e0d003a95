import { and, desc, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { type Executor, selectRows } from '../../db/client.ts';
import { invoices, payments, providerAccounts, providers } from '../../db/schema/index.ts';

export type Seller = Config['seller'];
/** The buyer as the company profile said when the invoice was issued. */
export interface Buyer {
  name: string;
  siret: string | null;
  vatNumber: string | null;
  street: string | null;
  zipCode: string;
  city: string;
  countryCode: string;
}
export type InvoiceRow = typeof invoices.$inferSelect & { seller: Seller; buyer: Buyer };

/**
 * The year's counter, created or incremented, inside the caller's transaction: its row stays
 * locked until the transaction ends. Answers the counter's new value.
 */
export async function incrementInvoiceCounter(tx: Executor, year: number): Promise<number | undefined> {
  const [row] = await selectRows<{ last: number }>(
    tx,
    sql`insert into invoice_counters (year, last) values (${year}, 1)
        on conflict (year) do update set last = invoice_counters.last + 1
        returning last`,
  );
  return row?.last;
}

/** The buyer as the company profile says now, and the account's language. */
export async function buyerOf(executor: Executor, providerId: number) {
  const [buyer] = await executor
    .select({
      name: providers.name,
      siret: providers.siret,
      vatNumber: providers.vatNumber,
      street: providers.street,
      zipCode: providers.cp,
      city: providers.city,
      countryCode: providers.countryCode,
      locale: providerAccounts.locale,
    })
    .from(providers)
    .leftJoin(providerAccounts, eq(providerAccounts.providerId, providers.id))
    .where(eq(providers.id, providerId));
  return buyer;
}

export async function insertInvoice(tx: Executor, invoice: typeof invoices.$inferInsert & { seller: Seller; buyer: Buyer }) {
  await tx.insert(invoices).values(invoice);
}

/** A provider's invoices, newest first, and one of them by number: read through their owner only. */
export const invoicesOf = async (executor: Executor, providerId: number) =>
  (await executor.select().from(invoices).where(eq(invoices.providerId, providerId)).orderBy(desc(invoices.id))) as InvoiceRow[];

export async function invoiceOf(executor: Executor, providerId: number, number: string): Promise<InvoiceRow | undefined> {
  const [row] = await executor
    .select()
    .from(invoices)
    .where(and(eq(invoices.providerId, providerId), eq(invoices.number, number)));
  return row as InvoiceRow | undefined;
}

/** The credits an invoice's payment bought (0 for premium): the line's quantity. */
export async function creditsOfInvoice(executor: Executor, invoice: InvoiceRow): Promise<number> {
  const [row] = await executor.select({ credits: payments.credits }).from(payments).where(eq(payments.id, invoice.paymentId));
  return row?.credits ?? 0;
}
