import * as mini from 'zod/mini';

/*
 * The answers the widget's script and the directory's script parse are written with zod/mini: the
 * same zod, built to be tree-shaken, so those scripts carry only the checks they use (the widget's
 * budget is 70 KB gzip; classic zod alone would add about 20). The server and the other clients
 * use them as any other schema; compose them with functions (`z.optional(s)`, `{...s.shape}`),
 * since a zod/mini schema has no `.optional()` or `.extend()`.
 */

/**
 * The answer of a call that only reports it went through (logout, a dismissed message, a mail
 * sent): the one `{success:true}` schema of the API, for the routes and the clients alike.
 */
export const successResponseSchema = mini.object({ success: mini.literal(true) });
