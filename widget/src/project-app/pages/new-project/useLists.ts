import { useCallback, useEffect, useState } from 'react';
import type { Api } from '../../../api/client.ts';
import { useWidget } from '../../../context.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import {
  getEventTypes,
  getLanguages,
  getRanges,
  getServiceTypes,
  type LanguageItem,
  type NamedItem,
  type RangeItem,
} from '../../api/projects.ts';

interface Lists {
  eventTypes: NamedItem[];
  serviceTypes: NamedItem[];
  languages: LanguageItem[];
  guestRanges: RangeItem[];
  budgetRanges: RangeItem[];
  plannerBudgetRanges: RangeItem[];
}

const LOADERS: { [K in keyof Lists]: (api: Api) => Promise<Lists[K]> } = {
  eventTypes: getEventTypes,
  serviceTypes: getServiceTypes,
  languages: getLanguages,
  guestRanges: (api) => getRanges(api, 'guest'),
  budgetRanges: (api) => getRanges(api, 'budget'),
  plannerBudgetRanges: (api) => getRanges(api, 'planner-budget'),
};

export interface ListsState {
  /** Each list once loaded; a missing one is loading or failed. */
  lists: Partial<Lists>;
  /** The failure of each list that failed. */
  errors: Partial<Record<keyof Lists, unknown>>;
  retry(): void;
}

/**
 * The six lists of the form, all asked for at once when the page opens (the couple never waits
 * at a step), each on its own: one failing does not hide the others. Asked again in a new
 * language, since the server labels them.
 */
export function useLists(): ListsState {
  const { api } = useWidget();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [lists, setLists] = useState<Partial<Lists>>({});
  const [errors, setErrors] = useState<ListsState['errors']>({});
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `language` and `attempt` only ask for a new load
  useEffect(() => {
    let cancelled = false;
    setErrors({});
    for (const name of Object.keys(LOADERS) as (keyof Lists)[]) {
      LOADERS[name](api).then(
        (items) => {
          if (!cancelled) setLists((current) => ({ ...current, [name]: items }));
        },
        (failure: unknown) => {
          if (!cancelled) setErrors((current) => ({ ...current, [name]: failure }));
        },
      );
    }
    return () => {
      cancelled = true;
    };
  }, [api, language, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { lists, errors, retry };
}
