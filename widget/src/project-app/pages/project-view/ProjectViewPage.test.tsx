import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROUTE, project, renderProjectView, requests } from './fixtures.tsx';

/** The value shown beside a term of the details list. */
function detail(term: string): string | null | undefined {
  const dt = screen.getAllByRole('term').find((element) => element.textContent === term);
  return dt?.nextElementSibling?.textContent;
}

describe('ProjectViewPage: details', () => {
  it("shows every field of the project, labelled from the server's lists, the date as day month year", async () => {
    const { server } = renderProjectView();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mariage — 20 juin 2099, Lyon (69001)' })).toBeTruthy();
    expect(server.calls(PROJECT_ROUTE)[0]?.headers.get('authorization')).toBe('Bearer t');
    await waitFor(() => expect(detail('Type de prestation')).toBe('Organisation complète'));
    expect(detail("Type d'événement")).toBe('Mariage');
    expect(detail('Thème')).toBe('Champêtre');
    expect(detail("Date de l'événement")).toBe('20 juin 2099');
    expect(detail('Lieu')).toBe('Lyon (69001)');
    expect(detail('Préférence de lieu')).toBe('Nous cherchons un lieu');
    expect(detail("Nombre d'invités")).toBe('50 à 100 invités');
    expect(detail('Budget')).toBe('10 000 à 20 000 €');
    expect(detail('Budget wedding planner')).toBe('2 000 à 5 000 €');
    expect(detail('Langues')).toBe('Français et Anglais');
    expect(detail('Message')).toBe('Nous cherchons une ferme.\nAvec un grand jardin.');
  });

  it('says which fields were left empty', async () => {
    const bare = { ...project, serviceType: null, theme: null, guestRange: null, languages: [], message: null };
    renderProjectView({ [PROJECT_ROUTE]: { body: { success: true, project: bare, requests: [] } } });
    await screen.findByRole('heading', { level: 1 });
    expect(detail('Thème')).toBe('Non renseigné');
    expect(detail('Langues')).toBe('Non renseigné');
    expect(screen.getByText("Vous n'avez encore contacté aucun prestataire pour ce projet.")).toBeTruthy();
  });

  it('answers a project that is not the couple’s (404) with a not-found message and a way home', async () => {
    renderProjectView({ [PROJECT_ROUTE]: { status: 404, body: { success: false, error: 'Projet introuvable' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Projet introuvable' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe("Ce projet n'existe pas ou n'est pas le vôtre.");
    expect(screen.getByRole('link', { name: 'Retour à mes projets' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Modifier' })).toBeNull();
  });

  it('shows any other failure as the HTTP error', async () => {
    renderProjectView({ [PROJECT_ROUTE]: { status: 500, body: { success: false, error: 'Panne' } } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Le service est momentanément indisponible. Réessayez dans quelques instants.',
    );
  });
});

describe('ProjectViewPage: contacted providers', () => {
  it('shows each request with its status as a labelled badge and the day it was sent', async () => {
    renderProjectView();
    const list = await screen.findByRole('heading', { level: 2, name: 'Prestataires contactés (5)' });
    expect(list).toBeTruthy();
    const expected: [string, string][] = [
      ['Élégance Événements', 'Envoyée'],
      ['Les Jolis Jours', 'Vue'],
      ['Atelier Blanc', 'Coordonnées transmises'],
      ['Maison Rose', 'Refusée'],
      ['Jour J', 'Retirée'],
    ];
    for (const [index, [name, status]] of expected.entries()) {
      const card = screen.getByRole('article', { name });
      expect(within(card).getByText('Statut de la demande :', { exact: false }).parentElement?.textContent).toBe(
        `Statut de la demande : ${status}`,
      );
      expect(within(card).getByText(`Envoyée le ${10 + index} janvier 2099`)).toBeTruthy();
    }
    // Premium in gold, with the word for those who do not see the colour.
    const premium = screen.getByRole('article', { name: 'Élégance Événements' });
    expect(premium.className).toContain('premium');
    expect(within(premium).getByText('Sponsorisé')).toBeTruthy();
    expect(
      within(premium)
        .getByRole('link', { name: /Élégance Événements/ })
        .getAttribute('href'),
    ).toBe(requests[0]?.prestataire.profileUrl);
    expect(within(premium).getByText('Paris (75)')).toBeTruthy();
  });

  it('names the statuses in the interface language', async () => {
    renderProjectView({}, { locale: 'en' });
    await screen.findByRole('heading', { level: 2, name: 'Contacted providers (5)' });
    for (const status of ['Sent', 'Viewed', 'Contact details shared', 'Declined', 'Withdrawn'])
      expect(screen.getByText(status)).toBeTruthy();
    expect(screen.getByText('Sent on January 10, 2099')).toBeTruthy();
  });
});

describe('ProjectViewPage: suggestions', () => {
  it('contacts only the ticked providers, then reads the contacted list again', async () => {
    const user = userEvent.setup();
    let reads = 0;
    const chosen = requests[0]?.prestataire;
    const { server } = renderProjectView({
      [PROJECT_ROUTE]: () => {
        reads++;
        const added =
          reads > 1
            ? [{ prestataire: { ...chosen, id: 31, name: 'Fleurs de Loire' }, status: 'sent', sentAt: '2099-01-20T09:00:00Z' }]
            : [];
        return { body: { success: true, project, requests: [...requests, ...added] } };
      },
      'POST /api/choose-prestataires': { body: { success: true, sent: [31, 33], alreadySent: [] } },
    });
    const send = await screen.findByRole('button', { name: 'Contacter la sélection' });
    await screen.findByRole('checkbox', { name: 'Contacter Fleurs de Loire' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Contacter Fleurs de Loire' }));
    await user.click(screen.getByRole('checkbox', { name: 'Contacter Oui !' }));
    await user.click(send);

    await screen.findByText('Votre demande a été envoyée à Fleurs de Loire et Oui !.');
    expect(server.calls('POST /api/choose-prestataires').map((r) => r.body)).toEqual([{ project: 5, prestataires: [31, 33] }]);
    expect(server.calls('POST /api/get-prestataires')[0]?.body).toEqual({ project: 5 });
    await screen.findByRole('heading', { level: 2, name: 'Prestataires contactés (6)' });
    expect(within(screen.getByRole('article', { name: 'Fleurs de Loire' })).getByText('Envoyée')).toBeTruthy();
    // The contacted ones leave the suggestions; the one left unticked stays.
    expect(screen.queryByRole('checkbox', { name: 'Contacter Fleurs de Loire' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Contacter Le Grand Jour' })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Votre demande a été envoyée à Fleurs de Loire et Oui !.');
  });

  it('asks for a message when the project has none, then sends it', async () => {
    const user = userEvent.setup();
    const { server } = renderProjectView({
      'POST /api/choose-prestataires': ({ body }) =>
        (body as { message?: string }).message
          ? { body: { success: true, sent: [32], alreadySent: [] } }
          : { body: { success: false, error: 'no-message', sent: [], alreadySent: [] } },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Contacter Le Grand Jour' }));
    await user.click(screen.getByRole('button', { name: 'Contacter la sélection' }));
    const field = await screen.findByRole('textbox', { name: 'Saisissez votre message' });
    expect(document.activeElement).toBe(field);
    await user.type(field, 'Bonjour !');
    await user.click(screen.getByRole('button', { name: 'Contacter la sélection' }));
    await screen.findByText('Votre demande a été envoyée à Le Grand Jour.');
    expect(server.calls('POST /api/choose-prestataires').at(-1)?.body).toEqual({
      project: 5,
      prestataires: [32],
      message: 'Bonjour !',
    });
  });

  it('shows three more with "Voir plus", focus on the first new one', async () => {
    const user = userEvent.setup();
    const { server } = renderProjectView({
      'POST /api/get-more-prestataires': {
        body: {
          success: true,
          prestataires: [{ ...project, ...requests[1]?.prestataire, id: 41, name: 'Cinq Sens' }],
          next_page: null,
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Voir plus' }));
    const added = await screen.findByRole('checkbox', { name: 'Contacter Cinq Sens' });
    expect(server.calls('POST /api/get-more-prestataires')[0]?.body).toEqual({ project: 5, page: 2 });
    await waitFor(() => expect(document.activeElement).toBe(added));
    expect(screen.queryByRole('button', { name: 'Voir plus' })).toBeNull();
    expect(screen.getAllByRole('checkbox', { name: /^Contacter / })).toHaveLength(4);
  });

  it('says so when there is nothing to suggest (place unknown)', async () => {
    renderProjectView({
      'POST /api/get-prestataires': { body: { success: false, prestataires: [], error_slug: 'city-not-found', next_page: null } },
    });
    expect(await screen.findByText('Aucune suggestion pour le moment.')).toBeTruthy();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['']);
    expect(screen.queryByRole('button', { name: 'Contacter la sélection' })).toBeNull();
  });
});
