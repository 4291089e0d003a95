import type { SubscriptionState } from '@alliance/shared/premium';

/** What the premium page shows: the server's status, with an active subscription set to end told apart. */
export type PremiumKind = 'none' | 'checkout' | 'active' | 'cancelling' | 'pastDue' | 'ended';

export function kindOf(state: SubscriptionState): PremiumKind {
  switch (state.status) {
    case 'checkout':
      return 'checkout';
    case 'active':
      return state.cancelAtPeriodEnd ? 'cancelling' : 'active';
    case 'past_due':
      return 'pastDue';
    case 'ended':
      return 'ended';
    default:
      return 'none';
  }
}

/** Premium is on (gold) in these states, until the end of the paid period. */
export const isOn = (kind: PremiumKind) => kind === 'active' || kind === 'cancelling' || kind === 'pastDue';
