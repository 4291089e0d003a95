import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';

/** The providers' portfolios (`/api/portfolios…` on every host, spec §7), provider token required. */
export const portfoliosRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (_app, _deps) => {};
