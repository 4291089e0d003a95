/**
 * The admin SPA's token cookies: host-only cookies of app.<domain>, never the couples' `token` and
 * `refresh_token` of the parent domain (PROVIDERS.md "Who is who"). The server reads the refresh
 * cookie's presence only, to show a visitor the providers' landing page rather than the app.
 * Kept apart from the zod schemas: the admin's first load imports it.
 */
export const PROVIDER_TOKEN_COOKIES = { token: 'provider_token', refreshToken: 'provider_refresh_token' } as const;
