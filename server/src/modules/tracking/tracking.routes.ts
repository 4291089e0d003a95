import { isSafeOutsideUrl, type ProviderLinkType, providerLinkTypeSchema } from '@alliance/shared/provider-links';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { translator } from '../../i18n/index.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit-rules.ts';
import { LEGACY_PREFIX } from '../../www/directory-urls.ts';
import { renderDocument } from '../../www/render.tsx';
import { ErrorPage } from '../../www/views/ErrorPage.tsx';
import { type createDailyPurge, type createVisitorHasher, utcDay } from '../visitors/visitor-hash.ts';
import type { TrackingRepo } from './tracking.repo.ts';

/** Prefix of the tracking links (kept under the legacy `/annuaire/`, the spec's address; robots.txt disallows it). */
export const TRACKING_PREFIX = `${LEGACY_PREFIX}/track`;

/** The only href the directory gives to a provider's outside link: counted, then redirected. */
export function trackedLinkPath(slug: string, type: ProviderLinkType): string {
  return `${TRACKING_PREFIX}/${encodeURIComponent(slug)}/${type}`;
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  const t = translator(request.locale);
  const page = ErrorPage({ locale: request.locale, title: t('errors.notFound'), text: t('errors.notFoundText') });
  return reply.code(404).type('text/html; charset=utf-8').send(renderDocument(page));
}

/**
 * `GET /annuaire/track/:slug/:type` (www host): counts a click on a provider's outside link and
 * redirects to that link, the provider's own stored URL and nothing else (never an open redirect).
 */
export const trackingRoutes: FastifyPluginAsync<{
  repo: TrackingRepo;
  /** A visitor's daily pseudonym (its clicks count once a day). */
  visitorOf: ReturnType<typeof createVisitorHasher>;
  /** Forgets the pseudonyms of past days, at most once a day. */
  purge: ReturnType<typeof createDailyPurge>;
  clock?: () => Date;
}> = async (app, { repo, visitorOf, purge, clock }) => {
  const now = clock ?? (() => new Date());

  app.get<{ Params: { slug: string; type: string } }>(
    `${TRACKING_PREFIX}/:slug/:type`,
    { schema: { hide: true }, config: { rateLimit: RATE_LIMITS.tracking } },
    async (request, reply) => {
      const type = providerLinkTypeSchema.safeParse(request.params.type);
      if (!type.success) return notFound(request, reply);
      const link = await repo.link(request.params.slug, type.data);
      // Checked again here, not only when saved: a row written any other way never becomes a redirect elsewhere.
      if (!link || !isSafeOutsideUrl(link.url)) return notFound(request, reply);
      // Fastify answers HEAD with this handler too: link checkers and previews are not clicks.
      // A visitor's clicks count once a day: reloads and double clicks do not inflate the figure.
      if (request.method === 'GET') {
        const at = now();
        await purge(at);
        const day = utcDay(at);
        const visitor = visitorOf({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '', userId: undefined }, day);
        await repo.countClick(link.providerId, type.data, day, visitor);
      }
      // The parsed form: ASCII only (a Location header carries no other character), same address.
      return reply.header('cache-control', 'no-store').redirect(new URL(link.url).href, 302);
    },
  );
};
