import Stripe from 'stripe';
import type { PaymentEvent, PaymentsPort } from './payments.port.ts';

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

    verifyWebhook(rawBody, signature): PaymentEvent {
      if (!signature) throw new Error('missing Stripe-Signature');
      const event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
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
