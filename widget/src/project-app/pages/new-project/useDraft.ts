import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, type Draft, emptyDraft, firstInvalidStep, loadDraft, saveDraft } from './draft.ts';

/**
 * The answers, kept in localStorage on every change and given back after a reload, at the step
 * the couple was on (or the first earlier step that no longer holds, e.g. a date now past).
 */
export function useDraft(language: string) {
  const [stored] = useState(loadDraft);
  const [draft, setDraft] = useState<Draft>(() => {
    if (!stored) return emptyDraft(language);
    return { ...stored, step: firstInvalidStep(stored, stored.step) ?? stored.step };
  });
  // Nothing is written before the first answer: an opened-and-left page leaves no draft behind.
  const touched = useRef(false);
  const finished = useRef(false);

  useEffect(() => {
    if (touched.current && !finished.current) saveDraft(draft);
  }, [draft]);

  const update = useCallback((patch: Partial<Draft>) => {
    touched.current = true;
    setDraft((current) => ({ ...current, ...patch }));
  }, []);

  /** The project is saved: the draft is gone for good. */
  const finish = useCallback(() => {
    finished.current = true;
    clearDraft();
  }, []);

  /** Start again from an empty form. */
  const restart = useCallback(() => {
    touched.current = false;
    clearDraft();
    setDraft(emptyDraft(language));
  }, [language]);

  return { draft, update, restored: stored !== null, finish, restart };
}
