import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';

/** A couple withdraws a request (project host). */
export const withdrawRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (_app, _deps) => {};
