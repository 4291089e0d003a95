import { type SaveProjectBody, saveProjectResponseSchema } from '@alliance/shared/projects';
import { getPlannerResponseSchema } from '@alliance/shared/providers';
import {
  chooseProvidersResponseSchema,
  getProvidersResponseSchema,
  sendToProviderResponseSchema,
} from '@alliance/shared/quote-requests';
import {
  eventTypesResponseSchema,
  languagesResponseSchema,
  rangesResponseSchema,
  serviceTypesResponseSchema,
} from '@alliance/shared/reference';
import type { z } from 'zod';
import type { Api } from '../../api/client.ts';

export type NamedItem = z.infer<typeof eventTypesResponseSchema>['eventTypes'][number];
export type LanguageItem = z.infer<typeof languagesResponseSchema>['langues'][number];
export type RangeItem = z.infer<typeof rangesResponseSchema>['ranges'][number];
export type RangeKind = 'guest' | 'budget' | 'planner-budget';

// The reference lists are the same for everyone: no token needed (labels come in the Accept-Language sent).
export const getEventTypes = (api: Api) =>
  api.open('project', 'get', 'api/event-types', eventTypesResponseSchema).then((a) => a.eventTypes);

export const getServiceTypes = (api: Api) =>
  api.open('project', 'get', 'api/service-types', serviceTypesResponseSchema).then((a) => a.serviceTypes);

export const getLanguages = (api: Api) =>
  api.open('project', 'get', 'api/langues', languagesResponseSchema).then((a) => a.langues);

export const getRanges = (api: Api, kind: RangeKind) =>
  api.open('project', 'get', `api/project/ranges/${kind}`, rangesResponseSchema).then((a) => a.ranges);

/** The provider the couple came from (public card). */
export const getPlanner = (api: Api, id: number) =>
  api.open('project', 'get', `api/get-planner/${id}`, getPlannerResponseSchema).then((a) => a.prestataire);

/** Creates the project (no `id`); a 400 names each bad field in `fields`. */
export const saveProject = (api: Api, body: SaveProjectBody) =>
  api.authed('project', 'post', 'api/save-project', saveProjectResponseSchema, body);

/** Without `message` the server uses the project's own. */
export const sendToProvider = (api: Api, body: { project: number; prestataire: number; message?: string }) =>
  api.authed('project', 'post', 'api/send-to-prestataire', sendToProviderResponseSchema, body);

export const getSuggestions = (api: Api, project: number) =>
  api.authed('project', 'post', 'api/get-prestataires', getProvidersResponseSchema, { project });

export const getMoreSuggestions = (api: Api, project: number, page: number) =>
  api.authed('project', 'post', 'api/get-more-prestataires', getProvidersResponseSchema, { project, page });

export const chooseProviders = (api: Api, body: { project: number; prestataires: number[]; message?: string }) =>
  api.authed('project', 'post', 'api/choose-prestataires', chooseProvidersResponseSchema, body);
