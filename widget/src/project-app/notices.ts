import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** A message of the app above the page: an ended session (alert), a logout (status). */
export interface Notice {
  text: string;
  tone: 'alert' | 'status';
  /** The path it belongs to: it goes away on the next navigation elsewhere; none: any path, until then. */
  at?: string;
}

interface NoticeState {
  notice: Notice | null;
  show(notice: Notice): void;
  clear(): void;
}

export type NoticeStore = StoreApi<NoticeState>;

export function createNoticeStore(): NoticeStore {
  return createStore<NoticeState>()((set) => ({
    notice: null,
    show: (notice) => set({ notice }),
    clear: () => set({ notice: null }),
  }));
}

export const NoticeContext = createContext<NoticeStore | null>(null);

export function useNotices(): NoticeStore {
  const store = useContext(NoticeContext);
  if (!store) throw new Error('useNotices outside <NoticeContext>');
  return store;
}

export function useNotice(): Notice | null {
  return useStore(useNotices(), (state) => state.notice);
}
