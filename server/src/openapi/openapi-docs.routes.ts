import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Area } from '../plugins/hosts.ts';

/**
 * `/api/docs` (Swagger UI) and `/api/docs/json` (and `/yaml`): the document of this area only
 * (openapi.plugin.ts). Register once per area, bound to that area's hosts.
 */
export async function openapiDocsRoutes(app: FastifyInstance, options: { area: Area }) {
  const document = () => app.openapiDocument(options.area);
  // The UI calls `swagger()` then the transform: both give this area's document (YAML too).
  app.decorate('swagger', document as unknown as FastifyInstance['swagger']);
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformSpecification: document,
    transformSpecificationClone: false,
  });
}
