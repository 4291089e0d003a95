import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';

/** Invoices and their PDFs (app host). */
export const invoicesRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (_app, _deps) => {};
