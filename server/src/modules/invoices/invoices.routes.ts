import { invoiceNumberParamsSchema, invoicesResponseSchema } from '@alliance/shared/credits';
import { errorBodySchema } from '@alliance/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { providerIdOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/errors.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { creditsOfInvoice, invoiceOf, invoicesOf } from './invoices.repo.ts';
import { summaryOf } from './invoices.service.ts';

const bearer = [{ bearer: [] }];
const tags = ['invoices'];

/** A provider's invoices and their PDFs (app host), through their owner only. */
export const invoicesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const signedIn = { preHandler: app.authenticateProvider };

  app.get(
    '/api/invoices/',
    { ...signedIn, schema: { tags, security: bearer, response: { 200: invoicesResponseSchema, 401: errorBodySchema } } },
    async (request) => ({ success: true as const, items: (await invoicesOf(db, await providerIdOf(request))).map(summaryOf) }),
  );

  app.get(
    '/api/invoices/:number.pdf',
    {
      ...signedIn,
      schema: {
        tags,
        security: bearer,
        description: 'The invoice as a PDF (application/pdf, downloaded as `<number>.pdf`).',
        params: invoiceNumberParamsSchema,
        response: {
          200: z.any().describe('application/pdf'),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const invoice = await invoiceOf(db, await providerIdOf(request), request.params.number);
      if (!invoice) throw notFound('invoices.notFound');
      const pdf = await renderInvoicePdf(invoice, await creditsOfInvoice(db, invoice));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${invoice.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
