/**
 * Per-client-address limits, named once: a rule used by several routes (or by one route on
 * several hosts) has one counter, so a client cannot double its allowance by switching between
 * `check-phone` and `phone/check`, or by refreshing on another host. IPv6 clients are counted
 * by their /64 (the library's default subnet), since one subscriber holds a whole /64.
 * `groupId` names the counter; the plugin's store keys counters by it.
 */
export interface RateLimitRule {
  groupId: string;
  max: number;
  timeWindow: string;
}

const rule = (groupId: string, max: number, timeWindow: string): RateLimitRule => ({ groupId, max, timeWindow });

export const RATE_LIMITS = {
  /** Texts a code: check-phone and the phone change's phone/check. */
  smsSend: rule('sms-send', 10, '10 minutes'),
  /** Checks a code: verify-phone and phone/verify. */
  codeCheck: rule('code-check', 30, '10 minutes'),
  tokenRefresh: rule('token-refresh', 60, '1 minute'),
  /** Provider sign-in, on top of the per-e-mail and per-address failure limits of the service. */
  login: rule('login', 60, '10 minutes'),
  /** Confirmation and reset links presented: guessing a token is hopeless, trying millions is stopped here. */
  emailToken: rule('email-token', 30, '10 minutes'),
  passwordReset: rule('password-reset', 10, '10 minutes'),
  logout: rule('logout', 30, '1 minute'),
  checkAccount: rule('check-account', 30, '10 minutes'),
  register: rule('register', 10, '10 minutes'),
  updateProfile: rule('update-profile', 30, '10 minutes'),
  accountDelete: rule('account-delete', 5, '10 minutes'),
  handoff: rule('handoff', 30, '10 minutes'),
  projectSave: rule('project-save', 60, '10 minutes'),
  /** Sending requests: send-to-prestataire and choose-prestataires. */
  quoteSend: rule('quote-send', 60, '10 minutes'),
  /** Image uploads: each one is seconds of encoding on our cores. */
  imageUpload: rule('image-upload', 120, '10 minutes'),
  videoUpload: rule('video-upload', 60, '10 minutes'),
  /** Opening a checkout (each one a session at the payment provider). */
  creditBuy: rule('credit-buy', 20, '10 minutes'),
  /** Suggested providers: get-prestataires and get-more-prestataires. */
  suggestions: rule('suggestions', 120, '10 minutes'),
  projectRead: rule('project-read', 120, '1 minute'),
  favorites: rule('favorites', 120, '1 minute'),
  imageView: rule('image-view', 120, '1 minute'),
  /** Profile and portfolio page views (one beacon per page shown; each counts once per visitor per day anyway). */
  pageView: rule('page-view', 60, '1 minute'),
  /** Public search: directory JSON search, provider lists, the search form's redirects. */
  publicSearch: rule('public-search', 120, '1 minute'),
  /** Locality autocomplete: one call per keystroke pause. */
  autocomplete: rule('autocomplete', 300, '1 minute'),
  /** Outbound provider links (each click counts once per visitor per day anyway). */
  tracking: rule('tracking', 60, '1 minute'),
} as const satisfies Record<string, RateLimitRule>;
