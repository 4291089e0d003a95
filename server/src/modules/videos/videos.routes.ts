import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';

/** The providers' videos (app host, spec §7 `videos/…`). */
export const videosRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (_app, _deps) => {};

/** Uploaded video files, served to visitors by id (www host). */
export const publicVideosRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (_app, _deps) => {};
