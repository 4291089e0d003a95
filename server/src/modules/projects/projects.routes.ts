import { errorBodySchema } from '@alliance/shared/errors';
import { getProjectsResponseSchema, saveProjectBodySchema, saveProjectResponseSchema } from '@alliance/shared/projects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '../../plugins/rate-limit-rules.ts';
import type { ProjectsService } from './projects.service.ts';

const bearer = [{ bearer: [] }];

/** `GET /api/get-projects` and `POST /api/save-project` (project host), for a logged-in couple. */
export const projectsRoutes: FastifyPluginAsyncZod<{ projects: ProjectsService }> = async (app, { projects }) => {
  app.get(
    '/api/get-projects',
    {
      schema: {
        tags: ['projects'],
        security: bearer,
        response: { 200: getProjectsResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
      preHandler: app.authenticateCouple,
    },
    async (request) => ({ success: true, projects: await projects.future(request.identity?.userId ?? 0, request.locale) }),
  );

  app.post(
    '/api/save-project',
    {
      schema: {
        tags: ['projects'],
        security: bearer,
        body: saveProjectBodySchema,
        response: {
          200: saveProjectResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
      preHandler: app.authenticateCouple,
      config: { rateLimit: RATE_LIMITS.projectSave },
    },
    // Another couple's project id: ProjectNotFoundError, answered 404 by the error handler.
    async (request) => ({
      success: true as const,
      project: await projects.save(request.identity?.userId ?? 0, request.body, request.locale),
    }),
  );
};
