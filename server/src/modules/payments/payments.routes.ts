import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';

/** The sandbox checkout pages and the Stripe webhook (app host). */
export const paymentsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (_app, _deps) => {};
