import type { Favorite } from '@alliance/shared/directory';
import type { User } from '@alliance/shared/user';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** The widget's three screens (spec §2), plus the moment a stored session is being checked. */
type Screen = 'loading' | 'account' | 'inscription' | 'presentation';

export interface WidgetState {
  screen: Screen;
  /** The phone proved by code (E.164); registration needs it. */
  phone: string | null;
  user: User | null;
  favorites: Favorite[];
  goTo(screen: Screen): void;
  phoneProved(phone: string): void;
  signedIn(user: User): void;
  signedOut(): void;
  setFavorites(favorites: Favorite[]): void;
}

export type WidgetStore = StoreApi<WidgetState>;

/** One store per element (ARCHITECTURE.md): two widgets on a page keep their own state. */
export function createWidgetStore(initial: Partial<Pick<WidgetState, 'screen' | 'phone' | 'user'>> = {}): WidgetStore {
  return createStore<WidgetState>()((set) => ({
    screen: 'account',
    phone: null,
    user: null,
    favorites: [],
    ...initial,
    goTo: (screen) => set({ screen }),
    phoneProved: (phone) => set({ phone }),
    signedIn: (user) => set({ user, phone: user.phone, screen: 'presentation' }),
    signedOut: () => set({ user: null, favorites: [], screen: 'account' }),
    setFavorites: (favorites) => set({ favorites }),
  }));
}
