import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageViews } from './page-views.ts';

/**
 * An onSend hook for the app host: a call a provider made with their token (the admin SPA
 * calls GET /api/me on every start) records their browser of the day, so their own visits to
 * their public pages are not counted (page-views.ts). Before the answer leaves, so that a page
 * opened from the app right after is known as theirs; one write per browser and day (page-views.ts
 * remembers), a set lookup on every other call.
 */
export function ownerVisitsHook(pageViews: PageViews) {
  return async <T>(request: FastifyRequest, reply: FastifyReply, payload: T): Promise<T> => {
    const provider = request.provider;
    if (!provider || reply.statusCode >= 400) return payload;
    try {
      await pageViews.owner(provider.providerId, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });
    } catch (error) {
      request.log.warn({ err: error }, 'owner visit not recorded');
    }
    return payload;
  };
}
