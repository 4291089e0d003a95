import type { AltchaChallenge } from '@alliance/shared/auth';
import ky, { HTTPError, type KyInstance } from 'ky';
import type { z } from 'zod';
import type { TokenStore } from './tokens.ts';

/** The error body of the API (`{success:false, error, fields?}`), when there is one. */
export interface ApiErrorBody {
  success?: boolean;
  error?: string;
  fields?: Record<string, string>;
  /** Why, for the client to act on (e.g. `recent-sign-in-required`). */
  error_slug?: string;
  /** A proof-of-work challenge to solve before the call is made again (403). */
  challenge?: AltchaChallenge;
  /** The translated text beside a machine-readable `error` code (the providers' API: `token-invalid`…). */
  message?: string;
  /** Seconds before trying again makes sense (429). */
  retryAfter?: number;
}

/**
 * An HTTP failure; `message` is the server's own (translated) message, else the status text. When
 * the body carries a code (`error`) beside its text (`message`), the text is the message.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: ApiErrorBody | null,
  ) {
    super(message);
  }
}

/** The session could not be renewed: tokens are gone, `tokenInvalid` was raised. */
export class SessionExpiredError extends Error {}

/** Where an answer is off its schema, and zod's message (a Standard Schema issue). */
interface AnswerIssue {
  readonly message: string;
  readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[];
}

/**
 * A 2xx answer that does not match the schema of its route: the server broke the contract in
 * `shared/` (or the call names the wrong schema). Not the user's doing, so nothing to retry.
 */
export class AnswerShapeError extends Error {
  constructor(
    readonly path: string,
    readonly issues: readonly AnswerIssue[],
  ) {
    const place = (issue: AnswerIssue) =>
      (issue.path ?? []).map((step) => String(typeof step === 'object' ? step.key : step)).join('.');
    const where = issues.map((issue) => `${place(issue) || '(answer)'}: ${issue.message}`).join('; ');
    super(`The answer of ${path} does not match its schema: ${where}`);
  }
}

/**
 * The schema of a call's answer, from `shared/`: the answer is parsed with it (unknown keys
 * dropped), so its type is the schema's and a call cannot re-type it.
 */
export type AnswerSchema = z.core.$ZodType;
type Answer<S extends AnswerSchema> = z.output<S>;

/**
 * The schema of a call's answer loaded with the call (a dynamic import of its module in `shared/`,
 * `.then((m) => m.itsSchema)`), for the calls of a first load: zod (its core alone is about 16 KB
 * gzip) is then not part of the first load but comes while the call is under way, and the answer is
 * parsed with it all the same.
 */
export type SchemaLoader<S extends AnswerSchema> = () => Promise<S>;
/** A call's answer schema, or its loader: either way the answer is parsed with it. */
export type AnswerSchemaOf<S extends AnswerSchema> = S | SchemaLoader<S>;

// The refresh runs on every first load that has a session: its answers' schemas come with it.
const refreshAnswer = () => import('@alliance/shared/auth').then((m) => m.refreshResponseSchema);
const tokenPairAnswer = () => import('@alliance/shared/auth').then((m) => m.tokenPairSchema);

export interface ApiOptions {
  /** Origin of one of our hosts (the script's origin or the `api-base` attribute); the others derive from it. */
  apiBase: string;
  /** Where the session is renewed (`POST api/token/refresh`, on every host): the couples' project host by default. */
  refreshArea?: Area;
  tokens: TokenStore;
  /** The widget's language: the server answers its messages in it. */
  locale: () => string;
  /** Called once the session is lost, with the translated 'session expired' message. */
  onSessionExpired: () => string;
  fetch?: typeof fetch;
}

export type Area = 'www' | 'project' | 'app';

/**
 * Origins of the host areas: locality search and favorites live on www, the couples' API on
 * project, the providers' on app. `www.x` ↔ `project.x` ↔ `app.x`; any other host serves them
 * all (a test server).
 */
export function areaOrigins(apiBase: string): Record<Area, string> {
  const url = new URL(apiBase);
  const ours = /^(www|project|app)\.(.+)$/.exec(url.host);
  const origin = (area: Area) => `${url.protocol}//${ours ? `${area}.${ours[2]}` : url.host}`;
  return { www: origin('www'), project: origin('project'), app: origin('app') };
}

// One refresh at a time per refresh token on this page, whichever element asks: the server
// treats a second use of a refresh token as theft and revokes the family.
const refreshing = new Map<string, Promise<string | null>>();

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * The widget's one HTTP client (ky): JSON in and out, Bearer token read from the cookie; on a
 * 401 it refreshes once and retries once (spec §7); when that fails both tokens are removed and
 * the session-expired path runs.
 */
