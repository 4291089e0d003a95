import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type Reply, scriptedFetch } from '../test/harness.tsx';
import { enhance } from './enhance.ts';
import { listingPage, TEXTS } from './page-fixture.ts';

type Routes = Parameters<typeof scriptedFetch>[0];
const place = (city: string, zipCode: string, departement: string | null, countryCode = 'FR') => ({
  label: `${city} (${zipCode})`,
  city,
  zipCode,
  countryCode,
  latitude: 45,
  longitude: 1,
  departement,
});
const LOCALITIES = {
  body: {
    results: [
      place('Bordeaux', '33000', 'gironde'),
      place('Bordeaux', '33100', 'gironde'),
      place('Bordessoule', '33210', 'gironde'),
      // Seine-Maritime is not on this form, nor is Belgium: no address to lead to.
      place('Bordeaux-Saint-Clair', '76790', 'seine-maritime'),
      place('Bordes', '1000', 'bruxelles', 'BE'),
    ],
    next_page: null,
  },
};

async function open(routes: Routes = { 'GET /search/locality': LOCALITIES }) {
  document.body.innerHTML = listingPage();
  const server = scriptedFetch(routes);
  await enhance(document, { fetch: server.fetch, debounceMs: 0 });
  const city = screen.getByRole('combobox', { name: 'Ville (facultatif)' }) as HTMLInputElement;
  const departement = screen.getByRole('combobox', { name: /Département/ }) as HTMLSelectElement;
  return { server, city, departement };
}
// The suggestions' options, not the département select's.
const listbox = () => screen.getByRole('listbox', { hidden: true });
const options = () =>
  within(listbox())
    .queryAllByRole('option')
    .map((option) => option.textContent);
// A message said twice in a row ends with a no-break space (so that it is read again).
const status = () => screen.getByRole('status').textContent?.trim();

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the search form’s city suggestions', () => {
  it('make the city field a combobox controlling a labelled listbox, collapsed', async () => {
    const { city } = await open();
    expect(city.getAttribute('aria-autocomplete')).toBe('list');
    expect(city.getAttribute('aria-expanded')).toBe('false');
    expect(city.getAttribute('autocomplete')).toBe('off');
    const list = document.getElementById(city.getAttribute('aria-controls') ?? '');
    expect(list?.getAttribute('role')).toBe('listbox');
    expect(list?.getAttribute('aria-label')).toBe(TEXTS.cityList);
    // Outside the field's <label>: the suggestions are not part of its name.
    expect(list?.closest('label')).toBeNull();
  });

  it('search from 3 letters and offer the places of the form’s départements only, each town once', async () => {
    const { server, city } = await open();
    await userEvent.type(city, 'Bo');
    expect(server.calls('GET /search/locality')).toHaveLength(0);
    await userEvent.type(city, 'r');
    await waitFor(() => expect(options()).toEqual(['Bordeaux — Gironde (33)', 'Bordessoule — Gironde (33)']));
    expect(server.calls('GET /search/locality')[0]?.url.searchParams.get('query')).toBe('Bor');
    expect(city.getAttribute('aria-expanded')).toBe('true');
    expect(status()).toBe(TEXTS.cityResults);
  });

  it('choose with the keyboard: down, up, Enter set the city and its département; the form is not sent', async () => {
    const { city, departement } = await open();
    let sent = 0;
    city.form?.addEventListener('submit', (event) => {
      event.preventDefault();
      sent++;
    });
    departement.value = 'paris';
    await userEvent.type(city, 'Bordeaux');
    await waitFor(() => expect(options()).toHaveLength(2));
    const active = () => document.getElementById(city.getAttribute('aria-activedescendant') ?? '');
    // Down past the last comes back to the first; up from the first goes to the last.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(active()?.textContent).toBe('Bordeaux — Gironde (33)');
    await userEvent.keyboard('{ArrowUp}');
    expect(active()?.textContent).toBe('Bordessoule — Gironde (33)');
    await userEvent.keyboard('{ArrowDown}');
    expect(active()?.textContent).toBe('Bordeaux — Gironde (33)');
    expect(active()?.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(city.value).toBe('Bordeaux');
    expect(departement.value).toBe('gironde');
    expect(city.getAttribute('aria-expanded')).toBe('false');
    expect(options()).toEqual([]);
    expect(sent).toBe(0);
    // The next Enter sends the form as usual.
    await userEvent.keyboard('{Enter}');
    expect(sent).toBe(1);
  });

  it('choose with the mouse, the focus staying in the field', async () => {
    const { city, departement } = await open({
      'GET /search/locality': {
        body: { results: [place('Ajaccio', '20000', 'corse-du-sud'), place('Paris', '75001', 'paris')], next_page: null },
      },
    });
    await userEvent.type(city, 'aja');
    await waitFor(() => expect(options()).toHaveLength(2));
    await userEvent.click(within(listbox()).getByRole('option', { name: 'Ajaccio — Corse-du-Sud (2A)' }));
    expect(city.value).toBe('Ajaccio');
    expect(departement.value).toBe('corse-du-sud');
    expect(document.activeElement).toBe(city);
  });

  it('fold on Escape (the arrows bring it back) and close when the field is left', async () => {
    const { city } = await open();
    await userEvent.type(city, 'Bordeaux');
    await waitFor(() => expect(options()).toHaveLength(2));
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(city.getAttribute('aria-expanded')).toBe('false');
    expect(city.hasAttribute('aria-activedescendant')).toBe(false);
    expect(city.value).toBe('Bordeaux');
    await userEvent.keyboard('{ArrowDown}');
    expect(city.getAttribute('aria-expanded')).toBe('true');
    await userEvent.tab();
    expect(city.getAttribute('aria-expanded')).toBe('false');
    expect(options()).toEqual([]);
  });

  it('say when nothing is found, and when the search fails, the free text still going', async () => {
    const { city } = await open({
      'GET /search/locality': { body: { results: [place('Bruxelles', '1000', 'BE')], next_page: null } },
    });
    await userEvent.type(city, 'Bruxelles');
    await waitFor(() => expect(status()).toBe(TEXTS.cityNoResults));
    // Shown under the field too (the live region is for screen readers).
    const shown = document.querySelector('.suggestions') as HTMLElement;
    expect(shown.hidden).toBe(false);
    expect(shown.textContent).toBe(TEXTS.cityNoResults);
    expect(city.getAttribute('aria-expanded')).toBe('false');

    const failing = await open({ 'GET /search/locality': { status: 500 } });
    await userEvent.type(failing.city, 'Lyon');
    await waitFor(() => expect(status()).toBe(TEXTS.citySearchFailed));
    expect(failing.city.value).toBe('Lyon');
  });

  it('show only the answer to the last text typed', async () => {
    const answers: Record<string, (reply: Reply) => void> = {};
    const { city } = await open({
      'GET /search/locality': (request) =>
        new Promise((resolve) => {
          answers[request.url.searchParams.get('query') ?? ''] = resolve;
        }),
    });
    await userEvent.type(city, 'Par');
    await waitFor(() => expect(answers.Par).toBeDefined());
    await userEvent.type(city, 'is');
    await waitFor(() => expect(answers.Paris).toBeDefined());
    answers.Paris?.({ body: { results: [place('Paris', '75001', 'paris')], next_page: null } });
    await waitFor(() => expect(options()).toEqual(['Paris — Paris (75)']));
    answers.Par?.({ body: { results: [place('Parempuyre', '33290', 'gironde')], next_page: null } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(options()).toEqual(['Paris — Paris (75)']);
  });
});
