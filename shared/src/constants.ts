/** Business constants of spec §9 and the security decisions of ARCHITECTURE.md, once. */
export const CODE_LENGTH = 6;
/** Seconds between two code sends: the widget's countdown and the server's rule. */
export const RESEND_COUNTDOWN_SECONDS = 60;
/** Restarts of the countdown the widget allows (spec §4). */
export const MAX_RESEND_RESTARTS = 4;
export const CODE_TTL_MINUTES = 10;
/** Wrong tries after which a code is dead, even for the right code. */
export const MAX_CODE_ATTEMPTS = 5;
export const MAX_SENDS_PER_10_MINUTES = 5;
export const MAX_SENDS_PER_24_HOURS = 10;
/*
 * A stranger must not spend a couple's sends nor kill their code from an address of their own
 * (issue 12). The three limits above count per phone AND client address; across addresses a phone
 * gets at most MAX_SENDS_PER_PHONE_PER_24_HOURS. Once a phone (all addresses) or an address (all
 * phones) has had SENDS_BEFORE_CHALLENGE sends in 24 hours, each further send needs a solved
 * proof-of-work challenge. Wrong codes from the sender's address kill the code after
 * MAX_CODE_ATTEMPTS (the spec's rule); from other addresses they count per address (each stops at
 * MAX_CODE_ATTEMPTS), after FOREIGN_TRIES_BEFORE_CHALLENGE in all each try needs a challenge, and
 * after MAX_FOREIGN_TRIES in all other addresses are refused while the sender's may still use it.
 */
export const MAX_SENDS_PER_PHONE_PER_24_HOURS = 30;
export const SENDS_BEFORE_CHALLENGE = 10;
export const FOREIGN_TRIES_BEFORE_CHALLENGE = 3;
export const MAX_FOREIGN_TRIES = 20;
/** Proof-of-work difficulty: the client tries up to this many hashes (a fraction of a second). */
export const POW_MAX_NUMBER = 50_000;
/** A challenge must be solved and used within this time. */
export const POW_TTL_SECONDS = 300;
/** Names must be longer than this once trimmed (spec §5). */
export const NAME_MIN_EXCLUSIVE = 2;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Refresh tokens and the token cookies last 7 days (spec §9). */
export const REFRESH_TOKEN_TTL_DAYS = 7;
/** A session ends this long after its sign-in, however often it is refreshed. */
export const SESSION_MAX_LIFETIME_DAYS = 90;
/**
 * A refresh token just rotated may be presented again this long after its use (two tabs
 * refreshing at once): the family lives on; later, the reuse revokes it (Auth0's reuse interval).
 */
export const REFRESH_REUSE_LEEWAY_SECONDS = 10;
/** Changing the phone needs a sign-in (a proof of the current phone) at most this old. */
export const RECENT_SIGN_IN_MINUTES = 15;
/** A hand-off code (widget → couples' app, shared/src/handoff.ts) is usable this long, once. */
export const HANDOFF_TTL_SECONDS = 60;
/** The query parameter of the widget's create-project link that carries the hand-off code. */
export const HANDOFF_PARAM = 'handoff';

/** Locality autocomplete (spec §9): answers in pages of this size. */
export const LOCALITY_PAGE_SIZE = 10;
/** Pages are paged with OFFSET: an autocomplete never goes deep, so the depth is capped. */
export const LOCALITY_MAX_PAGE = 20;
/** Letters and digits a query needs before the search runs (fewer: an empty answer). */
export const LOCALITY_MIN_CHARACTERS = 3;

/** Where the browser lands after a premium checkout or a cancelled update (the admin SPA's pages, app host). */
export const PREMIUM_PATHS = {
  page: '/premium',
  subscriptionSuccess: '/payment/subscription/success',
  subscriptionCancel: '/payment/subscription/cancel',
  updateCancel: '/payment/premium-update/cancel',
} as const;
