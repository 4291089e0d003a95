import type { AltchaChallenge, TokenPair } from '@alliance/shared/auth';
import type { FavoritesResponse } from '@alliance/shared/directory';
import type { HandoffResponse } from '@alliance/shared/handoff';
import type { LocalitySearchResponse } from '@alliance/shared/locality';
import type { ProjectSummary } from '@alliance/shared/projects';
import type { ChooseProvidersResponse, GetProvidersResponse, SendToProviderResponse } from '@alliance/shared/quote-requests';
import type { Registration } from '@alliance/shared/registration';
import type { User } from '@alliance/shared/user';
import { loadSolverFrom, type SolveChallenge } from '../pow/load.ts';
import { type Api, ApiError } from './client.ts';

/**
 * The calls of spec §7 the widget makes, grouped by what the couple is doing. Tokens an answer
 * carries (verify-phone, check-account, register) are stored here, before the screen sees it.
 */
export function createCalls(api: Api, options: { loadSolver?: () => Promise<SolveChallenge> } = {}) {
  const keepTokens = <T extends Partial<TokenPair>>(answer: T): T => {
    if (answer.token && answer.refresh_token) api.tokens.save({ token: answer.token, refresh_token: answer.refresh_token });
    return answer;
  };
  const loadSolver = options.loadSolver ?? loadSolverFrom(api.origins.www);
  const withWork = <T>(call: (altcha?: string) => Promise<T>) => withProofOfWork(call, loadSolver);
  return {
    account: {
      checkPhone: (phone: string) =>
        withWork((altcha) =>
          api.open<{ success: boolean; error?: string; retryAfter?: number }>('project', 'post', 'api/check-phone', {
            phone,
            altcha,
          }),
        ),
      verifyPhone: (phone: string, code: string) =>
        withWork((altcha) =>
          api.open<{ success: boolean; error?: string } & Partial<TokenPair>>('project', 'post', 'api/verify-phone', {
            phone,
            code,
            altcha,
          }),
        ).then(keepTokens),
      checkAccount: (phone: string) =>
        api
          .authed<{ hasAccount: boolean; user?: User } & Partial<TokenPair>>('project', 'post', 'api/check-account', { phone })
          .then(keepTokens),
      register: (registration: Registration) =>
        api.authed<{ user: User } & TokenPair>('project', 'post', 'api/register', registration).then(keepTokens),
      me: () => api.authed<{ user: User }>('project', 'get', 'api/me'),
      /** A one-time code that signs the couple in to the couples' app in another tab (shared/src/handoff.ts). */
      handoff: () => api.authed<HandoffResponse>('project', 'post', 'api/handoff'),
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

/** The proof-of-work challenge of a 403 answer (shared/src/auth.ts), if that is what it is. */
function challengeOf(failure: unknown): AltchaChallenge | undefined {
  const challenge = failure instanceof ApiError && failure.status === 403 ? failure.body?.challenge : undefined;
  return challenge && typeof challenge.salt === 'string' && typeof challenge.challenge === 'string' ? challenge : undefined;
}

/**
 * A call the server may answer with a proof-of-work challenge (a busy phone or address): the
 * solver is loaded then, the challenge solved, and the call made once more with `altcha`.
 */
export async function withProofOfWork<T>(call: (altcha?: string) => Promise<T>, loadSolver: () => Promise<SolveChallenge>) {
  try {
    return await call();
  } catch (failure) {
    const challenge = challengeOf(failure);
    if (!challenge) throw failure;
    const altcha = await (await loadSolver())(challenge);
    if (!altcha) throw failure;
    return call(altcha);
  }
}

export type Calls = ReturnType<typeof createCalls>;
