import Stripe from 'stripe';
import type { PaymentEvent, PaymentsPort, SubscriptionEvent, SubscriptionOrder } from './payments.port.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (a local fake in tests); unset: api.stripe.com. */
  apiBase?: string | undefined;
}

// The checkout session events our rules act on; every other event is acknowledged and ignored.
const EFFECTS: Record<string, (session: Stripe.Checkout.Session) => 'paid' | 'expired' | 'ignored'> = {
  // A completed checkout may still await an asynchronous payment (a bank debit): only `paid` credits.
  'checkout.session.completed': (session) => (session.payment_status === 'paid' ? 'paid' : 'ignored'),
  'checkout.session.async_payment_succeeded': () => 'paid',
  'checkout.session.expired': () => 'expired',
};

function apiAddress(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * Stripe Checkout: one session per order with the amounts we computed (the pack before tax and
 * our VAT line), our payment id as client_reference_id and in the metadata. Credits change only
 * from the signed webhook (modules/payments), never from the browser coming back.
 */
export function createStripePayments(settings: StripeSettings): PaymentsPort {
  const stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 1, timeout: 20_000, ...apiAddress(settings.apiBase) });

  return {
    kind: 'stripe',
    async createCheckout(order) {
      const currency = order.currency.toLowerCase();
      const line = (name: string, amount: number) => ({
        quantity: 1,
        price_data: { currency, unit_amount: amount, product_data: { name } },
      });
      // The library's own retry (maxNetworkRetries) sends an idempotency key: a network fault opens no second session.
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [line(order.description, order.net), ...(order.vat > 0 ? [line(order.vatLabel ?? 'VAT', order.vat)] : [])],
        client_reference_id: String(order.paymentId),
        metadata: { paymentId: String(order.paymentId) },
        ...(order.customerEmail ? { customer_email: order.customerEmail } : {}),
        locale: order.locale,
        success_url: order.successUrl,
        cancel_url: order.cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe session ${session.id} has no url`);
      return { sessionId: session.id, checkoutUrl: session.url };
    },

    async createSubscriptionCheckout(order) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: recurringLines(order).map((price_data) => ({ quantity: 1, price_data })),
        client_reference_id: `sub-${order.subscriptionId}`,
        metadata: { subscriptionId: String(order.subscriptionId) },
        // Copied on the subscription and on each of its invoices: every later event names our subscription.
        subscription_data: { metadata: { subscriptionId: String(order.subscriptionId) } },
        ...(order.customerEmail ? { customer_email: order.customerEmail } : {}),
        locale: order.locale,
        success_url: order.successUrl,
        cancel_url: order.cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe session ${session.id} has no url`);
      return { sessionId: session.id, checkoutUrl: session.url };
    },

    async setCancelAtPeriodEnd(externalId, cancel) {
      await stripe.subscriptions.update(externalId, { cancel_at_period_end: cancel });
    },

    /**
     * The standard way to change a subscription at its period's end: a schedule whose current
     * phase ends with the period, then one phase at the new price and interval (released after it).
     */
    async switchPlanAtPeriodEnd(externalId, order) {
      const subscription = await stripe.subscriptions.retrieve(externalId);
      const scheduleId = typeof subscription.schedule === 'string' ? subscription.schedule : subscription.schedule?.id;
      const schedule = scheduleId
        ? await stripe.subscriptionSchedules.retrieve(scheduleId)
        : await stripe.subscriptionSchedules.create({ from_subscription: externalId });
      // The phase running now (a schedule from an earlier switch has the next one after it).
      const current =
        schedule.phases.find((phase) => phase.start_date === schedule.current_phase?.start_date) ?? schedule.phases[0];
      if (!current) throw new Error(`Stripe schedule ${schedule.id} has no phase`);
      const products = subscription.items.data.map((item) => productOf(item.price.product));
      await stripe.subscriptionSchedules.update(schedule.id, {
        end_behavior: 'release',
        phases: [
          {
            items: current.items.map((item) => ({ price: idOf(item.price), quantity: item.quantity ?? 1 })),
            start_date: current.start_date,
            end_date: current.end_date,
          },
          {
            items: recurringLines(order).map(({ product_data: _named, ...line }, i) => ({
              quantity: 1,
              price_data: { ...line, product: products[i] ?? products[0] ?? '' },
            })),
            duration: { interval: order.interval, interval_count: 1 },
          },
        ],
      });
    },

    verifyWebhook(rawBody, signature): PaymentEvent {
      if (!signature) throw new Error('missing Stripe-Signature');
      const event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      const subscriptionEvent = subscriptionEventOf(event);
      if (subscriptionEvent !== undefined) return subscriptionEvent ?? { id: event.id, type: event.type, effect: 'ignored' };
      const effectOf = EFFECTS[event.type];
      const session = event.data.object as Stripe.Checkout.Session;
      const effect = effectOf ? effectOf(session) : 'ignored';
      if (effect === 'ignored') return { id: event.id, type: event.type, effect };
      return {
        id: event.id,
        type: event.type,
        effect,
        sessionId: session.id,
        paymentRefs: [session.client_reference_id, session.metadata?.paymentId].filter((ref): ref is string => Boolean(ref)),
        amountTotal: session.amount_total ?? null,
        currency: session.currency ?? null,
      };
    },
  };
}

