import type { Locality } from '@alliance/shared/locality';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { CityAutocomplete } from '../../../components/CityAutocomplete.tsx';
import { useWidget } from '../../../context.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { type Departement, departementCode, departementLabel, useDepartements } from './departements.ts';
import { type SearchQuery, searchPath } from './query.ts';
import type { FilterListsState } from './useFilterLists.ts';

interface Draft {
  departement: string;
  city: Locality | null;
  service: string;
  langue: string;
}

const EMPTY: Draft = { departement: '', city: null, service: '', langue: '' };

/** The form's fields for a search in the address; the city comes back from its postal code and label. */
function draftOf(query: SearchQuery, country: string, departements: Departement[]): Draft {
  const { cp, ville } = query;
  return {
    departement: query.departement ? departementLabel(departements, query.departement) : '',
    // Only the label (shown) and the postal code (sent) of a place matter to this form.
    city: cp ? { label: ville ?? cp, city: ville ?? cp, zipCode: cp, countryCode: country, latitude: 0, longitude: 0 } : null,
    service: query.service ?? '',
    langue: query.langue ?? '',
  };
}

interface Props {
  /** The search the address holds: what the results show. */
  applied: SearchQuery;
  lists: FilterListsState;
  onSearch(query: SearchQuery): void;
}

/** Département, city, service and language: every one optional, all applied together on submit. */
export function SearchFilters({ applied, lists, onSearch }: Props) {
  const { t } = useTranslation('search');
  const { config } = useWidget();
  const departements = useDepartements();
  const [draft, setDraft] = useState(() => draftOf(applied, config.country, departements));
  const [invalid, setInvalid] = useState(false);
  // A new key empties the city field: the autocomplete keeps its typed text when its value goes to null.
  const [cityKey, setCityKey] = useState(0);
  const departementInput = useRef<HTMLInputElement>(null);
  const base = useId();
  const ids = {
    departement: `${base}-dep`,
    hint: `${base}-hint`,
    list: `${base}-list`,
    error: `${base}-error`,
    city: `${base}-city`,
    service: `${base}-service`,
    langue: `${base}-langue`,
  };

  // A new address (a search, back, a shared link): the form shows what the results are for.
  const appliedPath = searchPath(applied);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address's text stands for `applied`; `draft` is read, not watched
  useEffect(() => {
    const next = draftOf(applied, config.country, departements);
    if (!next.city && draft.city) setCityKey((n) => n + 1);
    setDraft(next);
    setInvalid(false);
  }, [appliedPath, config.country]);

  // The list has come: the field names the applied département instead of showing its code.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the list's arrival relabels
  useEffect(() => {
    const code = applied.departement;
    if (code)
      setDraft((current) =>
        current.departement === code ? { ...current, departement: departementLabel(departements, code) } : current,
      );
  }, [departements]);

  const update = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Issue 7: a name ("Gironde"), a suggestion ("Gironde (33)") or a code ("33") all give the code.
    const departement = draft.departement.trim() ? departementCode(departements, draft.departement) : '';
    if (departement === null) {
      setInvalid(true);
      departementInput.current?.focus();
      return;
    }
    setInvalid(false);
    onSearch({
      departement: departement || undefined,
      cp: draft.city?.zipCode || undefined,
      ville: draft.city?.label || undefined,
      service: draft.service || undefined,
      langue: draft.langue || undefined,
    });
  };

  const clear = () => {
    setDraft(EMPTY);
    setInvalid(false);
    setCityKey((n) => n + 1);
    // The button goes away with the filters: focus goes back to the start of the form.
    departementInput.current?.focus();
    onSearch({});
  };

  const filled = Boolean(draft.departement.trim() || draft.city || draft.service || draft.langue);
  const clearable = filled || appliedPath !== '/search';
  const { services = [], languages = [] } = lists.lists ?? {};

  return (
    <search className="app-search-form">
      <form onSubmit={submit} noValidate>
        <div className="app-search-fields">
          <div>
            <label htmlFor={ids.departement}>{t('departement.label')}</label>
            <input
              id={ids.departement}
              ref={departementInput}
              type="text"
              value={draft.departement}
              onChange={(event) => update({ departement: event.target.value })}
              list={ids.list}
              autoComplete="off"
              maxLength={60}
              aria-invalid={invalid}
              aria-describedby={invalid ? `${ids.error} ${ids.hint}` : ids.hint}
            />
            <datalist id={ids.list}>
              {departements.map((d) => (
                <option key={d.code} value={departementLabel(departements, d.code)} />
              ))}
            </datalist>
            <p id={ids.hint} className="muted">
              {t('departement.hint')}
            </p>
            {invalid && (
              <p id={ids.error} className="field-error">
                {t('departement.invalid')}
              </p>
            )}
          </div>
          <CityAutocomplete
            key={cityKey}
            id={ids.city}
            label={t('city.label')}
            value={draft.city}
            onChange={(city) => update({ city })}
            country={config.country}
            invalidMessage={t('city.invalid')}
          />
          <div>
            <label htmlFor={ids.service}>{t('service.label')}</label>
            <select id={ids.service} value={draft.service} onChange={(event) => update({ service: event.target.value })}>
              <option value="">{t('service.all')}</option>
              {withCurrent(services, draft.service, (slug) => ({ slug, name: slug })).map((item) => (
                <option key={item.slug} value={item.slug}>
                  {item.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.langue}>{t('langue.label')}</label>
            <select id={ids.langue} value={draft.langue} onChange={(event) => update({ langue: event.target.value })}>
              <option value="">{t('langue.all')}</option>
              {withCurrent(languages, draft.langue, (iso) => ({ iso, label: iso })).map((item) => (
                <option key={item.iso} value={item.iso}>
                  {item.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        {lists.failed && (
          <p className="error app-search-lists-failed" role="alert">
            {t('listsFailed')}{' '}
            <button type="button" onClick={lists.retry}>
              {t('app:retry')}
            </button>
          </p>
        )}
        <p className="app-actions">
          <button type="submit" className="primary">
            {t('submit')}
          </button>
          {clearable && (
            <button type="button" onClick={clear}>
              {t('clear')}
            </button>
          )}
        </p>
      </form>
    </search>
  );
}

/**
 * The choices, plus the one the address names when the list does not have it (yet, or any more):
 * the select then shows what the results are filtered by instead of silently showing "all".
 */
function withCurrent<T extends { slug: string } | { iso: string }>(items: T[], current: string, make: (key: string) => T): T[] {
  const keyOf = (item: T) => ('slug' in item ? item.slug : item.iso);
  return !current || items.some((item) => keyOf(item) === current) ? items : [...items, make(current)];
}
