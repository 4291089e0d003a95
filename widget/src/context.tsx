import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { Calls } from './api/calls.ts';
import type { Api } from './api/client.ts';
import type { WidgetConfig } from './attributes.ts';
import type { WidgetState, WidgetStore } from './store.ts';

export interface WidgetContextValue {
  config: WidgetConfig;
  calls: Calls;
  store: WidgetStore;
  /** The client itself, for calls of the couples' app beyond the widget's (project-app/api/). */
  api: Api;
}

export const WidgetContext = createContext<WidgetContextValue | null>(null);

/** The element's config, API calls and store. */
export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error('useWidget outside <WidgetContext>');
  return value;
}

/** A slice of the element's store, re-rendering when it changes. */
export function useWidgetState<T>(select: (state: WidgetState) => T): T {
  return useStore(useWidget().store, select);
}
