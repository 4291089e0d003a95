import type { Api } from '@alliance/widget/api/client.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { createContext, useContext } from 'react';
import { type SessionState, type SessionStore, useSessionState } from './session.ts';

export interface AdminContextValue {
  api: Api;
  session: SessionStore;
  queryClient: QueryClient;
  i18n: i18n;
}

export const AdminContext = createContext<AdminContextValue | null>(null);

export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error('useAdmin outside <AdminContext>');
  return value;
}

export function useSession<T>(select: (state: SessionState) => T): T {
  return useSessionState(useAdmin().session, select);
}
