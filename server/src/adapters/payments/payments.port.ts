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

export interface CheckoutSession {
  sessionId: string;
  checkoutUrl: string;
}

/**
 * A verified event of the payment provider, reduced to what our rules act on. `paid` and
 * `expired` name the checkout session they are about; anything else is acknowledged and ignored.
 */
export type PaymentEvent =
  | {
      id: string;
      type: string;
      effect: 'paid' | 'expired';
      sessionId: string;
      /** Our payment id as the provider echoes it back (client_reference_id, metadata). */
      paymentRefs: string[];
      amountTotal: number | null;
      currency: string | null;
    }
  | { id: string; type: string; effect: 'ignored' };

export interface PaymentsPort {
  readonly kind: 'sandbox' | 'stripe';
  /** Opens a checkout session for the order: where to send the buyer. */
  createCheckout(order: CheckoutOrder): Promise<CheckoutSession>;
  /**
   * Stripe only: the event of a webhook delivery, its signature checked against the raw body.
   * Throws when the signature is missing, forged or too old.
   */
  verifyWebhook?(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
