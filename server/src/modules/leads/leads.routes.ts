import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';

/** The providers' leads inbox (app host). */
export const leadsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (_app, _deps) => {};
