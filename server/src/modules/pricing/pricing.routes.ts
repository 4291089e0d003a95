import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';

/** The published price grid and packs (www host). */
export const pricingRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (_app, _deps) => {};
