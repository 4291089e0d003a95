import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LIST, page, renderAt } from './testing.tsx';

const FILTERED = '/search?departement=33&cp=33000&ville=Bordeaux+%2833000%29&service=organisation-complete&langue=en';
const params = (request: { url: URL } | undefined) => Object.fromEntries(request?.url.searchParams ?? []);

describe('provider search', () => {
  it('lists the providers with where they work, their languages and the two ways on', async () => {
    const { server } = renderAt('/search', 'search', { [LIST]: page([1, 2], null) });
    expect(await screen.findByText('2 prestataires affichés')).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Planner 1' });
    expect(within(card).getByRole('link', { name: 'Planner 1' }).getAttribute('href')).toBe('/providers/1');
    expect(await within(card).findByText('Bordeaux · Gironde')).toBeTruthy();
    expect(within(card).getByText('Actif récemment')).toBeTruthy();
    expect(within(card).getByText('Anglais')).toBeTruthy();
    const contact = within(card).getByRole('link', { name: 'Demander un devis Planner 1' });
    expect(contact.getAttribute('href')).toBe('/projects/new?prestataire=1');
    expect(server.calls(LIST)[0]?.url.search).toBe('?page=1');
    expect(screen.queryByRole('button', { name: 'Voir plus de prestataires' })).toBeNull();
    // Nothing to clear yet.
    expect(screen.queryByRole('button', { name: 'Effacer les filtres' })).toBeNull();
  });

  it('narrows to a département, kept in the address', async () => {
    const user = userEvent.setup();
    const { server, location } = renderAt('/search', 'search', {
      [LIST]: (request) => (request.url.searchParams.get('departement') === '2A' ? page([7], null) : page([1, 2], null)),
    });
    await screen.findByText('2 prestataires affichés');
    await user.type(screen.getByLabelText('Département'), '2a');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText('1 prestataire affiché pour : Corse-du-Sud (2A)')).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/search?departement=2A');
    expect(params(server.calls(LIST).at(-1))).toEqual({ page: '1', departement: '2A' });
  });

  it('searches by city, service and language, all sent and kept in the address', async () => {
    const user = userEvent.setup();
    const { server, location } = renderAt('/search', 'search', { [LIST]: page([1], null) });
    await screen.findByText('1 prestataire affiché');
    await user.type(screen.getByRole('combobox', { name: 'Ville' }), 'Bord');
    await user.click(await screen.findByRole('option', { name: 'Bordeaux (33000)' }));
    await user.selectOptions(screen.getByLabelText('Type de prestation'), 'Organisation complète');
    await user.selectOptions(screen.getByLabelText('Langue parlée'), 'Anglais');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));

    expect(
      await screen.findByText('1 prestataire affiché pour : Bordeaux (33000), Organisation complète, langue : Anglais'),
    ).toBeTruthy();
    expect(params(server.calls(LIST).at(-1))).toEqual({ page: '1', cp: '33000', service: 'organisation-complete', langue: 'en' });
    expect(location.history?.at(-1)).toBe('/search?cp=33000&ville=Bordeaux+%2833000%29&service=organisation-complete&langue=en');
  });

  it('opens a shared search with its filters filled in and applied', async () => {
    const { server } = renderAt(FILTERED, 'search', { [LIST]: page([1], null) });
    expect(
      await screen.findByText(
        '1 prestataire affiché pour : Gironde (33), Bordeaux (33000), Organisation complète, langue : Anglais',
      ),
    ).toBeTruthy();
    expect(params(server.calls(LIST)[0])).toEqual({
      page: '1',
      departement: '33',
      cp: '33000',
      service: 'organisation-complete',
      langue: 'en',
    });
    // The field shows the name once the département list has come (a request of its own).
    await waitFor(() => expect((screen.getByLabelText('Département') as HTMLInputElement).value).toBe('Gironde (33)'));
    expect((screen.getByRole('combobox', { name: 'Ville' }) as HTMLInputElement).value).toBe('Bordeaux (33000)');
    await waitFor(() =>
      expect((screen.getByLabelText('Type de prestation') as HTMLSelectElement).value).toBe('organisation-complete'),
    );
    expect((screen.getByLabelText('Langue parlée') as HTMLSelectElement).value).toBe('en');
  });

  it('keeps the filters when showing more, and starts again from page 1 on a new search', async () => {
    const user = userEvent.setup();
    const { server } = renderAt(FILTERED, 'search', {
      [LIST]: (request) => {
        const { searchParams } = request.url;
        if (searchParams.get('langue') === 'fr') return page([9], null);
        return searchParams.get('page') === '2' ? page([3, 4], null) : page([1, 2], 2);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Voir plus de prestataires' }));
    await screen.findByText(/^4 prestataires affichés/);
    expect(params(server.calls(LIST)[1])).toEqual({ ...params(server.calls(LIST)[0]), page: '2' });

    await user.selectOptions(screen.getByLabelText('Langue parlée'), 'Français');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText(/^1 prestataire affiché pour : .*langue : Français$/)).toBeTruthy();
    expect(params(server.calls(LIST).at(-1))).toMatchObject({ page: '1', langue: 'fr', cp: '33000' });
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual(['provider-9']);
  });

  it('asks again from page 1 when the same search is submitted', async () => {
    const user = userEvent.setup();
    const { server } = renderAt('/search?departement=33', 'search', {
      [LIST]: (request) => (request.url.searchParams.get('page') === '2' ? page([3], null) : page([1, 2], 2)),
    });
    await user.click(await screen.findByRole('button', { name: 'Voir plus de prestataires' }));
    await screen.findByText(/^3 prestataires affichés/);
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText('2 prestataires affichés pour : Gironde (33)')).toBeTruthy();
    expect(server.calls(LIST).map((request) => request.url.searchParams.get('page'))).toEqual(['1', '2', '1']);
  });

  it('clears every filter at once, then lists everybody', async () => {
    const user = userEvent.setup();
    const { server, location } = renderAt(FILTERED, 'search', { [LIST]: page([1], null) });
    await screen.findByText(/^1 prestataire affiché pour/);
    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));

    expect(await screen.findByText('1 prestataire affiché')).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/search');
    expect(params(server.calls(LIST).at(-1))).toEqual({ page: '1' });
    const departement = screen.getByLabelText('Département') as HTMLInputElement;
    expect(departement.value).toBe('');
    expect((screen.getByRole('combobox', { name: 'Ville' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Type de prestation') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Langue parlée') as HTMLSelectElement).value).toBe('');
    // The button went away with the filters: focus is back at the first field.
    expect(document.activeElement).toBe(departement);
    expect(screen.queryByRole('button', { name: 'Effacer les filtres' })).toBeNull();
  });

  it('takes a département by its name, accents and hyphens optional, and suggests the names (issue 7)', async () => {
    const user = userEvent.setup();
    const { location } = renderAt('/search', 'search', { [LIST]: page([1], null) });
    await screen.findByText('1 prestataire affiché');
    const input = screen.getByRole('combobox', { name: 'Département' });
    const suggestions = document.getElementById(input.getAttribute('list') ?? '');
    await waitFor(() => expect(suggestions?.querySelectorAll('option')).toHaveLength(4));
    expect([...(suggestions?.querySelectorAll('option') ?? [])].map((o) => o.value)).toContain('Gironde (33)');
    await user.type(input, 'cotes d armor');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/search?departement=22'));
    expect(await screen.findByText(/pour : Côtes-d'Armor \(22\)/)).toBeTruthy();
    await waitFor(() => expect((input as HTMLInputElement).value).toBe("Côtes-d'Armor (22)"));
  });

  it('refuses a malformed département under the field, without a call', async () => {
    const user = userEvent.setup();
    const { server } = renderAt('/search', 'search', { [LIST]: page([1], null) });
    await screen.findByText('1 prestataire affiché');
    const input = screen.getByLabelText('Département');
    await user.type(input, '3-3');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    const message = screen.getByText('Choisissez un département de la liste.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    expect(document.activeElement).toBe(input);
    expect(server.calls(LIST)).toHaveLength(1);
  });

  it('says when nobody matches, naming the filters', async () => {
    renderAt('/search?departement=48&langue=en', 'search', { [LIST]: page([], null) });
    expect(
      await screen.findByText(
        "Aucun prestataire trouvé pour : Lozère (48), langue : Anglais. Essayez d'élargir votre recherche.",
      ),
    ).toBeTruthy();
    // The field names the département once the département list has come (it races under load).
    await waitFor(() => expect((screen.getByLabelText('Département') as HTMLInputElement).value).toBe('Lozère (48)'));
  });

  it('leaves out a filter of the address the server would refuse', async () => {
    const { server } = renderAt('/search?departement=3-3&langue=english&service=Organisation', 'search', {
      [LIST]: page([1], null),
    });
    await screen.findByText('1 prestataire affiché');
    expect(params(server.calls(LIST)[0])).toEqual({ page: '1' });
  });

  it('shows more on demand and moves focus to the first new provider', async () => {
    const user = userEvent.setup();
    const { server } = renderAt('/search', 'search', {
      [LIST]: (request) => (request.url.searchParams.get('page') === '2' ? page([3, 4], null) : page([1, 2], 2)),
    });
    await user.click(await screen.findByRole('button', { name: 'Voir plus de prestataires' }));
    expect(await screen.findByText('4 prestataires affichés')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Planner 3' })));
    expect(server.calls(LIST).map((request) => request.url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Voir plus de prestataires' })).toBeNull();
  });

  it('shows a failure with a way to try again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderAt('/search', 'search', {
      [LIST]: () => (++calls === 1 ? { status: 500, body: { success: false, error: 'Panne' } } : page([1], null)),
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Une erreur est survenue : Le service est momentanément indisponible. Réessayez dans quelques instants.',
    );
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('1 prestataire affiché')).toBeTruthy();
  });

  it('keeps the other filters usable when the service and language lists fail', async () => {
    const user = userEvent.setup();
    // The failure is reported (console by default): kept out of the test output.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    const lists = (body: unknown) => () => (failing ? { status: 500, body: {} } : { body });
    renderAt('/search', 'search', {
      [LIST]: page([1], null),
      'GET /api/service-types': lists({
        success: true,
        serviceTypes: [{ slug: 'organisation-complete', name: 'Organisation complète' }],
      }),
      'GET /api/langues': lists({ success: true, langues: [{ iso: 'en', label: 'Anglais' }] }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Les types de prestation et les langues n'ont pas pu être chargés.");
    expect(screen.getByLabelText('Département')).toBeTruthy();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('option', { name: 'Organisation complète' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(reported).toHaveBeenCalled();
    reported.mockRestore();
  });

  it('speaks the interface language', async () => {
    renderAt('/search?langue=en', 'search', { [LIST]: page([1, 2], null) }, { locale: 'en' });
    expect(await screen.findByText('2 providers shown for: language: Anglais')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear the filters' })).toBeTruthy();
    expect(screen.getByLabelText('Type of service')).toBeTruthy();
  });
});
