import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DomainConfig } from '../config.ts';
import { AREAS, type Area } from '../plugins/hosts.ts';
import { documentOperation, ownTransforms, securitySchemes } from './operations.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenAPI document of one host area: exactly the operations its hosts answer. */
    openapiDocument: (area: Area) => OpenApiDocument;
  }
}

/** The parts of a document its readers use (the test, the UI): @fastify/swagger's type, narrowed. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
}

const decoratorOf = (area: Area) => `openapi_${area}`;

/**
 * One OpenAPI document per host area (issue 22 §5). Each is an @fastify/swagger instance that
 * sees every route and keeps those whose host constraint (plugins/hosts.ts `bindToAreas`)
 * matches its area, so a path served on two hosts (the couple's and the provider's `/api/me`)
 * is documented once per host, each with its own version. Register before the routes.
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance, options: { domains: readonly DomainConfig[] }) => {
    // Any configured domain names the area's hosts: the areas are the same on every domain.
    const domain = options.domains[0]?.domain ?? 'localhost';
    for (const area of AREAS) {
      await app.register(swagger, {
        decorator: decoratorOf(area),
        openapi: {
          info: { title: `Alliance API: ${area}.${domain}`, version: '0.1.0' },
          components: { securitySchemes: securitySchemes(area) },
        },
        transform: (document) => documentOperation(app, { area, host: `${area}.${domain}` }, document),
      });
    }
    // A route's own documentation transform (the video upload's two bodies) would replace the
    // per-area one: it is kept aside and applied within it instead.
    app.addHook('onRoute', (route) => {
      const own = route.config?.swaggerTransform;
      if (typeof own !== 'function') return;
      ownTransforms.set(route, own);
      route.config = { ...route.config, swaggerTransform: undefined };
    });
    app.decorate('openapiDocument', (area: Area) => {
      const build = app.getDecorator<() => OpenApiDocument>(decoratorOf(area));
      return build();
    });
  },
  { name: 'openapi', dependencies: ['site'] },
);
