import type { FastifyPluginAsync } from 'fastify';
import { spaRoutes } from '../../plugins/spa.ts';

/**
 * The couples' app's own pages (widget/src/project-app/App.tsx routes the same paths): each gets
 * index.html with 200. Ids are digits, as the app expects.
 */
export const APP_PAGES = [
  '/',
  '/projects/new',
  '/projects/:id(^\\d+$)',
  '/search',
  '/providers/:id(^\\d+$)',
  '/favorites',
  '/account',
];

/** The couples' app on the project host (`npm run build:app` → `appDir`). */
export const projectAppRoutes: FastifyPluginAsync<{ appDir: string }> = async (app, { appDir }) => {
  await app.register(spaRoutes, { appDir, pages: APP_PAGES, name: "The couples' app", buildCommand: 'npm run build' });
};
