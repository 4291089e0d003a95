/**
 * Component-test harness of the admin: the whole app at a path (wouter's memory location), on the
 * widget's scripted server (`'POST /api/login_check'`-style routes, every request recorded) with
 * tokens in memory, in a language loaded beforehand.
 */
import type { Locale } from '@alliance/shared/locale';
import type { ProviderMe } from '@alliance/shared/provider-accounts';
import type { StoredTokens, TokenStore } from '@alliance/widget/api/tokens.ts';
import { memoryTokens, type Route, scriptedFetch } from '@alliance/widget/test/harness.tsx';
import { render, screen } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../App.tsx';
import { loadLocale } from '../i18n/i18n.ts';
import { createAdminSetup } from '../setup.ts';

export type { Route };

const ORIGIN = 'http://app.alliance.test';
export const SIGNED_IN: StoredTokens = { token: 'access-1', refreshToken: 'refresh-1' };

export const me: ProviderMe = {
  user: {
    email: 'claire@atelier-lune.fr',
    firstname: 'Claire',
    lastname: 'Dupont',
    phone: null,
    phoneVerified: false,
    locale: 'fr',
    emailConfirmed: true,
  },
  provider: {
    id: 7,
    publicId: 'p-7',
    slug: 'atelier-lune',
    name: 'Atelier Lune',
    profileUrl: 'http://www.alliance.test/wedding-planners/profile/atelier-lune',
    isPremium: false,
    premiumUntil: null,
    credits: 3,
    newLeads: 2,
    onboardingFinished: true,
    published: true,
    completeness: 100,
  },
};

/** `me` with some of the provider's or user's fields changed. */
export const meWith = (provider: Partial<ProviderMe['provider']> = {}, user: Partial<ProviderMe['user']> = {}): ProviderMe => ({
  user: { ...me.user, ...user },
  provider: { ...me.provider, ...provider },
});

export interface RenderOptions {
  routes?: Record<string, Route>;
  tokens?: StoredTokens;
  /** Another token store than the in-memory one (the server-cookie session of production). */
  store?: TokenStore;
  locale?: Locale;
}

export async function renderAdmin(path: string, options: RenderOptions = {}) {
  const server = scriptedFetch(options.routes ?? {});
  const tokens = memoryTokens(options.tokens);
  const location = memoryLocation({ path, record: true });
  const setup = createAdminSetup({
    fetch: server.fetch,
    tokens: options.store ?? tokens,
    locale: options.locale ?? 'fr',
    origin: ORIGIN,
  });
  await loadLocale(setup.i18n, options.locale ?? 'fr');
  const view = render(<App setup={setup} locationHook={location.hook} />);
  return { ...view, server, tokens, location, setup, path: () => location.history.at(-1) };
}

/** The page's h1, once its lazy chunk and data are in. */
export const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });
