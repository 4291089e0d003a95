import { LOCALITY_MIN_CHARACTERS } from '@alliance/shared/constants';
import type { DirectoryEnhanceTexts } from '@alliance/shared/directory-enhance';
import type { Locality, LocalitySearchResponse } from '@alliance/shared/locality';
import type { Announce } from './live-region.ts';

export interface CitySearchDeps {
  texts: DirectoryEnhanceTexts;
  announce: Announce;
  fetch: typeof fetch;
  debounceMs?: number;
}

/** A suggestion: a place and the département option it belongs to. */
interface Suggestion {
  place: Locality;
  departement: string;
  label: string;
}

// Letters and digits only, as the server counts: "  -- " is not the start of a place name.
const searchable = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '').length >= LOCALITY_MIN_CHARACTERS;
let instances = 0;

/**
 * The listing search form's city field as an ARIA 1.2 combobox: from 3 characters it suggests
 * places (`GET /search/locality`); choosing one writes the city and selects its département, so
 * the form's own GET leads to the city's listing. Typing freely and submitting works as before.
 */
export function enhanceCitySearch(form: HTMLFormElement, deps: CitySearchDeps): void {
  const doc = form.ownerDocument;
  const input = form.querySelector<HTMLInputElement>('input[name="city"]');
  const select = form.querySelector<HTMLSelectElement>('select[name="departement"]');
  if (!input || !select || input.getAttribute('role') === 'combobox') return;
  const { texts } = deps;
  const id = `directory-city-${++instances}`;

  // Outside the <label>: inside it, the suggestions would become part of the field's name.
  const panel = doc.createElement('div');
  panel.className = 'suggestions';
  panel.hidden = true;
  const list = doc.createElement('ul');
  list.id = `${id}-list`;
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', texts.cityList);
  // Shown to the eye only: the live region says it to screen readers.
  const status = doc.createElement('p');
  status.setAttribute('aria-hidden', 'true');
  panel.append(list, status);
  form.append(panel);

  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-controls', list.id);
  input.setAttribute('aria-expanded', 'false');
  // The browser's own suggestions would cover ours.
  input.setAttribute('autocomplete', 'off');

  let suggestions: Suggestion[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;

  /** Under the field, whatever the form's layout (the form is the positioned ancestor). */
  const place = () => {
    Object.assign(panel.style, {
      top: `${input.offsetTop + input.offsetHeight}px`,
      left: `${input.offsetLeft}px`,
      width: `${input.offsetWidth}px`,
    });
  };
  const show = (message: string) => {
    status.textContent = message;
    status.hidden = message === '';
    panel.hidden = suggestions.length === 0 && message === '';
    input.setAttribute('aria-expanded', String(suggestions.length > 0 && !panel.hidden));
    if (!panel.hidden) place();
  };
  const setActive = (index: number) => {
    active = index;
    list.querySelectorAll('[role="option"]').forEach((option, i) => {
      option.setAttribute('aria-selected', String(i === index));
      if (i === index) option.scrollIntoView?.({ block: 'nearest' });
    });
    if (index >= 0) input.setAttribute('aria-activedescendant', `${id}-option-${index}`);
    else input.removeAttribute('aria-activedescendant');
  };
  const close = () => {
    clearTimeout(timer);
    inFlight?.abort();
    suggestions = [];
    list.replaceChildren();
    setActive(-1);
    show('');
  };
  const render = (found: Suggestion[]) => {
    suggestions = found;
    list.replaceChildren(
      ...found.map((suggestion, index) => {
        const option = doc.createElement('li');
        option.id = `${id}-option-${index}`;
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', 'false');
        option.textContent = suggestion.label;
        // Keeps the focus in the field: a click must not blur it (which closes the list) first.
        option.addEventListener('mousedown', (event) => event.preventDefault());
        option.addEventListener('click', () => choose(index));
        return option;
      }),
    );
    setActive(-1);
    const message = found.length > 0 ? texts.cityResults : texts.cityNoResults;
    show(found.length > 0 ? '' : message);
    deps.announce(message);
  };
  const choose = (index: number) => {
    const chosen = suggestions[index];
    if (!chosen) return;
    input.value = chosen.place.city;
    select.value = chosen.departement;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    close();
  };

  /** Places of a département on the form's list (another country's could not lead anywhere), by option text. */
  const offered = new Map([...select.options].filter((option) => option.value).map((option) => [option.value, option.text]));
  /**
   * Each town once: the answer has one entry per postal code (Marseille has 16), the listing one
   * page per town. Named with its département, which tells homonyms apart.
   */
  const suggestionsOf = (places: Locality[]): Suggestion[] => {
    const seen = new Set<string>();
    return places.flatMap((place) => {
      const departementName = place.departement ? offered.get(place.departement) : undefined;
      const key = `${place.departement}|${place.city}`;
      if (!place.departement || !departementName || seen.has(key)) return [];
      seen.add(key);
      return [{ place, departement: place.departement, label: `${place.city} — ${departementName}` }];
    });
  };

  async function search(query: string) {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    if (suggestions.length === 0) show(texts.citySearching);
    try {
      const response = await deps.fetch(`/search/locality?${new URLSearchParams({ query })}`, {
        headers: { accept: 'application/json' },
        signal: controller.signal,
      });
      if (!response.ok) throw new Error(`locality search: ${response.status}`);
      const answer = (await response.json()) as LocalitySearchResponse;
      if (controller.signal.aborted) return;
      render(suggestionsOf(answer.results));
    } catch {
      if (controller.signal.aborted) return;
      suggestions = [];
      list.replaceChildren();
      show(texts.citySearchFailed);
      deps.announce(texts.citySearchFailed);
    }
  }

  input.addEventListener('input', () => {
    clearTimeout(timer);
    const query = input.value.trim();
    if (!searchable(query)) return close();
    timer = setTimeout(() => void search(query), deps.debounceMs ?? 250);
  });
  input.addEventListener('keydown', (event) => {
    const count = suggestions.length;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
      event.preventDefault();
      if (panel.hidden) show('');
      const down = event.key === 'ArrowDown';
      setActive(down ? (active + 1) % count : active <= 0 ? count - 1 : active - 1);
    } else if (event.key === 'Enter' && !panel.hidden && active >= 0) {
      // Chooses the place; the form is sent by the next Enter or its button.
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && !panel.hidden) {
      // Folds the list away; the arrow keys bring the same suggestions back.
      event.preventDefault();
      setActive(-1);
      panel.hidden = true;
      input.setAttribute('aria-expanded', 'false');
    }
  });
  input.addEventListener('blur', close);
  // The form reflows with the window (its fields wrap): the open list follows its field.
  doc.defaultView?.addEventListener('resize', () => {
    if (!panel.hidden) place();
  });
}
