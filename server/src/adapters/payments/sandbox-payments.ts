import { randomBytes } from 'node:crypto';
import type { PaymentsPort } from './payments.port.ts';

/** The sandbox's checkout page on the app host (modules/payments): the order, Pay and Cancel. */
export const SANDBOX_CHECKOUT_PATH = '/payment/sandbox';

function sandboxSession(appOrigin: string) {
  const sessionId = `sbx_${randomBytes(24).toString('base64url')}`;
  return { sessionId, checkoutUrl: `${appOrigin}${SANDBOX_CHECKOUT_PATH}/${sessionId}` };
}

/**
 * Local default, no network, no money: the checkout is our own page. Its session id is the
 * page's only key (whoever holds the address may pay or cancel), so it is 192 random bits.
 */
export function createSandboxPayments(): PaymentsPort {
  return {
    kind: 'sandbox',
    createCheckout: async (order) => sandboxSession(order.appOrigin),
    createSubscriptionCheckout: async (order) => sandboxSession(order.appOrigin),
  };
}
