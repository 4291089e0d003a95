import { errorBodySchema } from '@alliance/shared/errors';
import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Area } from '../plugins/hosts.ts';

type Document = Parameters<SwaggerTransform>[0];

/** Whose bearer token a secured operation takes (plugins/auth.ts roles). */
type TokenKind = 'couple' | 'provider';

/**
 * Security scheme names per area. Each host's own sign-in keeps the name `bearer` (the couple's on
 * www and project, the provider's on app: what the API's clients and tests have always read);
 * the other kind is named for its holder.
 */
const SCHEME_NAMES: Record<Area, Record<TokenKind, string>> = {
  www: { couple: 'bearer', provider: 'providerBearer' },
  project: { couple: 'bearer', provider: 'providerBearer' },
  app: { couple: 'coupleBearer', provider: 'bearer' },
};
const HOME_KIND: Record<Area, TokenKind> = { www: 'couple', project: 'couple', app: 'provider' };

export function securitySchemes(area: Area) {
  const names = SCHEME_NAMES[area];
  const scheme = (description: string) => ({ type: 'http' as const, scheme: 'bearer', bearerFormat: 'JWT', description });
  return {
    [names.couple]: scheme(
      "A couple's access token (`token` of `POST /api/verify-phone` or `/api/register` on the project host, renewed by `/api/refresh-token`). A provider's token is refused (401).",
    ),
    [names.provider]: scheme(
      "A provider's access token (`token` of `POST /api/login` or `/api/register/confirm` on the app host, renewed by `/api/token/refresh`; the admin sends it as an HttpOnly cookie instead). A couple's token is refused (401).",
    ),
  };
}

/** Routes whose own documentation transform was set aside by the plugin (it runs inside ours). */
export const ownTransforms = new WeakMap<RouteOptions, SwaggerTransform>();

const hooksOf = (route: RouteOptions) =>
  [route.onRequest, route.preValidation, route.preHandler].flatMap((hook) => (hook ? [hook].flat() : [])) as unknown[];

/** The token a route's guard demands, read from its hooks (app.authenticate*, plugins/auth.ts). */
function guardOf(app: FastifyInstance, route: RouteOptions): { kind: TokenKind; registered: boolean } | undefined {
  const hooks = hooksOf(route);
  if (hooks.includes(app.authenticateProvider)) return { kind: 'provider', registered: true };
  if (hooks.includes(app.authenticateCouple)) return { kind: 'couple', registered: true };
  if (hooks.includes(app.authenticate)) return { kind: 'couple', registered: false };
  return undefined;
}

const STATUS_TEXT: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  301: 'Moved Permanently: the address has moved (Location)',
  302: 'Found: redirected (Location)',
  303: 'See Other (Location)',
  304: 'Not Modified',
  307: 'Temporary Redirect (Location)',
  400: 'Invalid request: the body, query or parameters break the schema or a rule; `fields` names the bad ones',
  401: 'No valid access token of the kind this operation takes',
  402: 'Payment required',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict with the current state',
  410: 'Gone',
  413: 'Body too large',
  414: 'A path parameter longer than 100 characters',
  415: 'Unsupported media type',
  422: 'Unprocessable',
  429: 'Too many requests from this address: retry after the Retry-After header’s seconds',
  502: 'The outside service failed',
  503: 'Unavailable',
};
const describe = (status: string) => STATUS_TEXT[status] ?? (status.startsWith('2') ? 'OK' : 'Error');

/** The error handler's answer (plugins/errors.ts): the shared error body, with `message` when `error` is a code. */
const answeredErrorSchema = errorBodySchema.extend({
  message: z.string().optional().describe('The translated text, when `error` is a machine-readable code'),
});

/** Fastify answers a too-long path parameter itself, before any hook or error handler runs. */
const paramTooLongSchema = z.object({
  error: z.string(),
  code: z.literal('FST_ERR_MAX_PARAM_LENGTH'),
  message: z.string(),
  statusCode: z.literal(414),
});

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const methodsOf = (route: RouteOptions) => [route.method].flat().map(String);

/**
 * The error answers every route of a kind gives, from the error handler (plugins/errors.ts) and
 * the framework: schema failures, guards, limits. A page (outside /api/) answers them in HTML
 * unless the client asks for JSON only.
 */
