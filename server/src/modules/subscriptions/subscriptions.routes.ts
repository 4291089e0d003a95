import { errorBodySchema } from '@alliance/shared/errors';
import {
  premiumReturnResponseSchema,
  sandboxControlBodySchema,
  subscribePremiumBodySchema,
  subscribePremiumResponseSchema,
  subscriptionResponseSchema,
  updatePremiumBodySchema,
} from '@alliance/shared/premium';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { providerIdOf } from '../../plugins/auth.ts';
import { AppError, notFound } from '../../plugins/errors.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit-rules.ts';
import { currencyOf } from '../credits/credits.routes.ts';
import type { ProviderAccountsService } from '../provider-accounts/provider-accounts.service.ts';
import type { SandboxBilling } from './sandbox-billing.ts';
import type { SubscriptionEvents } from './subscription-events.ts';
import type { Subscriber, SubscriptionsService } from './subscriptions.service.ts';

const tags = ['premium'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema, 502: errorBodySchema };

/** Premium on the app's one payments adapter (built in services.ts); the sandbox's only with PAYMENTS=sandbox. */
export interface Premium {
  events: SubscriptionEvents;
  service: SubscriptionsService;
  sandbox?: SandboxBilling;
}

/** Premium (app host, PROVIDERS.md "Premium and statistics"): the subscription's state and changes. */
export const subscriptionsRoutes: FastifyPluginAsyncZod<{ premium: Premium; providerAccounts: ProviderAccountsService }> = async (
  app,
  { premium, providerAccounts },
) => {
  const { service, sandbox } = premium;
  const signedIn = { preHandler: app.authenticateProvider };

  async function subscriber(request: FastifyRequest): Promise<Subscriber> {
    const { account, provider } = await providerAccounts.me(request.provider?.accountId ?? 0);
    return {
      providerId: provider.id,
      email: account.email,
      accountLocale: account.locale,
      buyer: { countryCode: provider.countryCode, vatNumber: provider.vatNumber },
      currency: currencyOf(request.site),
      appOrigin: request.site?.origin('app') ?? '',
    };
  }

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/subscription',
    { ...signedIn, schema: { tags, security, response: { 200: subscriptionResponseSchema, ...errors } } },
    async (request) => {
      const who = await subscriber(request);
      return service.state(who.providerId, who.currency);
    },
  );

  app.post(
    '/api/subscription/subscribe-premium',
    {
      ...signedIn,
      config: { rateLimit: RATE_LIMITS.creditBuy },
      schema: {
        tags,
        security,
        summary:
          'Opens the checkout of a monthly or yearly premium subscription (an open one is answered again; 409 when premium already runs)',
        body: subscribePremiumBodySchema,
        response: { 200: subscribePremiumResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      checkoutUrl: await service.subscribe(await subscriber(request), request.body.plan),
    }),
  );

  app.post(
    '/api/subscription/update-premium',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          'Cancels at the period end, resumes before it, or switches plan from the next renewal (the spec’s GET is a POST)',
        body: updatePremiumBodySchema,
        response: { 200: subscriptionResponseSchema, ...errors },
      },
    },
    async (request) => service.update(await subscriber(request), request.body),
  );

  app.get(
    '/api/subscription/return',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Views, requests and unlocks since premium started, against as many days before',
        response: { 200: premiumReturnResponseSchema, ...errors },
      },
    },
    async (request) => service.premiumReturn((await subscriber(request)).providerId),
  );

  if (sandbox) {
    // The sandbox's controls (PAYMENTS=sandbox only): this provider's own clock (as a Stripe test
    // clock, but one per provider: nobody moves another's), and refused renewals for its subscription.
    app.post(
      '/api/subscription/sandbox',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary:
            'Sandbox only: moves this provider’s sandbox clock forward (1–366 days a call, 10 years in all: renewals, ends) or makes its renewals fail',
          body: sandboxControlBodySchema,
          response: { 200: z.object({ success: z.literal(true), sandboxNow: z.string() }), ...errors, 404: errorBodySchema },
        },
      },
      async (request) => {
        const body = request.body;
        const providerId = providerIdOf(request);
        if (body.action === 'fail-renewals') {
          if (!(await sandbox.failRenewals(providerId, body.fail))) throw notFound('premium.notSubscribed');
          return { success: true as const, sandboxNow: (await sandbox.sandboxNow(providerId)).toISOString() };
        }
        const moved = await sandbox.advance(providerId, body.days * 86_400);
        if (moved === 'limit') throw new AppError(400, 'premium.sandboxClockLimit', { fields: ['days'] });
        return { success: true as const, sandboxNow: moved.now.toISOString() };
      },
    );
  }
};
