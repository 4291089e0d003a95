import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import { renderDocument } from '../../www/render.tsx';
import { HomePage } from './HomePage.tsx';
import { createHomeRepo } from './home.repo.ts';

/** `GET /` of each area: what the area is, in the visitor's language. */
export const homeRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const repo = createHomeRepo(db);
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    const size = await repo.directorySize();
    const area = request.site?.area ?? 'www';
    return reply.type('text/html; charset=utf-8').send(renderDocument(HomePage({ locale: request.locale, area, ...size })));
  });
};
