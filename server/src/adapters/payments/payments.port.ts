import type { Currency } from '@alliance/shared/credits';
import type { Locale } from '@alliance/shared/locale';

/** What a checkout sells: amounts in cents, already decided by the server (never read from a client). */
export interface CheckoutOrder {
  /** Our payment's id: the adapter hands it back with every event (Stripe: client_reference_id and metadata). */
  paymentId: number;
  /** The line the buyer reads ("25 credits"), in their language. */
  description: string;
  /** The VAT line's label ("VAT 20 %"); absent when no VAT is charged. */
  vatLabel?: string;
  currency: Currency;
  net: number;
  vat: number;
  total: number;
  customerEmail?: string | null;
  locale: Locale;
  /** Our app host's origin: the sandbox page lives there, Stripe sends the browser back there. */
  appOrigin: string;
  /** Where the buyer lands after paying; `{CHECKOUT_SESSION_ID}` is replaced by the session id. */
  successUrl: string;
  cancelUrl: string;
}

/** A premium subscription's checkout: each period's price, recurring at `interval`. */
export interface SubscriptionOrder extends Omit<CheckoutOrder, 'paymentId'> {
  /** Our subscription's id: handed back with every event of it (Stripe: the subscription's metadata). */
  subscriptionId: number;
  interval: 'month' | 'year';
}

export interface CheckoutSession {
  sessionId: string;
  checkoutUrl: string;
}

/**
 * A verified event of the payment provider, reduced to what our rules act on. `paid` and
 * `expired` name the checkout session they are about; anything else is acknowledged and ignored.
 */
export type PaymentEvent = CheckoutEvent | { id: string; type: string; effect: 'ignored' } | SubscriptionEvent;

/** A checkout of a credits pack paid or expired. */
export type CheckoutEvent = {
  id: string;
  type: string;
  effect: 'paid' | 'expired';
  sessionId: string;
  /** Our payment id as the provider echoes it back (client_reference_id, metadata). */
  paymentRefs: string[];
  amountTotal: number | null;
  currency: string | null;
};

const SUBSCRIPTION_EFFECTS = new Set(['period-paid', 'renewal-failed', 'updated', 'ended', 'checkout-expired']);
export const isSubscriptionEvent = (event: PaymentEvent): event is SubscriptionEvent => SUBSCRIPTION_EFFECTS.has(event.effect);

/**
 * A verified event about a premium subscription, reduced to what our rules act on. `subscriptionRef`
 * is our subscription id as the adapter echoes it (metadata); `at` is the adapter's time of the event
 * (an older event arriving after a newer one changes nothing).
 */
export type SubscriptionEvent = { id: string; type: string; subscriptionRef: string; at: Date } & (
  | {
      effect: 'period-paid';
      externalId: string;
      /** The adapter's invoice: a period is recorded once. */
      invoiceId: string;
      periodStart: Date;
      periodEnd: Date;
      amountTotal: number;
      currency: string;
    }
  | { effect: 'renewal-failed'; externalId: string }
  | { effect: 'updated'; externalId: string; cancelAtPeriodEnd: boolean; ended: boolean }
  | { effect: 'ended'; externalId: string }
  | { effect: 'checkout-expired'; sessionId: string }
);

export interface PaymentsPort {
  readonly kind: 'sandbox' | 'stripe';
  /** Opens a checkout session for the order: where to send the buyer. */
  createCheckout(order: CheckoutOrder): Promise<CheckoutSession>;
  /** Opens a checkout session that starts a subscription (its first period paid there). */
  createSubscriptionCheckout(order: SubscriptionOrder): Promise<CheckoutSession>;
  /**
   * Stripe only (the sandbox keeps its subscriptions in our database): asks the adapter to end the
   * subscription at the period's end, or not any more. Our state follows from its event.
   */
  setCancelAtPeriodEnd?(externalId: string, cancel: boolean): Promise<void>;
  /** Stripe only: the next periods are billed at `order`'s price and interval, from the current period's end. */
  switchPlanAtPeriodEnd?(
    externalId: string,
    order: Pick<SubscriptionOrder, 'currency' | 'net' | 'vat' | 'interval' | 'description' | 'vatLabel'>,
  ): Promise<void>;
  /**
   * Stripe only: the event of a webhook delivery, its signature checked against the raw body.
   * Throws when the signature is missing, forged or too old.
   */
  verifyWebhook?(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
