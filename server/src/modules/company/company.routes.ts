import { successResponseSchema } from '@alliance/shared/answers';
import {
  type CompanyProfile,
  companyAddressSchema,
  companyDetailsSchema,
  companyNameSchema,
  companyProfileResponseSchema,
  companyServicesSchema,
  companySiretSchema,
  portraitExperiencesSchema,
  profileUrlResponseSchema,
  siretLookupQuerySchema,
  siretLookupResponseSchema,
  socialNetworksSchema,
} from '@alliance/shared/company';
import { errorBodySchema } from '@alliance/shared/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { notFound } from '../../plugins/errors.ts';
import type { ProviderAccountsService } from '../provider-accounts/provider-accounts.service.ts';
import { providerProfilePath } from '../providers/provider-cards.ts';
import type { CompanyService } from './company.service.ts';

const bearer = [{ bearer: [] }];
const tags = ['company profile'];
const answers = { 200: companyProfileResponseSchema, 400: errorBodySchema, 401: errorBodySchema };

/**
 * The company profile of the signed-in provider (app host, PROVIDERS.md "Company profile"):
 * each part read with GET and saved with POST; both answer the whole profile as now stored.
 */
export const companyRoutes: FastifyPluginAsyncZod<{
  company: CompanyService;
  accounts: ProviderAccountsService;
  productWord: string;
}> = async (app, { company, accounts, productWord }) => {
  /** The provider the signed-in account owns. */
  const providerOf = async (request: FastifyRequest) => {
    const { account } = await accounts.me(request.provider?.accountId ?? 0);
    return account;
  };
  const signedIn = { preHandler: app.authenticateProvider };

  /** GET and POST of one part of the profile. */
  function part<Body extends z.ZodType>(
    path: string,
    body: Body,
    saveWith: (providerId: number, value: z.infer<Body>) => Promise<CompanyProfile>,
  ) {
    app.get(path, { ...signedIn, schema: { tags, security: bearer, response: answers } }, async (request) => ({
      success: true as const,
      profile: await company.profile((await providerOf(request)).providerId),
    }));
    app.post(path, { ...signedIn, schema: { tags, security: bearer, body, response: answers } }, async (request) => {
      const providerId = (await providerOf(request)).providerId;
      return { success: true as const, profile: await saveWith(providerId, request.body as z.infer<Body>) };
    });
  }

  part('/api/company/name', companyNameSchema, (id, body) => company.saveName(id, body.name));
  part('/api/company/siret', companySiretSchema, (id, body) => company.saveSiret(id, body.siret, body.vatNumber));
  part('/api/company/services', companyServicesSchema, (id, body) => company.saveServices(id, body));
  part('/api/company/details', companyDetailsSchema, (id, body) => company.saveDetails(id, body));
  part('/api/company/address', companyAddressSchema, (id, body) => company.saveAddress(id, body));
  part('/api/social-networks/', socialNetworksSchema, (id, body) => company.saveLinks(id, body));
  part('/api/portrait-experiences/', portraitExperiencesSchema, (id, body) => company.saveExperiences(id, body));

  app.get(
    '/api/siren/siret',
    {
      ...signedIn,
      schema: {
        tags,
        security: bearer,
        querystring: siretLookupQuerySchema,
        response: { 200: siretLookupResponseSchema, 401: errorBodySchema },
      },
    },
    (request) => company.lookupSiret(request.query.siret),
  );

  app.get(
    '/api/profile-url',
    { ...signedIn, schema: { tags, security: bearer, response: { 200: profileUrlResponseSchema, 401: errorBodySchema } } },
    async (request) => {
      const { provider } = await accounts.me(request.provider?.accountId ?? 0);
      const www = request.site?.origin('www');
      if (!www) throw notFound('errors.resourceNotFound');
      return { success: true as const, url: `${www}${providerProfilePath(provider.slug, productWord)}` };
    },
  );

  app.post(
    '/api/onboarding/finish',
    {
      ...signedIn,
      schema: {
        tags,
        security: bearer,
        summary: 'Publishes the provider; 400 with `fields` naming each missing piece',
        response: { 200: successResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const account = await providerOf(request);
      await company.finishOnboarding(account.providerId, account.emailConfirmedAt !== null);
      return { success: true as const };
    },
  );
};
