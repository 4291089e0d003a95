import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { translator } from '../i18n/index.ts';
import { FieldValidationError } from './errors.ts';

/**
 * NUL characters never reach PostgreSQL (a text value cannot hold one: it answered 500). Refused
 * once for every route: in the address (path or query) a page answers 404 and an API 400; in a
 * JSON body (values or keys) the API answers 400 naming the field. Nothing is written.
 */
const hasNulInUrl = (url: string) => url.includes('\u0000') || url.toLowerCase().includes('%00');

/** JSON answers: the API and the www JSON endpoints (locality search). */
const isApiPath = (url: string) => url.startsWith('/api/') || url.startsWith('/search/');

/** The dotted path of the first string or key holding a NUL, else undefined. */
export function findNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, path ? `${path}.${index}` : String(index));
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const here = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return path || '_';
      const found = findNul(item, here);
      if (found) return found;
    }
  }
  return undefined;
}

export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request: FastifyRequest, reply) => {
      if (!hasNulInUrl(request.url)) return;
      if (isApiPath(request.url)) {
        const t = translator(request.locale);
        return reply.code(400).send({ success: false, error: t('errors.invalidRequest') });
      }
      return reply.callNotFound();
    });
    app.addHook('preValidation', async (request) => {
      const field = findNul(request.body);
      if (field) throw new FieldValidationError({ [field]: 'validation.characterInvalid' });
    });
  },
  { name: 'input-guard', dependencies: ['errors'] },
);
