import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';

/** Credit packs, buying, the ledger (app host). */
export const creditsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (_app, _deps) => {};
