import { errorBodySchema } from '@alliance/shared/errors';
import { type OwnSite, ownSiteBodySchema, ownSiteResponseSchema } from '@alliance/shared/own-site';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { providerIdOf } from '../../plugins/auth.ts';
import { areaOrigin } from '../../www/origins.ts';
import type { CompanyService } from '../company/company.service.ts';
import { WIDGET_SCRIPT_PATH } from '../widget/widget.routes.ts';
import type { createOwnSiteRepo } from './own-site.repo.ts';

const tags = ['company profile'];
const security = [{ bearer: [] }];

// The snippet is pasted into someone else's HTML: each value escaped for its quotes (the JSON of
// the event types stays readable in single quotes, a name's apostrophe becomes &#39;).
const inDoubleQuotes = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const inSingleQuotes = (value: string) => value.replace(/&/g, '&amp;').replace(/'/g, '&#39;');

/** The element the provider pastes, with the reserved height that keeps its page still (README). */
export function widgetSnippet(site: Omit<OwnSite, 'success' | 'snippet' | 'website'>): string {
  const eventTypes = JSON.stringify(site.eventTypes.map(({ slug, name }) => ({ slug, name })));
  return [
    `<quote-request provider-id="${site.providerId}"`,
    `  event-types='${inSingleQuotes(eventTypes)}'`,
    `  base-url="${inDoubleQuotes(site.baseUrl)}"`,
    '  style="display:block;min-height:440px"></quote-request>',
    `<script src="${inDoubleQuotes(site.scriptUrl)}" defer></script>`,
  ].join('\n');
}

/**
 * "Mon site" (issue 21, dead end 3): the widget's code for the provider's own pages and the
 * website whose requests cost 0 credit (app host). The origins come from configuration, for the
 * domain the provider signed in on.
 */
export const ownSiteRoutes: FastifyPluginAsyncZod<{
  db: Database;
  repo: ReturnType<typeof createOwnSiteRepo>;
  company: CompanyService;
}> = async (app, { db, repo, company }) => {
  async function read(request: FastifyRequest): Promise<OwnSite> {
    const providerId = providerIdOf(request);
    const [eventTypes, website] = await Promise.all([
      repo.eventTypes(db, providerId, request.locale),
      repo.website(db, providerId),
    ]);
    const parts = {
      providerId,
      eventTypes,
      baseUrl: `${areaOrigin(request, 'project')}/`,
      scriptUrl: `${areaOrigin(request, 'www')}${WIDGET_SCRIPT_PATH}`,
    };
    return { success: true, ...parts, snippet: widgetSnippet(parts), website };
  }

  app.get(
    '/api/own-site',
    {
      preHandler: app.authenticateProvider,
      schema: {
        tags,
        security,
        summary: "The widget's code for the provider's own site, and the website that counts as its own site",
        response: { 200: ownSiteResponseSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return read(request);
    },
  );

  app.post(
    '/api/own-site',
    {
      preHandler: app.authenticateProvider,
      schema: {
        tags,
        security,
        summary: 'Saves the website that counts as the provider own site (never one of our hosts: 400); empty removes it',
        body: ownSiteBodySchema,
        response: { 200: ownSiteResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      await company.saveWebsite(providerIdOf(request), request.body.website);
      reply.header('cache-control', 'private, no-store');
      return read(request);
    },
  );
};
