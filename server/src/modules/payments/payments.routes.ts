import { paymentSessionParamsSchema } from '@alliance/shared/credits';
import { errorBodySchema } from '@alliance/shared/errors';
import { PREMIUM_PATHS } from '@alliance/shared/premium';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSubscriptionEvent, type PaymentEvent, SANDBOX_CHECKOUT_PATH } from '../../adapters/payments/index.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/errors.ts';
import { renderDocument } from '../../www/render.tsx';
import type { Premium } from '../subscriptions/subscriptions.routes.ts';
import { CREDITS_SUCCESS_PATH, canceledPath, type PaymentsService } from './payments.service.ts';
import { SandboxCheckoutPage, type SandboxOrder } from './SandboxCheckoutPage.tsx';
import { authenticateFromCookie, ownerOnly, refuseCrossSite } from './sandbox-guard.ts';

const tags = ['payments'];
// Stripe's events are a few kilobytes; room for the largest without lifting the app's JSON limit elsewhere.
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

const successUrl = (session: string) => `${CREDITS_SUCCESS_PATH}?session_id=${encodeURIComponent(session)}`;
const premiumSuccessUrl = (session: string) => `${PREMIUM_PATHS.subscriptionSuccess}?session_id=${encodeURIComponent(session)}`;

/**
 * The sandbox checkout pages (PAYMENTS=sandbox) and the Stripe webhook (PAYMENTS=stripe), app
 * host. Credits change only here: from the sandbox's Pay or a verified webhook event, never from
 * the success page the browser lands on.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{ db: Database; payments: PaymentsService; premium: Premium }> = async (
  app,
  { db, payments, premium },
) => {
  const { port } = payments;

  if (port.kind === 'sandbox') {
    // The page's forms post no fields; their urlencoded body is accepted here, and ignored.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
      done(null, {}),
    );
    // The provider's token (header or the admin's cookie): documented as the bearer security.
    const page = { tags, params: paymentSessionParamsSchema, security: [{ bearer: [] }] };
    // The page and its forms are the checkout owner's only; the forms refuse cross-site posts.
    const owner = ownerOnly(
      async (session, providerId) =>
        (await payments.bySession(db, session, providerId)) !== undefined ||
        (await premium.events.byCheckout(session, providerId)) !== undefined,
    );
    const signedIn = authenticateFromCookie(app);
    const ownerPage = { schema: page, preHandler: [signedIn, owner] };
    const ownerForm = { schema: page, preHandler: [refuseCrossSite, signedIn, owner] };

    app.get(`${SANDBOX_CHECKOUT_PATH}/:session`, ownerPage, async (request, reply) => {
      const { session } = request.params;
      const found = await payments.bySession(db, session);
      // A premium checkout: the same page, for the subscription's first period.
      const subscription = found ? undefined : await premium.events.byCheckout(session);
      const order: SandboxOrder | undefined = found
        ? { kind: 'credits', payment: found.payment }
        : subscription && { kind: 'premium', subscription };
      if (!order) throw notFound('payments.sessionNotFound');
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return renderDocument(
        SandboxCheckoutPage({
          locale: request.locale,
          order,
          actionBase: `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(session)}`,
          successUrl: found ? successUrl(session) : premiumSuccessUrl(session),
          wwwOrigin: request.site?.origin('www') ?? '',
        }),
      );
    });

    app.post(`${SANDBOX_CHECKOUT_PATH}/:session/pay`, ownerForm, async (request, reply) => {
      const { session } = request.params;
      const outcome = await payments.paySandbox(session);
      if (outcome !== 'unknown-session') {
        if (outcome === 'closed') throw new AppError(409, 'payments.sandbox.closed');
        return reply.redirect(successUrl(session), 303);
      }
      const subscription = await premium.events.byCheckout(session);
      if (!subscription || !premium.sandbox) throw notFound('payments.sessionNotFound');
      if ((await premium.sandbox.payCheckout(subscription)) === 'closed') throw new AppError(409, 'payments.sandbox.closed');
      return reply.redirect(premiumSuccessUrl(session), 303);
    });

    app.post(`${SANDBOX_CHECKOUT_PATH}/:session/cancel`, ownerForm, async (request, reply) => {
      const { session } = request.params;
      const outcome = await payments.cancelSandbox(session);
      if (outcome !== 'unknown-session') {
        const found = await payments.bySession(db, session);
        return reply.redirect(canceledPath(found?.payment.returnLead), 303);
      }
      const subscription = await premium.events.byCheckout(session);
      if (!subscription || !premium.sandbox) throw notFound('payments.sessionNotFound');
      await premium.sandbox.cancelCheckout(subscription);
      return reply.redirect(PREMIUM_PATHS.subscriptionCancel, 303);
    });
  }

  const { verifyWebhook } = port;
  if (verifyWebhook) {
    await app.register(async (webhook) => {
      // The signature is over the exact bytes Stripe sent: this route keeps the body raw.
      webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      webhook.post(
        '/api/payments/stripe/webhook',
        {
          bodyLimit: WEBHOOK_BODY_LIMIT,
          schema: {
            tags,
            headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
            response: { 200: z.object({ received: z.literal(true) }), 400: errorBodySchema },
          },
        },
        async (request) => {
          let event: PaymentEvent;
          try {
            const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
            const signature = request.headers['stripe-signature'];
            event = verifyWebhook(raw, typeof signature === 'string' ? signature : undefined);
          } catch {
            throw new AppError(400, 'payments.webhookSignatureInvalid', { code: 'signature-invalid' });
          }
          const outcome = isSubscriptionEvent(event) ? await premium.events.applyEvent(event) : await payments.applyEvent(event);
          request.log.info({ eventId: event.id, type: event.type, outcome }, 'payment event');
          return { received: true as const };
        },
      );
    });
  }
};
