/**
 * The admin SPA's page of one lead (admin/src/pages.ts `/leads/:uuid`): the new-request mail
 * links it. Kept in one place so the mail and the SPA cannot drift apart again (issue 21: the
 * mails pointed at `/event-requests/<uuid>`, the API's path, a 404 page in the SPA).
 */
export const leadPagePath = (uuid: string) => `/leads/${encodeURIComponent(uuid)}`;
