/**
 * Premium at `now`: the paid period (`providers.premium_until`, written only by verified
 * subscription events) has not ended. The twin of PREMIUM_PROVIDER (db/schema/providers.ts) for a
 * row already read; null means never premium.
 */
export function isPremiumAt(premiumUntil: Date | null, now: Date): boolean {
  return premiumUntil !== null && premiumUntil.getTime() > now.getTime();
}
