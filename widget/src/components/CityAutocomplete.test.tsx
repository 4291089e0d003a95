import type { Locality } from '@alliance/shared/locality';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Reply, type Route, renderWidget } from '../test/harness.tsx';
import { CityAutocomplete } from './CityAutocomplete.tsx';

const place = (city: string, zipCode: string, latitude = 45, longitude = 1): Locality => ({
  label: `${city} (${zipCode})`,
  city,
  zipCode,
  countryCode: 'FR',
  latitude,
  longitude,
});
const BORDEAUX = place('Bordeaux', '33000', 44.8378, -0.5792);
const BORDERES = place('Bordères', '64800');
const BORDES = place('Bordes', '64510');

const SEARCH = 'GET /search/locality';

/** The field as a form holds it: the value is what onChange last said. */
function Field({ spy }: { spy: (next: Locality | null) => void }) {
  const [value, setValue] = useState<Locality | null>(null);
  return (
    <>
      <CityAutocomplete
        id="city"
        label="Ville"
        value={value}
        country="FR"
        onChange={(next) => {
          spy(next);
          setValue(next);
        }}
      />
      <button type="button">Suivant</button>
    </>
  );
}

function setup(search: Route, locale?: 'en') {
  const spy = vi.fn();
  const view = renderWidget(<Field spy={spy} />, { routes: { [SEARCH]: search }, locale });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const input = screen.getByRole('combobox');
  return { ...view, spy, user, input };
}

const searches = (server: ReturnType<typeof setup>['server']) =>
  server.calls(SEARCH).map((r) => Object.fromEntries(r.url.searchParams));

