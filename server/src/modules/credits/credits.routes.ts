import {
  buyCreditsBodySchema,
  buyCreditsResponseSchema,
  CREDIT_PACKS,
  type Currency,
  creditLogsQuerySchema,
  creditLogsResponseSchema,
  creditPacksResponseSchema,
  type PaymentStatus,
  paymentSessionParamsSchema,
  paymentStatusResponseSchema,
  returnLeadOf,
} from '@alliance/shared/credits';
import { errorBodySchema } from '@alliance/shared/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/errors.ts';
import type { Site } from '../../plugins/hosts.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit-rules.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { amountsOf, decideVat } from '../payments/vat.ts';
import type { ProviderAccountsService } from '../provider-accounts/provider-accounts.service.ts';
import { balanceOf, creditLogsPage, ownLeadId } from './credits.repo.ts';

const bearer = [{ bearer: [] }];
const tags = ['credits'];

/** Pounds on the UK domain, euros on the others. */
export const currencyOf = (site: Site | undefined): Currency => (site?.country === 'GB' ? 'GBP' : 'EUR');

/** Credit packs, buying one, the ledger and a checkout's status (app host, PROVIDERS.md). */
export const creditsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  payments: PaymentsService;
  providerAccounts: ProviderAccountsService;
}> = async (app, { db, payments, providerAccounts }) => {
  const signedIn = { preHandler: app.authenticateProvider };
  const me = (request: FastifyRequest) => providerAccounts.me(request.provider?.accountId ?? 0);

  app.get(
    '/api/credit/packs',
    { ...signedIn, schema: { tags, security: bearer, response: { 200: creditPacksResponseSchema, 401: errorBodySchema } } },
    async (request) => {
      const currency = currencyOf(request.site);
      const { provider } = await me(request);
      // The same VAT decision as the checkout's, so the price shown incl. VAT is the price charged.
      const vat = decideVat({ countryCode: provider.countryCode, vatNumber: provider.vatNumber });
      return {
        success: true as const,
        packs: CREDIT_PACKS.map((pack) => ({
          id: pack.id,
          credits: pack.credits,
          price: { amount: pack.prices[currency], currency },
          total: { amount: amountsOf(pack.prices[currency], vat).total, currency },
          vatRate: vat.rate,
        })),
      };
    },
  );

  app.post(
    '/api/credit/buy',
    {
      ...signedIn,
      config: { rateLimit: RATE_LIMITS.creditBuy },
      schema: {
        tags,
        security: bearer,
        // Strict: a price or a credits count sent along is refused, never read.
        body: buyCreditsBodySchema,
        response: { 200: buyCreditsResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const { account, provider } = await me(request);
      // The return path already has the shape of a lead page (schema); the lead must also be this
      // provider's, so a checkout never leads anyone to a page that is not theirs.
      const returnLead = returnLeadOf(request.body.returnTo);
      if (request.body.returnTo !== undefined) {
        const own = returnLead ? await ownLeadId(db, provider.id, returnLead) : undefined;
        if (own === undefined) throw new AppError(400, 'validation.returnToInvalid', { fields: ['returnTo'] });
      }
      const checkoutUrl = await payments.startCheckout({
        returnLead,
        providerId: provider.id,
        email: account.email,
        accountLocale: account.locale,
        buyer: { countryCode: provider.countryCode, vatNumber: provider.vatNumber },
        packId: request.body.pack,
        currency: currencyOf(request.site),
        appOrigin: request.site?.origin('app') ?? '',
      });
      return { success: true as const, checkoutUrl };
    },
  );

  app.get(
    '/api/credit/logs',
    {
      ...signedIn,
      schema: {
        tags,
        security: bearer,
        querystring: creditLogsQuerySchema,
        response: { 200: creditLogsResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const { provider } = await me(request);
      const [balance, page] = [await balanceOf(db, provider.id), await creditLogsPage(db, provider.id, request.query.page)];
      return { success: true as const, balance, items: page.items, next_page: page.nextPage };
    },
  );

  app.get(
    '/api/credit/payments/:session',
    {
      ...signedIn,
      schema: {
        tags,
        security: bearer,
        params: paymentSessionParamsSchema,
        response: { 200: paymentStatusResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { provider } = await me(request);
      const found = await payments.bySession(db, request.params.session, provider.id);
      if (!found) throw notFound('payments.sessionNotFound');
      const { payment, invoiceNumber } = found;
      return {
        success: true as const,
        payment: {
          status: payment.status as PaymentStatus,
          credits: payment.credits,
          price: { amount: payment.amount, currency: payment.currency as Currency },
          invoiceNumber,
          returnTo: payment.returnLead ? `/leads/${payment.returnLead}` : null,
        },
        balance: await balanceOf(db, provider.id),
      };
    },
  );
};
