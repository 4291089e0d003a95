import type { AltchaChallenge, TokenPair } from '@alliance/shared/auth';
import type { Registration } from '@alliance/shared/registration';
import { loadSolverFrom, type SolveChallenge } from '../pow/load.ts';
import { type Api, ApiError } from './client.ts';

/**
 * The answers' schemas, loaded with their calls (client.ts, SchemaLoader): the couples' app's first
 * load makes these calls and carries no zod. The widget's one script imports them statically
 * (staticSchemaLoaders, vite.widget.config.ts).
 */
const answerSchema = {
  checkPhone: () => import('@alliance/shared/auth').then((m) => m.checkPhoneResponseSchema),
  verifyPhone: () => import('@alliance/shared/auth').then((m) => m.verifyPhoneResponseSchema),
  checkAccount: () => import('@alliance/shared/user').then((m) => m.checkAccountResponseSchema),
  register: () => import('@alliance/shared/user').then((m) => m.registerResponseSchema),
  me: () => import('@alliance/shared/user').then((m) => m.meResponseSchema),
  handoff: () => import('@alliance/shared/handoff').then((m) => m.handoffResponseSchema),
  projects: () => import('@alliance/shared/projects').then((m) => m.getProjectsResponseSchema),
  sendToProvider: () => import('@alliance/shared/quote-requests').then((m) => m.sendToProviderResponseSchema),
  suggestions: () => import('@alliance/shared/quote-requests').then((m) => m.getProvidersResponseSchema),
  chooseProviders: () => import('@alliance/shared/quote-requests').then((m) => m.chooseProvidersResponseSchema),
  favorites: () => import('@alliance/shared/directory').then((m) => m.favoritesResponseSchema),
  localities: () => import('@alliance/shared/locality').then((m) => m.localitySearchResponseSchema),
};

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
          api.open('project', 'post', 'api/check-phone', answerSchema.checkPhone, {
            phone,
            altcha,
          }),
        ),
      verifyPhone: (phone: string, code: string) =>
        withWork((altcha) =>
          api.open('project', 'post', 'api/verify-phone', answerSchema.verifyPhone, {
            phone,
            code,
            altcha,
          }),
        ).then(keepTokens),
      checkAccount: (phone: string) =>
        api.authed('project', 'post', 'api/check-account', answerSchema.checkAccount, { phone }).then(keepTokens),
      register: (registration: Registration) =>
        api.authed('project', 'post', 'api/register', answerSchema.register, registration).then(keepTokens),
      me: () => api.authed('project', 'get', 'api/me', answerSchema.me),
      /** A one-time code that signs the couple in to the couples' app in another tab (shared/src/handoff.ts). */
      handoff: () => api.authed('project', 'post', 'api/handoff', answerSchema.handoff),
    },
    projects: {
      list: () => api.authed('project', 'get', 'api/get-projects', answerSchema.projects),
      send: (body: { project: number; prestataire: number; message?: string }) =>
        api.authed('project', 'post', 'api/send-to-prestataire', answerSchema.sendToProvider, body),
      suggestions: (project: number) =>
        api.authed('project', 'post', 'api/get-prestataires', answerSchema.suggestions, { project }),
      choose: (body: { project: number; prestataires: number[]; message?: string }) =>
        api.authed('project', 'post', 'api/choose-prestataires', answerSchema.chooseProviders, body),
    },
    directory: {
      favorites: () => api.authed('www', 'get', 'api/directory/favorites', answerSchema.favorites),
      searchLocality: (query: string, country: string, page = 1) =>
        api.open(
          'www',
          'get',
          `search/locality?${new URLSearchParams({ query, country, page: String(page) })}`,
          answerSchema.localities,
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