const page1 = { body: { results: [BORDEAUX, BORDERES], next_page: null } };

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('CityAutocomplete', () => {
  it('searches nothing under 3 characters, then once the typing pauses', async () => {
    const { user, input, server } = setup(page1);
    await user.type(input, 'Bo');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(server.calls(SEARCH)).toHaveLength(0);
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.type(input, 'rd');
    expect(await screen.findByRole('option', { name: 'Bordeaux (33000)' })).toBeTruthy();
    // Debounced: 'Bor' was typed and replaced by 'Bord' before the pause.
    expect(searches(server)).toEqual([{ query: 'Bord', country: 'FR', page: '1' }]);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Bordeaux (33000)', 'Bordères (64800)']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
  });

  it('choosing a place shows its label, gives the place and stays valid when the field is left', async () => {
    const { user, input, spy } = setup(page1);
    await user.type(input, 'Bord');
    await user.click(await screen.findByRole('option', { name: 'Bordeaux (33000)' }));
    expect((input as HTMLInputElement).value).toBe('Bordeaux (33000)');
    expect(spy).toHaveBeenLastCalledWith(BORDEAUX);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');

    await user.tab();
    expect((input as HTMLInputElement).value).toBe('Bordeaux (33000)');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Ville invalide')).toBeNull();
  });

  it('empties the field and marks it invalid when the typed text is not a chosen place', async () => {
    const { user, input, spy } = setup(page1);
    await user.type(input, 'Bord');
    await screen.findByRole('option', { name: 'Bordeaux (33000)' });
    await user.tab();
    expect((input as HTMLInputElement).value).toBe('');
    expect(spy).toHaveBeenLastCalledWith(null);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByText('Ville invalide');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);

    // A chosen place edited afterwards no longer counts either.
    await user.click(input);
    await user.type(input, 'Bord');
    await user.click(await screen.findByRole('option', { name: 'Bordeaux (33000)' }));
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await user.type(input, '{Backspace}');
    expect(spy).toHaveBeenLastCalledWith(null);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect((input as HTMLInputElement).value).toBe('');
    expect(screen.getByText('Ville invalide')).toBeTruthy();
  });

  it('Escape closes the list without a choice: the text goes too', async () => {
    const { user, input, spy } = setup(page1);
    await user.type(input, 'Bord');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('');
    expect(spy).toHaveBeenLastCalledWith(null);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('clearing a chosen place gives null, without calling the empty field invalid', async () => {
    const { user, input, spy } = setup(page1);
    await user.type(input, 'Bord');
    await user.click(await screen.findByRole('option', { name: 'Bordeaux (33000)' }));
    await user.clear(input);
    expect(spy).toHaveBeenLastCalledWith(null);
    await user.tab();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Ville invalide')).toBeNull();
  });

  it('Escape on a closed list clears the chosen place', async () => {
    const { user, input, spy } = setup(page1);
    await user.type(input, 'Bord');
    await user.click(await screen.findByRole('option', { name: 'Bordeaux (33000)' }));
    await user.keyboard('{Escape}');
    expect((input as HTMLInputElement).value).toBe('');
    expect(spy).toHaveBeenLastCalledWith(null);
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('a label typed out in full counts as choosing it', async () => {
    const { user, input, spy } = setup(page1);
    await user.type(input, 'Bordeaux (33000)');
    await screen.findByRole('listbox');
    await user.tab();
    expect((input as HTMLInputElement).value).toBe('Bordeaux (33000)');
    expect(spy).toHaveBeenLastCalledWith(BORDEAUX);
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('works from the keyboard: arrows move through the options, Enter chooses', async () => {
    const { user, input, spy } = setup(page1);
    await user.type(input, 'Bord');
    await screen.findByRole('listbox');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    const activeOption = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()?.textContent).toBe('Bordeaux (33000)');
    expect(activeOption()?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()?.textContent).toBe('Bordères (64800)');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()?.textContent).toBe('Bordeaux (33000)');
    // Past either end, around to the other.
    await user.keyboard('{ArrowUp}');
    expect(activeOption()?.textContent).toBe('Bordères (64800)');
    await user.keyboard('{Enter}');
    expect((input as HTMLInputElement).value).toBe('Bordères (64800)');
    expect(spy).toHaveBeenLastCalledWith(BORDERES);
  });

  it('says when nothing matches', async () => {
    const { user, input } = setup({ body: { results: [], next_page: null } });
    await user.type(input, 'Zzzz');
    expect((await screen.findByText('Aucun résultat')).getAttribute('role')).toBe('status');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('loads the next page on demand and appends it, then says there is no more', async () => {
    let release: (reply: Reply) => void = () => {};
    const { user, input, server, spy } = setup((request) =>
      request.url.searchParams.get('page') === '1'
        ? { body: { results: [BORDEAUX, BORDERES], next_page: 2 } }
        : new Promise<Reply>((resolve) => {
            release = resolve;
          }),
    );
    await user.type(input, 'Bord');
    await user.click(await screen.findByRole('option', { name: 'Afficher plus de résultats' }));
    expect(screen.getByRole('option', { name: 'Chargement…' })).toBeTruthy();
    expect(searches(server).at(-1)).toEqual({ query: 'Bord', country: 'FR', page: '2' });
    await act(async () => release({ body: { results: [BORDES], next_page: null } }));
    await screen.findByRole('option', { name: 'Bordes (64510)' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Bordeaux (33000)',
      'Bordères (64800)',
      'Bordes (64510)',
    ]);
    expect(screen.getByRole('status').textContent).toContain('Plus de résultats');
    expect(input).toBe(document.activeElement);

    // From the keyboard: the "more" item's place is now the first new place.
    await user.keyboard('{ArrowUp}{Enter}');
    expect(spy).toHaveBeenLastCalledWith(BORDES);
  });

  it('loads the next page with Enter on "more" and keeps the keyboard position', async () => {
    const { user, input, server } = setup((request) =>
      request.url.searchParams.get('page') === '1'
        ? { body: { results: [BORDEAUX], next_page: 2 } }
        : { body: { results: [BORDES], next_page: 3 } },
    );
    await user.type(input, 'Bord');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await screen.findByRole('option', { name: 'Bordes (64510)' });
    expect(searches(server).map((s) => s.page)).toEqual(['1', '2']);
    expect(document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent).toBe('Bordes (64510)');
    expect(screen.getByRole('option', { name: 'Afficher plus de résultats' })).toBeTruthy();
  });

  it('ignores an answer that arrives after a newer search', async () => {
    let releaseFirst: (reply: Reply) => void = () => {};
    const { user, input } = setup((request) =>
      request.url.searchParams.get('query') === 'Bor'
        ? new Promise<Reply>((resolve) => {
            releaseFirst = resolve;
          })
        : { body: { results: [BORDEAUX], next_page: null } },
    );
    await user.type(input, 'Bor');
    await act(() => vi.advanceTimersByTimeAsync(300));
    await user.type(input, 'deaux');
    await screen.findByRole('option', { name: 'Bordeaux (33000)' });
    await act(async () => releaseFirst({ body: { results: [BORDES], next_page: null } }));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Bordeaux (33000)']);
  });

  it('speaks English too', async () => {
    const { user, input } = setup({ body: { results: [], next_page: null } }, 'en');
    await user.type(input, 'Xyzt');
    expect((await screen.findByText('No results')).getAttribute('role')).toBe('status');
    await user.tab();
    expect(screen.getByText('Invalid city')).toBeTruthy();
  });
});