function globalErrors(app: FastifyInstance, route: RouteOptions, schema: FastifySchema): Record<string, unknown> {
  const api = route.url.startsWith('/api/');
  const error = (status: string, text = describe(status)) => ({
    description: text,
    content: {
      'application/json': { schema: answeredErrorSchema },
      ...(api ? {} : { 'text/html': { schema: z.string() } }),
    },
  });
  const statuses: Record<string, unknown> = {};
  const guard = guardOf(app, route);
  const hasParams = /[:*]/.test(route.url);
  const takesBody = methodsOf(route).some((method) => BODY_METHODS.has(method));
  // A NUL in an API address is refused with 400 (plugins/input-guard.ts), whatever the schema.
  if (api || schema.body || schema.querystring || schema.params || takesBody) statuses[400] = error('400');
  if (guard || schema.security) statuses[401] = error('401');
  if (guard?.registered) statuses[403] = error('403', 'Forbidden: a phone-only identity, the couple has not registered yet');
  if (hasParams) statuses[404] = error('404', 'Not found: no such resource, or not yours');
  if (takesBody) {
    statuses[413] = error('413', 'Body too large (64 KB for JSON)');
    statuses[415] = error('415', 'Unsupported media type (the Content-Type of the body)');
  }
  if (hasParams)
    statuses[414] = { description: describe('414'), content: { 'application/json': { schema: paramTooLongSchema } } };
  if (route.config && 'rateLimit' in route.config && route.config.rateLimit) statuses[429] = error('429');
  return statuses;
}

/** An upload route (`consumes: multipart/form-data`) without a documented body: its one file part. */
const uploadBody = {
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary', description: 'The file part, named `file`' } },
      },
    },
  },
};

/** A route without a success schema (a page, a file, a redirect) still says what it answers. */
function successWithoutSchema(url: string, response: Record<string, unknown>): Record<string, unknown> {
  if (Object.keys(response).some((status) => /^[23]/.test(status))) return {};
  const media = url.startsWith('/api/')
    ? { 'application/json': { schema: {} } }
    : { 'text/html': { schema: { type: 'string' } } };
  return { 200: { 'x-response-description': 'OK', content: media } };
}

/**
 * Each answer described by its status instead of @fastify/swagger's "Default Response"; outside
 * /api/ an error is an HTML page unless the client accepts JSON only (plugins/errors.ts).
 */
function describeResponses(url: string, response: Record<string, unknown>): Record<string, unknown> {
  const page = !url.startsWith('/api/');
  return Object.fromEntries(
    Object.entries(response).map(([status, schema]) => {
      if (!schema || typeof schema !== 'object') return [status, schema];
      let answer = schema as Record<string, unknown>;
      if (page && /^4/.test(status) && status !== '414' && !answer.content) {
        answer = { content: { 'application/json': { schema: answer }, 'text/html': { schema: { type: 'string' } } } };
      }
      if (answer.description || answer['x-response-description']) return [status, answer];
      return [status, { ...answer, 'x-response-description': describe(status) }];
    }),
  );
}

/**
 * OpenAPI 3.0.3 reads `nullable` as adding null to the type but not to an `enum`: zod's nullable
 * enums (`plan: null`) get null listed, as their answers send it.
 */
function nullInNullableEnums(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullInNullableEnums);
  if (!schema || typeof schema !== 'object') return schema;
  const out = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, nullInNullableEnums(value)]));
  if (out.nullable === true && Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  return out;
}

/**
 * The per-area documentation of one route (the @fastify/swagger `transform`): hidden on the
 * areas whose hosts it does not answer, else its zod schemas converted with the statuses it
 * really answers, their descriptions, its upload body and its token's security scheme.
 */
export function documentOperation(app: FastifyInstance, place: { area: Area; host: string }, document: Document) {
  const { route, url } = document;
  const host = route.constraints?.host;
  if (host instanceof RegExp && !host.test(place.host)) return { schema: { hide: true }, url };
  const schema: FastifySchema = document.schema ?? {};
  if (schema.hide) return { schema: { hide: true }, url };
  const response = { ...globalErrors(app, route, schema), ...(schema.response ?? {}) };
  const transform = ownTransforms.get(route) ?? jsonSchemaTransform;
  const converted = transform({ ...document, schema: { ...schema, response } });
  const out = converted.schema as FastifySchema & { response: Record<string, unknown> };
  const guard = guardOf(app, route);
  const kind = guard?.kind ?? (schema.security ? HOME_KIND[place.area] : undefined);
  const documented = {
    ...out,
    ...(kind ? { security: [{ [SCHEME_NAMES[place.area][kind]]: [] }] } : {}),
    ...(!out.body && schema.consumes?.includes('multipart/form-data') ? { body: uploadBody } : {}),
    response: describeResponses(url, { ...successWithoutSchema(url, out.response), ...out.response }),
  };
  return { url: converted.url, schema: nullInNullableEnums(documented) as FastifySchema };
}
