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
/** Names must be longer than this once trimmed (spec §5). */
export const NAME_MIN_EXCLUSIVE = 2;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Refresh tokens and the token cookies last 7 days (spec §9). */
export const REFRESH_TOKEN_TTL_DAYS = 7;

/** Locality autocomplete (spec §9): answers in pages of this size. */
export const LOCALITY_PAGE_SIZE = 10;
/** Pages are paged with OFFSET: an autocomplete never goes deep, so the depth is capped. */
export const LOCALITY_MAX_PAGE = 20;
/** Letters and digits a query needs before the search runs (fewer: an empty answer). */
export const LOCALITY_MIN_CHARACTERS = 3;