export function createApi(options: ApiOptions) {
  const origins = areaOrigins(options.apiBase);
  const base = ky.create({
    retry: 0,
    timeout: 20_000,
    fetch: options.fetch,
    hooks: {
      beforeRequest: [(request) => request.headers.set('accept-language', options.locale())],
      beforeError: [
        async (error) => {
          const body = (await error.response
            .clone()
            .json()
            .catch(() => null)) as ApiErrorBody | null;
          return Object.assign(error, {
            apiError: new ApiError(error.response.status, body?.message || body?.error || error.response.statusText, body),
          });
        },
      ],
    },
  });
  const clients: Record<Area, KyInstance> = {
    www: base.extend({ prefixUrl: origins.www }),
    project: base.extend({ prefixUrl: origins.project }),
    app: base.extend({ prefixUrl: origins.app }),
  };

  const toApiError = (error: unknown) =>
    error instanceof HTTPError && 'apiError' in error ? (error.apiError as ApiError) : error;

  async function send<S extends AnswerSchema>(
    area: Area,
    method: Method,
    path: string,
    schema: AnswerSchemaOf<S>,
    body: unknown,
    token?: string,
  ): Promise<Answer<S>> {
    // A loaded schema comes while the call is under way; its failure is the call's, once answered.
    const loading = Promise.resolve(typeof schema === 'function' ? schema() : schema);
    loading.catch(() => undefined);
    let answer: unknown;
    try {
      answer = await clients[area](path, {
        method,
        json: body,
        headers: token ? { authorization: `Bearer ${token}` } : undefined,
      }).json();
    } catch (error) {
      throw toApiError(error);
    }
    // The Standard Schema interface of any zod schema, classic or mini: the client itself imports no zod.
    const parsed = await (await loading)['~standard'].validate(answer);
    if (parsed.issues) throw new AnswerShapeError(`${method.toUpperCase()} ${path.split('?')[0]}`, parsed.issues);
    return parsed.value;
  }

  async function refresh(used: string): Promise<string | null> {
    const run = async () => {
      const now = options.tokens.read();
      // Another element or tab renewed the session meanwhile: its tokens are the ones to use.
      if (now.refreshToken !== used) return now.token ?? null;
      try {
        // Server cookies: the refresh cookie goes by itself and the new pair comes back as cookies only.
        if (options.tokens.serverCookies) {
          await send(options.refreshArea ?? 'project', 'post', 'api/token/refresh', refreshAnswer, {});
          return used;
        }
        const pair = await send(options.refreshArea ?? 'project', 'post', 'api/token/refresh', tokenPairAnswer, {
          refresh_token: used,
        });
        options.tokens.save(pair);
        return pair.token;
      } catch {
        return null;
      }
    };
    const pending = refreshing.get(used);
    if (pending) return pending;
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    // Across tabs too, where the browser can: Web Locks serialise the renewals.
    const promise = (locks ? locks.request('alliance-token-refresh', run) : run()).finally(() => refreshing.delete(used));
    refreshing.set(used, promise);
    return promise;
  }

  function expire(): never {
    options.tokens.clear();
    throw new SessionExpiredError(options.onSessionExpired());
  }

  const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

  /**
   * A call as the signed-in couple (or provider): refresh once on 401, retry once, else the session
   * ends. `schema` is its answer's, from `shared/`.
   */
  async function authed<S extends AnswerSchema>(
    area: Area,
    method: Method,
    path: string,
    schema: AnswerSchemaOf<S>,
    body?: unknown,
  ): Promise<Answer<S>> {
    const { token, refreshToken } = options.tokens.read();
    const cookies = options.tokens.serverCookies === true;
    if (!token && !refreshToken) expire();
    try {
      // With server cookies the access cookie goes by itself: no header, and a 401 renews as usual.
      if (token || cookies) return await send(area, method, path, schema, body, cookies ? undefined : token);
    } catch (error) {
      if (!isUnauthorized(error)) throw error;
    }
    const fresh = refreshToken ? await refresh(refreshToken) : null;
    if (!fresh) expire();
    try {
      return await send(area, method, path, schema, body, cookies ? undefined : fresh);
    } catch (error) {
      if (isUnauthorized(error)) expire();
      throw error;
    }
  }

  return {
    origins,
    /** A call without a token (phone check, locality search); `schema` is its answer's, from `shared/`. */
    open: <S extends AnswerSchema>(area: Area, method: Method, path: string, schema: AnswerSchemaOf<S>, body?: unknown) =>
      send(area, method, path, schema, body),
    authed,
    tokens: options.tokens,
  };
}

export type Api = ReturnType<typeof createApi>;
