import type { Project, SaveProjectBody } from '@alliance/shared/projects';
import type { GetPlannerResponse } from '@alliance/shared/providers';
import type { ChooseProvidersResponse, GetProvidersResponse, SendToProviderResponse } from '@alliance/shared/quote-requests';
import type {
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
  api.open<z.infer<typeof eventTypesResponseSchema>>('project', 'get', 'api/event-types').then((a) => a.eventTypes);

export const getServiceTypes = (api: Api) =>
  api.open<z.infer<typeof serviceTypesResponseSchema>>('project', 'get', 'api/service-types').then((a) => a.serviceTypes);

export const getLanguages = (api: Api) =>
  api.open<z.infer<typeof languagesResponseSchema>>('project', 'get', 'api/langues').then((a) => a.langues);

export const getRanges = (api: Api, kind: RangeKind) =>
  api.open<z.infer<typeof rangesResponseSchema>>('project', 'get', `api/project/ranges/${kind}`).then((a) => a.ranges);

/** The provider the couple came from (public card). */
export const getPlanner = (api: Api, id: number) =>
  api.open<GetPlannerResponse>('project', 'get', `api/get-planner/${id}`).then((a) => a.prestataire);

/** Creates the project (no `id`); a 400 names each bad field in `fields`. */
export const saveProject = (api: Api, body: SaveProjectBody) =>
  api.authed<{ success: true; project: Project }>('project', 'post', 'api/save-project', body);

/** Without `message` the server uses the project's own. */
export const sendToProvider = (api: Api, body: { project: number; prestataire: number; message?: string }) =>
  api.authed<SendToProviderResponse>('project', 'post', 'api/send-to-prestataire', body);

export const getSuggestions = (api: Api, project: number) =>
  api.authed<GetProvidersResponse>('project', 'post', 'api/get-prestataires', { project });

export const getMoreSuggestions = (api: Api, project: number, page: number) =>
  api.authed<GetProvidersResponse>('project', 'post', 'api/get-more-prestataires', { project, page });

export const chooseProviders = (api: Api, body: { project: number; prestataires: number[]; message?: string }) =>
  api.authed<ChooseProvidersResponse>('project', 'post', 'api/choose-prestataires', body);
