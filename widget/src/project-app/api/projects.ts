import type { SaveProjectBody } from '@alliance/shared/projects';
import type { eventTypesResponseSchema, languagesResponseSchema, rangesResponseSchema } from '@alliance/shared/reference';
import type { z } from 'zod';
import type { Api } from '../../api/client.ts';

/**
 * The answers' schemas, loaded with their calls (client.ts, SchemaLoader): the app's first load
 * (the search's filters, the home page) makes some of these calls and carries no zod.
 */
const answerSchema = {
  eventTypes: () => import('@alliance/shared/reference').then((m) => m.eventTypesResponseSchema),
  serviceTypes: () => import('@alliance/shared/reference').then((m) => m.serviceTypesResponseSchema),
  languages: () => import('@alliance/shared/reference').then((m) => m.languagesResponseSchema),
  ranges: () => import('@alliance/shared/reference').then((m) => m.rangesResponseSchema),
  planner: () => import('@alliance/shared/providers').then((m) => m.getPlannerResponseSchema),
  saveProject: () => import('@alliance/shared/projects').then((m) => m.saveProjectResponseSchema),
  sendToProvider: () => import('@alliance/shared/quote-requests').then((m) => m.sendToProviderResponseSchema),
  suggestions: () => import('@alliance/shared/quote-requests').then((m) => m.getProvidersResponseSchema),
  chooseProviders: () => import('@alliance/shared/quote-requests').then((m) => m.chooseProvidersResponseSchema),
};

export type NamedItem = z.infer<typeof eventTypesResponseSchema>['eventTypes'][number];
export type LanguageItem = z.infer<typeof languagesResponseSchema>['langues'][number];
export type RangeItem = z.infer<typeof rangesResponseSchema>['ranges'][number];
export type RangeKind = 'guest' | 'budget' | 'planner-budget';

// The reference lists are the same for everyone: no token needed (labels come in the Accept-Language sent).
export const getEventTypes = (api: Api) =>
  api.open('project', 'get', 'api/event-types', answerSchema.eventTypes).then((a) => a.eventTypes);

export const getServiceTypes = (api: Api) =>
  api.open('project', 'get', 'api/service-types', answerSchema.serviceTypes).then((a) => a.serviceTypes);

export const getLanguages = (api: Api) =>
  api.open('project', 'get', 'api/langues', answerSchema.languages).then((a) => a.langues);

export const getRanges = (api: Api, kind: RangeKind) =>
  api.open('project', 'get', `api/project/ranges/${kind}`, answerSchema.ranges).then((a) => a.ranges);

/** The provider the couple came from (public card). */
export const getPlanner = (api: Api, id: number) =>
  api.open('project', 'get', `api/get-planner/${id}`, answerSchema.planner).then((a) => a.prestataire);

/** Creates the project (no `id`); a 400 names each bad field in `fields`. */
export const saveProject = (api: Api, body: SaveProjectBody) =>
  api.authed('project', 'post', 'api/save-project', answerSchema.saveProject, body);

/** Without `message` the server uses the project's own. */
export const sendToProvider = (api: Api, body: { project: number; prestataire: number; message?: string }) =>
  api.authed('project', 'post', 'api/send-to-prestataire', answerSchema.sendToProvider, body);

export const getSuggestions = (api: Api, project: number) =>
  api.authed('project', 'post', 'api/get-prestataires', answerSchema.suggestions, { project });

export const getMoreSuggestions = (api: Api, project: number, page: number) =>
  api.authed('project', 'post', 'api/get-more-prestataires', answerSchema.suggestions, { project, page });

export const chooseProviders = (api: Api, body: { project: number; prestataires: number[]; message?: string }) =>
  api.authed('project', 'post', 'api/choose-prestataires', answerSchema.chooseProviders, body);