const idOf = (value: string | { id: string }) => (typeof value === 'string' ? value : value.id);
const productOf = (product: string | { id: string }) => idOf(product);

/** A subscription's recurring lines: the period's price before tax, and the VAT as a line of its own. */
function recurringLines(order: Pick<SubscriptionOrder, 'currency' | 'net' | 'vat' | 'interval' | 'description' | 'vatLabel'>) {
  const currency = order.currency.toLowerCase();
  const line = (name: string, amount: number) => ({
    currency,
    unit_amount: amount,
    recurring: { interval: order.interval },
    product_data: { name },
  });
  return [line(order.description, order.net), ...(order.vat > 0 ? [line(order.vatLabel ?? 'VAT', order.vat)] : [])];
}

/**
 * The subscription events our rules act on. undefined: not a subscription event (the checkout
 * rules above decide); null: a subscription event that is not ours (no subscription id in its
 * metadata) or that changes nothing, acknowledged and ignored.
 */
function subscriptionEventOf(event: Stripe.Event): SubscriptionEvent | null | undefined {
  const base = { id: event.id, type: event.type, at: new Date(event.created * 1000) };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      // A subscription starts from its first invoice.paid, whatever order the two events arrive in.
      return event.data.object.mode === 'subscription' ? null : undefined;
    case 'checkout.session.expired': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return undefined;
      const ref = session.metadata?.subscriptionId;
      return ref ? { ...base, effect: 'checkout-expired', subscriptionRef: ref, sessionId: session.id } : null;
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      const ref = details?.metadata?.subscriptionId;
      if (!details || !ref || !invoice.id) return null;
      const externalId = idOf(details.subscription);
      if (event.type === 'invoice.payment_failed') return { ...base, effect: 'renewal-failed', subscriptionRef: ref, externalId };
      const period = invoice.lines.data[0]?.period;
      if (!period) return null;
      return {
        ...base,
        effect: 'period-paid',
        subscriptionRef: ref,
        externalId,
        invoiceId: invoice.id,
        periodStart: new Date(period.start * 1000),
        periodEnd: new Date(period.end * 1000),
        amountTotal: invoice.amount_paid,
        currency: invoice.currency,
      };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const ref = subscription.metadata?.subscriptionId;
      if (!ref) return null;
      if (event.type === 'customer.subscription.deleted')
        return { ...base, effect: 'ended', subscriptionRef: ref, externalId: subscription.id };
      return {
        ...base,
        effect: 'updated',
        subscriptionRef: ref,
        externalId: subscription.id,
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        ended: subscription.status === 'canceled' || subscription.status === 'incomplete_expired',
      };
    }
    default:
      return undefined;
  }
}
