import { useCallback, useEffect, useState } from 'react';
import { useWidget } from '../../../context.tsx';
import { reportError } from '../../../errors.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { type FilterLists, getFilterLists } from '../../api/search.ts';

export interface FilterListsState {
  /** Null while loading or after a failure. */
  lists: FilterLists | null;
  failed: boolean;
  retry(): void;
}

/**
 * The service types and languages to filter by, asked for again when the couple switches the
 * interface language (the server labels them). A failure leaves the other filters usable.
 */
export function useFilterLists(): FilterListsState {
  const { api } = useWidget();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [lists, setLists] = useState<FilterLists | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `language` and `attempt` only ask for a new load
  useEffect(() => {
    let cancelled = false;
    setFailed(false);
    getFilterLists(api).then(
      (answer) => {
        if (!cancelled) setLists(answer);
      },
      (error: unknown) => {
        if (cancelled) return;
        reportError(error, { call: 'search filter lists' });
        setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, language, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { lists, failed, retry };
}
