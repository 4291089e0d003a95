import type { TokenPair } from '@alliance/shared/auth';
import type { FavoritesResponse } from '@alliance/shared/directory';
import type { LocalitySearchResponse } from '@alliance/shared/locality';
import type { ProjectSummary } from '@alliance/shared/projects';
import type { ChooseProvidersResponse, GetProvidersResponse, SendToProviderResponse } from '@alliance/shared/quote-requests';
import type { Registration } from '@alliance/shared/registration';
import type { User } from '@alliance/shared/user';
import type { Api } from './client.ts';

/**
 * The calls of spec §7 the widget makes, grouped by what the couple is doing. Tokens an answer
 * carries (verify-phone, check-account, register) are stored here, before the screen sees it.
 */
export function createCalls(api: Api) {
  const keepTokens = <T extends Partial<TokenPair>>(answer: T): T => {
    if (answer.token && answer.refresh_token) api.tokens.save({ token: answer.token, refresh_token: answer.refresh_token });
    return answer;
  };
  return {
    account: {
      checkPhone: (phone: string) =>
        api.open<{ success: boolean; error?: string; retryAfter?: number }>('project', 'post', 'api/check-phone', { phone }),
      verifyPhone: (phone: string, code: string) =>
        api
          .open<{ success: boolean; error?: string } & Partial<TokenPair>>('project', 'post', 'api/verify-phone', { phone, code })
          .then(keepTokens),
      checkAccount: (phone: string) =>
        api
          .authed<{ hasAccount: boolean; user?: User } & Partial<TokenPair>>('project', 'post', 'api/check-account', { phone })
          .then(keepTokens),
      register: (registration: Registration) =>
        api.authed<{ user: User } & TokenPair>('project', 'post', 'api/register', registration).then(keepTokens),
      me: () => api.authed<{ user: User }>('project', 'get', 'api/me'),
    },
    projects: {
      list: () =>
        api.authed<{ success: boolean; projects: ProjectSummary[]; error?: string }>('project', 'get', 'api/get-projects'),
      send: (body: { project: number; prestataire: number; message?: string }) =>
        api.authed<SendToProviderResponse>('project', 'post', 'api/send-to-prestataire', body),
      suggestions: (project: number) => api.authed<GetProvidersResponse>('project', 'post', 'api/get-prestataires', { project }),
      choose: (body: { project: number; prestataires: number[]; message?: string }) =>
        api.authed<ChooseProvidersResponse>('project', 'post', 'api/choose-prestataires', body),
    },
    directory: {
      favorites: () => api.authed<FavoritesResponse>('www', 'get', 'api/directory/favorites'),
      searchLocality: (query: string, country: string, page = 1) =>
        api.open<LocalitySearchResponse>(
          'www',
          'get',
          `search/locality?${new URLSearchParams({ query, country, page: String(page) })}`,
        ),
    },
  };
}

export type Calls = ReturnType<typeof createCalls>;
