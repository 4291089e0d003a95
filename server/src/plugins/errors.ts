import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translator } from '../i18n/index.ts';
import { renderDocument } from '../www/render.tsx';
import { ErrorPage } from '../www/views/ErrorPage.tsx';

/** Error body of every 4xx/5xx JSON answer (ARCHITECTURE.md: `{success:false, error, fields?}`). */
export interface ErrorBody {
  success: false;
  error: string;
  fields?: Record<string, string>;
  requestId?: string;
}

/**
 * A rule of a service broken by some fields of a valid-looking body (an unknown slug, a past
 * date): answered 400 like a schema failure. Values are i18n keys.
 */
export class FieldValidationError extends Error {
  constructor(readonly fields: Record<string, string>) {
    super(`invalid fields: ${Object.keys(fields).join(', ')}`);
    this.name = 'FieldValidationError';
  }
}

/**
 * A refusal a handler or a service decides (not found, forbidden, too many…): thrown, and
 * turned into the `{success:false, error, fields?}` answer, in the caller's language, by the
 * error handler below. Handlers never write error replies themselves.
 */
export class AppError extends Error {
  readonly expose = true;
  constructor(
    readonly status: number,
    /** i18n key of the message. */
    readonly key: string,
    readonly options: {
      /** Interpolation values of the message. */
      vars?: Record<string, unknown>;
      /** Fields this message is about: each gets the message. */
      fields?: string[];
      /**
       * A machine-readable code the client acts on (PROVIDERS.md: `token-invalid`…): it becomes
       * `error`, and the translated text `message`.
       */
      code?: string;
      /** Extra answer keys for clients that need more than a message (`error_slug`, `retryAfter`). */
      extra?: Record<string, unknown>;
      /** Seconds until trying again makes sense: the Retry-After header (and `retryAfter` when asked in `extra`). */
      retryAfter?: number;
    } = {},
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const notFound = (key: string) => new AppError(404, key);
export const unauthorized = (key = 'auth.unauthorized') => new AppError(401, key);

/** API paths answer JSON; pages answer HTML unless the client asks for JSON only. */
function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return request.url.startsWith('/api/') || (accept.includes('application/json') && !accept.includes('text/html'));
}

// Framework error codes whose message is shown to users: translated, never Fastify's English.
const KNOWN_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'errors.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'errors.invalidJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'errors.payloadTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'errors.unsupportedMediaType',
  FST_ERR_RATE_LIMIT: 'errors.tooManyRequests',
};

function validationFields(error: FastifyError, t: ReturnType<typeof translator>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const parent = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    // A strict object's unknown keys are named themselves, not their parent ('_' for the body).
    const unknownKeys = issue.keyword === 'unrecognized_keys' ? issue.params.keys : undefined;
    if (Array.isArray(unknownKeys) && unknownKeys.length > 0) {
      for (const key of unknownKeys) fields[parent ? `${parent}.${key}` : String(key)] ??= t('errors.invalidField');
      continue;
    }
    const path = parent || '_';
    // Schemas in shared/ use i18n keys as messages; anything else gets the generic text.
    const message = issue.message && t(issue.message, { defaultValue: '' });
    fields[path] ??= message || t('errors.invalidField');
  }
  return fields;
}

function sendError(request: FastifyRequest, reply: FastifyReply, status: number, body: ErrorBody & Record<string, unknown>) {
  reply.code(status);
  if (wantsJson(request)) return reply.send(body);
  const t = translator(request.locale);
  const title = status === 404 ? t('errors.notFound') : body.error;
  return reply
    .type('text/html; charset=utf-8')
    .send(renderDocument(ErrorPage({ locale: request.locale, title, text: body.error })));
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const t = translator(request.locale);
      if (error instanceof AppError) {
        const message = t(error.key, error.options.vars);
        const fields = error.options.fields && Object.fromEntries(error.options.fields.map((field) => [field, message]));
        if (error.options.retryAfter !== undefined) reply.header('retry-after', String(error.options.retryAfter));
        const { code, extra } = error.options;
        return sendError(request, reply, error.status, {
          success: false,
          ...(code ? { error: code, message } : { error: message }),
          ...(fields ? { fields } : {}),
          ...extra,
        });
      }
      const fields = hasZodFastifySchemaValidationErrors(error)
        ? validationFields(error, t)
        : error instanceof FieldValidationError
          ? Object.fromEntries(Object.entries(error.fields).map(([path, key]) => [path, t(key)]))
          : undefined;
      if (fields) {
        // One bad field with a specific message: that message is the error the client shows
        // ('Code invalide'); an unknown or oddly shaped field keeps the generic error.
        const [only, ...others] = Object.values(fields);
        const specific = only && others.length === 0 && only !== t('errors.invalidField') ? only : undefined;
        return sendError(request, reply, 400, { success: false, error: specific ?? t('errors.invalidRequest'), fields });
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        // Internals go to the log with the request id, never to the client.
        request.log.error({ err: error, reqId: request.id }, 'request failed');
        return sendError(request, reply, status, { success: false, error: t('errors.internal'), requestId: request.id });
      }
      const key = error.code ? KNOWN_CODES[error.code] : undefined;
      return sendError(request, reply, status, { success: false, error: key ? t(key) : error.message });
    });

    app.setNotFoundHandler((request, reply) => {
      const t = translator(request.locale);
      if (!request.site) {
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(
            renderDocument(
              ErrorPage({
                locale: request.locale,
                title: t('errors.unknownHost'),
                text: t('errors.unknownHostText'),
                homeLink: false,
              }),
            ),
          );
      }
      if (wantsJson(request))
        return reply.code(404).send({ success: false, error: t('errors.routeNotFound') } satisfies ErrorBody);
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(renderDocument(ErrorPage({ locale: request.locale, title: t('errors.notFound'), text: t('errors.notFoundText') })));
    });
  },
  { name: 'errors' },
);
