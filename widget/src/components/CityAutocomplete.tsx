import { LOCALITY_MIN_CHARACTERS } from '@alliance/shared/constants';
import type { Locality, LocalitySearchResponse } from '@alliance/shared/locality';
import { type KeyboardEvent, type Ref, useContext, useEffect, useRef, useState } from 'react';
import { WidgetContext } from '../context.tsx';
import { errorText } from '../errors.ts';
import { useTranslation } from '../i18n/react.tsx';
import css from './CityAutocomplete.css?inline';

export type LocalitySearch = (query: string, country: string, page: number) => Promise<LocalitySearchResponse>;

export interface CityAutocompleteProps {
  id: string;
  label: string;
  /** The chosen place; null while none is (the typed text alone is never a value). */
  value: Locality | null;
  onChange(next: Locality | null): void;
  /** Shown when typed text matching no choice was thrown away (default: 'Ville invalide'). */
  invalidMessage?: string;
  /** A problem the form found (empty on submit, the server's field message), shown the same way. */
  error?: string;
  required?: boolean;
  /** Country whose places the search ranks first. */
  country: string;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
  /** Outside the widget (the couples' app): where to search; inside it, the widget's call. */
  search?: LocalitySearch;
  debounceMs?: number;
}

// Letters and digits only: "  -- " is not a start of a place name (the server counts the same way).
const searchable = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '').length >= LOCALITY_MIN_CHARACTERS;

/**
 * City and postal-code autocomplete (spec §2, §5), the ARIA 1.2 combobox pattern: the text must
 * end up as the label of a chosen place ('Bordeaux (33000)'); anything else is emptied and
 * marked invalid when the field is left or the list closes without a choice.
 */
