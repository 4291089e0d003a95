/**
 * The admin SPA's token cookies: host-only cookies of app.<domain>, never the couples' `token` and
 * `refresh_token` of the parent domain (PROVIDERS.md "Who is who"). The server reads the refresh
 * cookie's presence only, to show a visitor the providers' landing page rather than the app.
 * Kept apart from the zod schemas: the admin's first load imports it.
 */
export const PROVIDER_TOKEN_COOKIES = { token: 'provider_token', refreshToken: 'provider_refresh_token' } as const;

/**
 * Since issue 21 the server writes both token cookies, HttpOnly (no script of the page reads them,
 * so an XSS cannot carry a session away). This third cookie holds no secret: `1` while a session
 * is open, for the SPA to know it may call the API (the server clears it with the others).
 */
export const PROVIDER_SESSION_MARKER = 'provider_session';

/**
 * The id of the JSON block in the admin's index.html that holds the answers of a signed-in page's
 * first API reads, answered by the server with the page (server/src/plugins/spa-preloads.ts): the
 * admin serves each read from it once (admin/src/lib/early-answers.ts).
 */
export const EARLY_ANSWERS_ID = 'early-answers';
