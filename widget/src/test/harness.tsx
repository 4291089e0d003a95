/**
 * Component-test harness: a screen inside the element's real providers (i18next instance,
 * store, API client and calls), talking through `fetch` to a scripted server: `routes` answers
 * `'POST /api/check-phone'`-style keys; every request is recorded.
 */
import type { Locale } from '@alliance/shared/locale';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createCalls } from '../api/calls.ts';
import { createApi } from '../api/client.ts';
import type { StoredTokens, TokenStore } from '../api/tokens.ts';
import type { WidgetConfig } from '../attributes.ts';
import { WidgetContext } from '../context.tsx';
import { createWidgetI18n } from '../i18n/index.ts';
import { I18nextProvider } from '../i18n/react.tsx';
import { createWidgetStore, type WidgetState } from '../store.ts';

export interface Reply {
  status?: number;
  body?: unknown;
}
export type Route = Reply | ((request: RecordedRequest) => Reply | Promise<Reply>);
export interface RecordedRequest {
  method: string;
  url: URL;
  key: string;
  body: unknown;
  headers: Headers;
}

export const API_BASE = 'http://www.alliance.test';

const testConfig: WidgetConfig = {
  providerId: 42,
  eventTypes: [
    { slug: 'mariage', name: 'Mariage' },
    { slug: 'bapteme', name: 'Baptême' },
  ],
  baseUrl: 'http://project.alliance.test/',
  apiBase: API_BASE,
  country: 'FR',
};

/** A scripted server: unknown routes answer 404 so a forgotten call fails the test loudly. */
export function scriptedFetch(routes: Record<string, Route>) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const recorded: RecordedRequest = {
      method: request.method,
      url,
      key: `${request.method} ${url.pathname}`,
      body: text ? JSON.parse(text) : undefined,
      headers: request.headers,
    };
    requests.push(recorded);
    const route = routes[recorded.key];
    const reply = typeof route === 'function' ? await route(recorded) : (route ?? { status: 404, body: { error: 'Not Found' } });
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, requests, calls: (key: string) => requests.filter((r) => r.key === key) };
}

/** Tokens in memory, as the cookies would hold them. */
export function memoryTokens(initial: StoredTokens = {}): TokenStore & { current: StoredTokens } {
  const store = {
    current: { ...initial },
    read: () => ({ ...store.current }),
    save: (pair: { token: string; refresh_token: string }) => {
      store.current = { token: pair.token, refreshToken: pair.refresh_token };
    },
    clear: () => {
      store.current = {};
    },
  };
  return store;
}

export interface HarnessOptions {
  routes?: Record<string, Route>;
  tokens?: StoredTokens;
  state?: Partial<Pick<WidgetState, 'screen' | 'phone' | 'user'>>;
  config?: Partial<WidgetConfig>;
  locale?: Locale;
  /** Extra namespaces (the couples' app's), as `resourcesFrom(import.meta.glob(…))` gives them. */
  resources?: Parameters<typeof createWidgetI18n>[1];
}

/** The proof-of-work solver, imported directly (the built widget fetches /widget/pow.js). */
const loadSolver = () => import('../pow/solve.ts').then((m) => m.solveChallenge);

export function renderWidget(ui: ReactElement, options: HarnessOptions = {}) {
  const server = scriptedFetch(options.routes ?? {});
  const tokens = memoryTokens(options.tokens);
  const i18n = createWidgetI18n(options.locale ?? 'fr', options.resources);
  const store = createWidgetStore(options.state);
  const sessionExpired: string[] = [];
  const api = createApi({
    apiBase: options.config?.apiBase ?? API_BASE,
    tokens,
    fetch: server.fetch,
    locale: () => i18n.language,
    onSessionExpired: () => {
      const message = i18n.t('shared:auth.sessionExpired');
      sessionExpired.push(message);
      store.getState().signedOut();
      return message;
    },
  });
  const context = { config: { ...testConfig, ...options.config }, calls: createCalls(api, { loadSolver }), store, api };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <WidgetContext.Provider value={context}>{ui}</WidgetContext.Provider>
    </I18nextProvider>,
  );
  return { ...view, server, tokens, store, i18n, sessionExpired, context };
}
