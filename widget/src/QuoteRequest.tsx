import { designTokensCss } from '@alliance/shared/design-tokens';
import type { Locale } from '@alliance/shared/locale';
import { useEffect, useRef, useState } from 'react';
import { createCalls } from './api/calls.ts';
import { createApi } from './api/client.ts';
import { cookieTokenStore, type TokenStore } from './api/tokens.ts';
import { type RawAttributes, readAttributes, type WidgetConfig } from './attributes.ts';
import { ErrorBoundary } from './components/ErrorBoundary.tsx';
import { useWidgetState, WidgetContext, type WidgetContextValue } from './context.tsx';
import { createWidgetI18n, detectLocale } from './i18n/index.ts';
import { I18nextProvider, useTranslation } from './i18n/react.tsx';
import { AccountScreen } from './screens/account/AccountScreen.tsx';
import { PresentationScreen } from './screens/presentation/PresentationScreen.tsx';
import { RegistrationScreen } from './screens/registration/RegistrationScreen.tsx';
import { createWidgetStore } from './store.ts';
import css from './styles/widget.css?inline';
import { useSession } from './useSession.ts';

/** The event a page listens to for a lost session (spec §4). */
export const TOKEN_INVALID_EVENT = 'tokenInvalid';

export interface QuoteRequestProps extends RawAttributes {
  /** Origin the script was loaded from (set by main.tsx), the API's unless `api-base` says otherwise. */
  scriptOrigin?: string;
  /** Tests: another cookie jar or locale. */
  tokens?: TokenStore;
  locale?: Locale;
  fetch?: typeof fetch;
}

/**
 * The <quote-request> element's root: checks the attributes (bad ones: one console error,
 * nothing rendered), then gives the element its own i18next instance, store and API client.
 */
export function QuoteRequest(props: QuoteRequestProps) {
  const { providerId, eventTypes, baseUrl, apiBase, country, scriptOrigin } = props;
  const [read] = useState(() =>
    readAttributes(
      { providerId, eventTypes, baseUrl, apiBase, country },
      { scriptOrigin, pageHostname: window.location.hostname },
    ),
  );
  useEffect(() => {
    if (!read.ok) console.error(`<quote-request>: not shown, bad attributes: ${read.problems.join('; ')}`);
  }, [read]);
  return read.ok ? <Widget config={read.config} {...props} /> : null;
}

function Widget({ config, tokens, locale, fetch }: QuoteRequestProps & { config: WidgetConfig }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [i18n] = useState(() => createWidgetI18n(locale ?? detectLocale()));
  const [context] = useState<WidgetContextValue>(() => {
    // Our domain's shared cookies on our pages; host-only ones on anyone else's.
    const tokenStore = tokens ?? cookieTokenStore(document, config.apiBase);
    const { token, refreshToken } = tokenStore.read();
    const store = createWidgetStore({ screen: token || refreshToken ? 'loading' : 'account' });
    const api = createApi({
      apiBase: config.apiBase,
      tokens: tokenStore,
      fetch,
      locale: () => i18n.language,
      onSessionExpired: () => {
        const message = i18n.t('shared:auth.sessionExpired');
        store.getState().signedOut();
        // On the element, crossing the shadow boundary: the page can listen on document.
        const host = (rootRef.current?.getRootNode() as ShadowRoot | undefined)?.host ?? rootRef.current;
        host?.dispatchEvent(new CustomEvent(TOKEN_INVALID_EVENT, { detail: { message }, bubbles: true, composed: true }));
        return message;
      },
    });
    return { config, calls: createCalls(api), store, api };
  });
  return (
    <I18nextProvider i18n={i18n}>
      <WidgetContext.Provider value={context}>
        <style>{designTokensCss + css}</style>
        <div className="qr" ref={rootRef}>
          <ErrorBoundary fallback={(reload) => <Fatal reload={reload} />}>
            <Screens />
          </ErrorBoundary>
        </div>
      </WidgetContext.Provider>
    </I18nextProvider>
  );
}

function Screens() {
  const { i18n, t } = useTranslation();
  useSession(i18n);
  const screen = useWidgetState((state) => state.screen);
  return (
    <section aria-label={t('widgetLabel')} lang={i18n.language}>
      {screen === 'loading' && (
        <p className="loading" role="status">
          {t('loading')}
        </p>
      )}
      {screen === 'account' && <AccountScreen />}
      {screen === 'inscription' && <RegistrationScreen />}
      {screen === 'presentation' && <PresentationScreen />}
    </section>
  );
}

function Fatal({ reload }: { reload: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <h2>{t('fatal.title')}</h2>
      <button type="button" className="primary" onClick={reload}>
        {t('fatal.reload')}
      </button>
    </div>
  );
}
