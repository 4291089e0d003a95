import { useCallback, useEffect, useState } from 'react';
import { useWidget } from '../../../context.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { getReferenceLists, type ReferenceLists } from '../../api/project-view.ts';

export interface ReferenceState {
  lists: ReferenceLists | null;
  error: unknown;
  retry(): void;
}

/** The form's lists, asked for again in the new language when the couple switches it (labels come translated). */
export function useReferenceLists(): ReferenceState {
  const { api } = useWidget();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [lists, setLists] = useState<ReferenceLists | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `language` and `attempt` only ask for a new load
  useEffect(() => {
    let cancelled = false;
    setError(null);
    getReferenceLists(api).then(
      (answer) => {
        if (!cancelled) setLists(answer);
      },
      (failure: unknown) => {
        if (!cancelled) setError(failure);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, language, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { lists, error, retry };
}
