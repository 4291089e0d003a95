import type { Locale } from '@alliance/shared/locale';
import { AnswerShapeError, ApiError, createApi, SessionExpiredError } from '@alliance/widget/api/client.ts';
import type { TokenStore } from '@alliance/widget/api/tokens.ts';
import { QueryClient } from '@tanstack/react-query';
import { createAdminI18n } from './i18n/i18n.ts';
import type { AdminContextValue } from './lib/context.tsx';
import { readEarlyAnswers, withEarlyAnswers } from './lib/early-answers.ts';
import { detectLocale } from './lib/locale.ts';
import { createSessionStore, serverCookieSession } from './lib/session.ts';

export interface AdminOptions {
  /** Tests: a scripted server, another cookie jar, a fixed language, another origin. */
  fetch?: typeof fetch;
  tokens?: TokenStore;
  locale?: Locale;
  /** Origin of the app host the admin runs on (the page's by default). */
  origin?: string;
}

/** A refusal the server decided, an ended session or an answer off its schema: asking again would not help. */
const final = (error: unknown) =>
  error instanceof ApiError || error instanceof SessionExpiredError || error instanceof AnswerShapeError;

/**
 * Everything the admin builds once: translations, the session kept in the app host's HttpOnly
 * cookies, the widget's API client (the cookie goes by itself; refresh once on 401 on the app host,
 * retry once), the session and the query cache.
 */
export function createAdminSetup(options: AdminOptions = {}): AdminContextValue {
  const origin = options.origin ?? window.location.origin;
  const i18n = createAdminI18n(options.locale ?? detectLocale());
  // The tokens are the server's HttpOnly cookies: the page never reads them (plugins/provider-cookies.ts).
  const tokens = options.tokens ?? serverCookieSession(document);
  const session = createSessionStore(tokens);
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => !final(error) && count < 1,
        // An answer off its schema is a bug, not a state a page can show: the fatal error page says so.
        throwOnError: (error) => error instanceof AnswerShapeError,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
  const api = createApi({
    apiBase: origin,
    refreshArea: 'app',
    tokens,
    // In the browser, the page's first reads come from index.html when the server answered them there.
    fetch: options.fetch ?? withEarlyAnswers(globalThis.fetch.bind(globalThis), readEarlyAnswers(document), origin),
    locale: () => i18n.language,
    onSessionExpired: () => {
      const message = i18n.t('shared:auth.sessionExpired');
      session.signedOut({ text: message, tone: 'alert' });
      // After the failing call has settled: its query must not come back into a cleared cache.
      setTimeout(() => queryClient.clear());
      return message;
    },
  });
  return { api, session, queryClient, i18n };
}
