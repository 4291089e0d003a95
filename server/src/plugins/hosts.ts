import { LOCALE_COOKIE, type Locale, parseAcceptLanguage, pickLocale } from '@alliance/shared/locale';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DomainConfig } from '../config.ts';

/** The three host areas of every country domain (ARCHITECTURE.md). */
export const AREAS = ['www', 'project', 'app'] as const;
export type Area = (typeof AREAS)[number];

export interface Site extends DomainConfig {
  area: Area;
  /** Origin of an area of this domain, from configuration only (the Host header's port is never reflected). */
  origin(area: Area): string;
}

export interface PublicOrigin {
  scheme: 'http' | 'https';
  port: number;
}

const DEFAULT_PORTS = { http: 80, https: 443 } as const;

/** `https://www.alliance.fr`, `http://project.localhost:3000`: the scheme's own port is left out. */
export function originOf({ scheme, port }: PublicOrigin, area: Area, domain: string): string {
  const suffix = port === 0 || port === DEFAULT_PORTS[scheme] ? '' : `:${port}`;
  return `${scheme}://${area}.${domain}${suffix}`;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The area and country domain the Host header names; undefined for a host we do not serve. */
    site: Site | undefined;
    /** Interface language: `_locale` cookie, then Accept-Language, then French (spec §1). */
    locale: Locale;
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `www.alliance.fr`, `www.alliance.fr:3000`… for the given areas of every configured domain. */
export function hostPattern(areas: readonly Area[], domains: readonly DomainConfig[]): RegExp {
  const names = domains.map((d) => escapeRegExp(d.domain)).join('|');
  return new RegExp(`^(?:${areas.join('|')})\\.(?:${names})(?::\\d+)?$`, 'i');
}

/** Reads the Host header into an area and a country domain. */
export function resolveSite(
  host: string | undefined,
  domains: readonly DomainConfig[],
  publicOrigin: PublicOrigin = { scheme: 'http', port: 0 },
): Site | undefined {
  if (!host) return undefined;
  const name = host.toLowerCase().replace(/:\d+$/, '');
  const dot = name.indexOf('.');
  const area = AREAS.find((a) => a === name.slice(0, dot));
  if (!area) return undefined;
  const domain = domains.find((d) => d.domain === name.slice(dot + 1));
  if (!domain) return undefined;
  return { ...domain, area, origin: (to) => originOf(publicOrigin, to, domain.domain) };
}

function detectLocale(request: FastifyRequest): Locale {
  return pickLocale({
    cookie: request.cookies?.[LOCALE_COOKIE],
    preferred: parseAcceptLanguage(request.headers['accept-language']),
  });
}

/** Decorates every request with its site and language (needs @fastify/cookie first). */
export const sitePlugin = fp(
  async (app: FastifyInstance, options: { domains: readonly DomainConfig[]; publicOrigin: PublicOrigin }) => {
    app.decorateRequest('site', undefined);
    app.decorateRequest('locale', 'fr');
    // A callback hook (every request runs it; a promise each costs more than the work).
    app.addHook('onRequest', (request, _reply, done) => {
      try {
        request.site = resolveSite(request.headers.host, options.domains, options.publicOrigin);
        request.locale = detectLocale(request);
      } catch (error) {
        return done(error as Error);
      }
      done();
    });
  },
  { name: 'site', dependencies: ['@fastify/cookie'] },
);

/**
 * Binds every route registered in `scope` (and its children) to hosts of the given areas,
 * with Fastify host constraints: the same path can then mean different things per area.
 */
export function bindToAreas(scope: FastifyInstance, areas: readonly Area[], domains: readonly DomainConfig[]): void {
  const host = hostPattern(areas, domains);
  scope.addHook('onRoute', (route) => {
    route.constraints = { ...route.constraints, host };
  });
}
