import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';

/** The venues a provider works with (app host, spec §7 `venues…`). */
export const venuesRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (_app, _deps) => {};
