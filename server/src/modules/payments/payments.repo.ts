import { and, eq, sql } from 'drizzle-orm';
import { type Executor, selectRows } from '../../db/client.ts';
import { invoices, paymentEvents, payments } from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** The session's payment, locked until the transaction ends (every change to a payment holds it). */
export async function lockPaymentBySession(tx: Executor, sessionId: string): Promise<PaymentRow | undefined> {
  const [payment] = await tx.select().from(payments).where(eq(payments.sessionId, sessionId)).for('update');
  return payment;
}

/** Records an event's id with the payment it applies to; false when it was recorded before (a replay). */
export async function recordPaymentEvent(
  tx: Executor,
  event: { id: string; type: string },
  paymentId: number | null,
  receivedAt: Date,
): Promise<boolean> {
  const recorded = await tx
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type, paymentId, receivedAt })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return recorded.length > 0;
}

export async function markPaymentPaid(tx: Executor, paymentId: number, paidAt: Date): Promise<void> {
  await tx.update(payments).set({ status: 'paid', paidAt }).where(eq(payments.id, paymentId));
}

export async function setPaymentStatus(tx: Executor, paymentId: number, status: PaymentRow['status']): Promise<void> {
  await tx.update(payments).set({ status }).where(eq(payments.id, paymentId));
}

/** The id the next payment will have, taken from its sequence before the checkout is opened. */
export async function nextPaymentId(executor: Executor): Promise<number | undefined> {
  const [next] = await selectRows<{ id: number }>(
    executor,
    sql`select nextval(pg_get_serial_sequence('payments', 'id'))::int as id`,
  );
  return next?.id;
}

export async function insertPayment(executor: Executor, payment: typeof payments.$inferInsert): Promise<void> {
  await executor.insert(payments).values(payment);
}

/** A payment by its session, through its owner when one is given, with its invoice's number. */
export async function paymentBySession(executor: Executor, sessionId: string, providerId?: number) {
  const [row] = await executor
    .select({ payment: payments, invoiceNumber: invoices.number })
    .from(payments)
    .leftJoin(invoices, eq(invoices.paymentId, payments.id))
    .where(and(eq(payments.sessionId, sessionId), providerId === undefined ? undefined : eq(payments.providerId, providerId)));
  return row;
}

/** The id of the payment opened for this session, if any. */
export async function paymentIdBySession(executor: Executor, sessionId: string): Promise<number | undefined> {
  const [known] = await executor.select({ id: payments.id }).from(payments).where(eq(payments.sessionId, sessionId));
  return known?.id;
}
