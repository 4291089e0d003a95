import type { Config } from '../../config.ts';
import type { PaymentsPort } from './payments.port.ts';

export { isSubscriptionEvent } from './payments.port.ts';

import { createSandboxPayments } from './sandbox-payments.ts';
import { createStripePayments } from './stripe-payments.ts';

export type {
  CheckoutEvent,
  CheckoutOrder,
  CheckoutSession,
  PaymentEvent,
  PaymentsPort,
  SubscriptionEvent,
  SubscriptionOrder,
} from './payments.port.ts';
export { SANDBOX_CHECKOUT_PATH } from './sandbox-payments.ts';

/** The sandbox by default; Stripe Checkout with PAYMENTS=stripe and its keys. */
export function createPayments(config: Pick<Config, 'payments'>): PaymentsPort {
  return config.payments.mode === 'stripe' ? createStripePayments(config.payments) : createSandboxPayments();
}
