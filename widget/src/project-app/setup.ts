import type { Locale } from '@alliance/shared/locale';
import type { i18n } from 'i18next';
import { createCalls } from '../api/calls.ts';
import { createApi } from '../api/client.ts';
import { cookieTokenStore, type TokenStore } from '../api/tokens.ts';
import type { WidgetContextValue } from '../context.tsx';
import { countryOfHostname } from '../country.ts';
import { createWidgetI18n, detectLocale } from '../i18n/index.ts';
import { createWidgetStore } from '../store.ts';
import { handoffFrom } from './handoff.ts';
import { appResources } from './i18n/resources.ts';
import { createNoticeStore, type NoticeStore } from './notices.ts';

/** Where the app runs: the page's origin, host name and query (tests give their own). */
interface AppEnvironment {
  origin: string;
  hostname: string;
  search: string;
}

export interface AppOptions {
  /** Tests: a scripted server, another cookie jar, a fixed language, another address. */
  fetch?: typeof fetch;
  tokens?: TokenStore;
  locale?: Locale;
  environment?: AppEnvironment;
}

export interface AppSetup {
  i18n: i18n;
  notices: NoticeStore;
  context: WidgetContextValue;
  /** The widget's hand-off code on the address (`?handoff=`), to redeem before anything else. */
  handoff: string | null;
  /** The address's query as the app started. */
  search: string;
}

/** The www host of this project host (`project.alliance.fr` → `www.alliance.fr`): locality search, favorites. */
const wwwOriginOf = (origin: string): string => origin.replace('://project.', '://www.');

/** `?prestataire={id}` (the widget's link, the creation page): the provider the couple came from. */
export function providerIdFrom(search: string): number | null {
  const value = new URLSearchParams(search).get('prestataire') ?? '';
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

/**
 * Everything the widget's element builds for itself (QuoteRequest.tsx), built once for the app:
 * the same screens, store, API client and translations then work on both hosts.
 */
export function createAppSetup(options: AppOptions = {}): AppSetup {
  const environment = options.environment ?? {
    origin: window.location.origin,
    hostname: window.location.hostname,
    search: window.location.search,
  };
  const i18n = createWidgetI18n(options.locale ?? detectLocale(), appResources);
  const apiBase = wwwOriginOf(environment.origin);
  const tokens = options.tokens ?? cookieTokenStore(document, apiBase);
  const stored = tokens.read();
  const handoff = handoffFrom(environment.search);
  // A hand-off code, then a stored session, is checked (`me`) before anything is shown; none: the sign-in screens.
  const store = createWidgetStore({ screen: handoff || stored.token || stored.refreshToken ? 'loading' : 'account' });
  const notices = createNoticeStore();
  const api = createApi({
    apiBase,
    tokens,
    fetch: options.fetch,
    locale: () => i18n.language,
    onSessionExpired: () => {
      const message = i18n.t('shared:auth.sessionExpired');
      store.getState().signedOut();
      notices.getState().show({ text: message, tone: 'alert' });
      return message;
    },
  });
  const context: WidgetContextValue = {
    config: {
      providerId: providerIdFrom(environment.search) ?? 0,
      eventTypes: [],
      baseUrl: `${environment.origin}/`,
      apiBase,
      country: countryOfHostname(environment.hostname),
    },
    // Same origin as the app: the proof-of-work solver is a chunk of its own, loaded on demand.
    calls: createCalls(api, { loadSolver: () => import('../pow/solve.ts').then((m) => m.solveChallenge) }),
    store,
    api,
  };
  return { i18n, notices, context, handoff, search: environment.search };
}