export function CityAutocomplete(props: CityAutocompleteProps) {
  const { id, label, value, onChange, error, required, country, debounceMs = 250 } = props;
  const { t } = useTranslation('registration');
  const widget = useContext(WidgetContext);
  const search = useRef<LocalitySearch | undefined>(undefined);
  search.current = props.search ?? widget?.calls.directory.searchLocality;
  const [text, setText] = useState(value?.label ?? '');
  /** The text the couple typed, searched for; null once a place is chosen or the text emptied. */
  const [query, setQuery] = useState<string | null>(null);
  const [results, setResults] = useState<Locality[]>([]);
  const [nextPage, setNextPage] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loadingMore, setLoadingMore] = useState(false);
  const [exhausted, setExhausted] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [rejected, setRejected] = useState(false);
  // Every new search, choice or close bumps it: answers of an older generation are stale.
  const generation = useRef(0);
  const list = useRef<HTMLDivElement>(null);
  /** The query the shown results answer: "more" pages are asked for it, not for newer keystrokes. */
  const shownQuery = useRef('');

  useEffect(() => {
    if (value) setText(value.label);
  }, [value]);

  useEffect(() => {
    const current = ++generation.current;
    setLoadingMore(false);
    if (query === null || !searchable(query)) {
      setResults([]);
      setNextPage(null);
      setFailure(null);
      setOpen(false);
      setActive(-1);
      return;
    }
    // The previous answer stays on screen until this one replaces it: no flicker while typing.
    const timer = setTimeout(() => {
      search.current?.(query.trim(), country, 1).then(
        (answer) => {
          if (current !== generation.current) return;
          shownQuery.current = query.trim();
          setResults(answer.results);
          setNextPage(answer.next_page);
          setExhausted(false);
          setFailure(null);
          setActive(-1);
          setOpen(true);
        },
        (reason: unknown) => {
          if (current !== generation.current) return;
          setResults([]);
          setNextPage(null);
          setFailure(reason);
          setOpen(true);
        },
      );
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [query, country, debounceMs]);

  const expanded = open && results.length > 0;
  const moreIndex = nextPage === null ? -1 : results.length;
  const itemCount = results.length + (nextPage === null ? 0 : 1);
  const optionId = (index: number) => (index === moreIndex ? `${id}-more` : `${id}-option-${index}`);

  useEffect(() => {
    if (active >= 0) (list.current?.children[active] as HTMLElement | undefined)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const closeList = () => {
    generation.current++;
    setOpen(false);
    setActive(-1);
    setLoadingMore(false);
  };

  const choose = (place: Locality) => {
    setText(place.label);
    setQuery(null);
    setRejected(false);
    onChange(place);
  };

  /** The emptying rule: leaving the field (or closing the list) keeps only a chosen place's label. */
  const settle = () => {
    closeList();
    if (text === '' || (value && text === value.label)) return;
    // Typed out in full instead of picked: the same choice.
    const exact = results.find((place) => place.label === text);
    if (exact) return choose(exact);
    setText('');
    setQuery(null);
    setRejected(true);
    onChange(null);
  };

  const loadMore = () => {
    if (nextPage === null || loadingMore) return;
    const current = generation.current;
    setLoadingMore(true);
    search.current?.(shownQuery.current, country, nextPage).then(
      (answer) => {
        if (current !== generation.current) return;
        // The "more" item's index becomes the first new place's: keyboard focus flows on.
        setResults((shown) => [...shown, ...answer.results]);
        setNextPage(answer.next_page);
        setExhausted(answer.next_page === null);
        setLoadingMore(false);
      },
      (reason: unknown) => {
        if (current !== generation.current) return;
        setFailure(reason);
        setLoadingMore(false);
      },
    );
  };

  const activate = (index: number) => {
    const place = results[index];
    if (place) choose(place);
    else if (index === moreIndex) loadMore();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (itemCount === 0) return;
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      if (!expanded) {
        setOpen(true);
        setActive(down ? (event.altKey ? -1 : 0) : itemCount - 1);
      } else {
        setActive((index) => (down ? (index + 1) % itemCount : index <= 0 ? itemCount - 1 : index - 1));
      }
    } else if (event.key === 'Enter') {
      if (expanded && active >= 0) {
        event.preventDefault();
        activate(active);
      } else {
        settle();
      }
    } else if (event.key === 'Escape' && (open || text !== '')) {
      // Handled here only: a dialog around the field must not close as well.
      event.preventDefault();
      event.stopPropagation();
      // An open list closes (the emptying rule applies); a closed one's field is cleared.
      if (open) settle();
      else onInput('');
    }
  };

  const onInput = (next: string) => {
    setText(next);
    setQuery(next);
    setRejected(false);
    // The chosen place no longer matches the text: the form must not keep it.
    if (value && next !== value.label) onChange(null);
  };

  const onScroll = () => {
    const node = list.current;
    if (node && node.scrollTop + node.clientHeight >= node.scrollHeight - 24) loadMore();
  };

  const shownError = error ?? (rejected ? (props.invalidMessage ?? t('shared:validation.cityInvalid')) : undefined);
  const [hintId, errorId, listId] = [`${id}-hint`, `${id}-error`, `${id}-list`];
  const note = failure
    ? t('autocomplete.searchFailed', { error: errorText(failure, t) })
    : open && results.length === 0
      ? t('autocomplete.noResults')
      : open && exhausted
        ? t('autocomplete.noMoreResults')
        : '';
  const spoken = loadingMore ? t('autocomplete.loadingMore') : expanded ? t('autocomplete.count', { count: results.length }) : '';

  return (
    <div className="qr-city">
      <style>{css}</style>
      <label htmlFor={id}>{label}</label>
      <div className="qr-city-field">
        <input
          id={id}
          ref={props.inputRef}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-required={required || undefined}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
          value={text}
          onChange={(event) => onInput(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            settle();
            props.onBlur?.();
          }}
        />
        {/* Pressing in the list must not blur the field: the blur would apply the emptying rule first. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: keeps focus in the combobox, no action of its own */}
        <div className={expanded || note ? 'qr-city-popup open' : 'qr-city-popup'} onMouseDown={(e) => e.preventDefault()}>
          <div id={listId} ref={list} role="listbox" aria-label={label} hidden={!expanded} onScroll={onScroll}>
            {results.map((place, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: options are reached with the combobox's arrow keys
              <div
                key={`${place.label}@${place.latitude},${place.longitude}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'active' : undefined}
                onClick={() => choose(place)}
                tabIndex={-1}
              >
                {place.label}
              </div>
            ))}
            {nextPage !== null && (
              // biome-ignore lint/a11y/useKeyWithClickEvents: reached with the combobox's arrow keys, Enter loads
              <div
                id={`${id}-more`}
                role="option"
                aria-selected={active === moreIndex}
                aria-disabled={loadingMore || undefined}
                className={active === moreIndex ? 'more active' : 'more'}
                onClick={loadMore}
                tabIndex={-1}
              >
                {loadingMore ? t('autocomplete.loadingMore') : t('autocomplete.loadMore')}
              </div>
            )}
          </div>
          <p role="status" className={note ? 'qr-city-note' : 'qr-city-note empty'}>
            {note}
            <span className="sr-only">{spoken}</span>
          </p>
        </div>
      </div>
      <p id={hintId} className="sr-only">
        {t('autocomplete.hint', { min: LOCALITY_MIN_CHARACTERS })}
      </p>
      {shownError && (
        <p id={errorId} className="field-error">
          {shownError}
        </p>
      )}
    </div>
  );
}
