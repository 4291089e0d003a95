import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROUTE, project, renderProjectView, requests } from './fixtures.tsx';

const WITHDRAW_ROUTE = 'POST /api/withdraw-request';
const card = (name: string) => screen.getByRole('article', { name });
const withdrawButton = (name: string) => within(card(name)).getByRole('button', { name: /^Retirer cette demande/ });

describe('ProjectViewPage: withdrawing a request', () => {
  it('offers to withdraw only open requests, and says what an unlocked one means', async () => {
    renderProjectView();
    await screen.findByRole('heading', { level: 2, name: 'Prestataires contactés (5)' });
    for (const name of ['Élégance Événements', 'Les Jolis Jours', 'Atelier Blanc']) expect(withdrawButton(name)).toBeTruthy();
    for (const name of ['Maison Rose', 'Jour J']) expect(within(card(name)).queryByRole('button')).toBeNull();
    expect(withdrawButton('Atelier Blanc').textContent).toBe('Retirer cette demande — Atelier Blanc');
    expect(
      within(card('Atelier Blanc')).getByText('Ce prestataire a reçu vos coordonnées et va prendre contact avec vous.'),
    ).toBeTruthy();
    expect(within(card('Les Jolis Jours')).queryByText(/a reçu vos coordonnées/)).toBeNull();
  });

  it('asks first, says what is given up; cancel and Escape send nothing and give focus back', async () => {
    const user = userEvent.setup();
    const { server } = renderProjectView();
    await screen.findByRole('heading', { level: 2, name: 'Prestataires contactés (5)' });
    await user.click(withdrawButton('Les Jolis Jours'));
    const dialog = screen.getByRole('dialog', { name: 'Retirer votre demande à Les Jolis Jours\u00a0?' });
    expect(within(dialog).getByText('Les Jolis Jours ne pourra plus vous contacter par notre intermédiaire.')).toBeTruthy();
    expect(within(dialog).getByText('Vous ne pourrez pas renvoyer cette demande à ce prestataire pour ce projet.')).toBeTruthy();
    // The safe choice has the focus: Enter by reflex withdraws nothing.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Annuler' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(withdrawButton('Les Jolis Jours'));

    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(withdrawButton('Les Jolis Jours'));
    expect(server.calls(WITHDRAW_ROUTE)).toHaveLength(0);
  });

  it('withdraws on the project host, then shows the request withdrawn without reading the project again', async () => {
    const user = userEvent.setup();
    const { server } = renderProjectView({ [WITHDRAW_ROUTE]: { body: { success: true, status: 'withdrawn' } } });
    await screen.findByRole('heading', { level: 2, name: 'Prestataires contactés (5)' });
    await user.click(withdrawButton('Atelier Blanc'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Retirer la demande' }));

    const notice = await within(card('Atelier Blanc')).findByText('Votre demande a été retirée.');
    expect(screen.queryByRole('dialog')).toBeNull();
    const [call] = server.calls(WITHDRAW_ROUTE);
    expect(call?.url.host).toBe('project.alliance.test');
    expect(call?.headers.get('authorization')).toBe('Bearer t');
    expect(call?.body).toEqual({ project: 5, prestataire: 13 });
    expect(within(card('Atelier Blanc')).getByText('Statut de la demande :', { exact: false }).parentElement?.textContent).toBe(
      'Statut de la demande\u00a0: Retirée',
    );
    expect(within(card('Atelier Blanc')).queryByRole('button')).toBeNull();
    expect(within(card('Atelier Blanc')).queryByText(/a reçu vos coordonnées/)).toBeNull();
    // Focus does not fall to the page's top: it lands on what happened.
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(server.calls(PROJECT_ROUTE)).toHaveLength(1);
    // The others are untouched.
    expect(withdrawButton('Les Jolis Jours')).toBeTruthy();
  });

  it('shows a refusal (409) in the dialog in the couple’s language, and reads where the request stands now', async () => {
    const user = userEvent.setup();
    let reads = 0;
    const { server } = renderProjectView(
      {
        [PROJECT_ROUTE]: () => {
          reads++;
          const now = reads > 1 ? requests.map((r) => (r.prestataire.id === 12 ? { ...r, status: 'declined' } : r)) : requests;
          return { body: { success: true, project, requests: now } };
        },
        [WITHDRAW_ROUTE]: {
          status: 409,
          body: { success: false, error: 'request-closed', message: 'This provider has already declined your request.' },
        },
      },
      { locale: 'en' },
    );
    await screen.findByRole('heading', { level: 2, name: 'Contacted providers (5)' });
    await user.click(within(card('Les Jolis Jours')).getByRole('button', { name: /^Withdraw this request/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Withdraw the request' }));

    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toBe('Your request could not be withdrawn: This provider has already declined your request.'),
    );
    expect(server.calls(WITHDRAW_ROUTE)[0]?.headers.get('accept-language')).toBe('en');
    // Read again: the card says declined and no longer offers to withdraw.
    await waitFor(() => expect(within(card('Les Jolis Jours')).getByText('Declined')).toBeTruthy());
    expect(within(card('Les Jolis Jours')).queryByRole('button', { name: /^Withdraw this request/ })).toBeNull();
    // Closing it leaves the focus on that card, not lost on the page.
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(card('Les Jolis Jours'));
  });

  it.each([
    [404, { success: false, error: 'Demande introuvable' }, "Votre demande n'a pas pu être retirée\u00a0: Demande introuvable"],
    [
      500,
      { success: false, error: 'Internal Server Error' },
      "Votre demande n'a pas pu être retirée\u00a0: Le service est momentanément indisponible. Réessayez dans quelques instants.",
    ],
  ])('answers a %i with a sentence beside the buttons, and lets the couple try again', async (status, body, text) => {
    const user = userEvent.setup();
    const { server } = renderProjectView({ [WITHDRAW_ROUTE]: { status, body } });
    await screen.findByRole('heading', { level: 2, name: 'Prestataires contactés (5)' });
    await user.click(withdrawButton('Élégance Événements'));
    const confirm = within(screen.getByRole('dialog')).getByRole('button', { name: 'Retirer la demande' });
    await user.click(confirm);
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe(text));
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    expect(within(card('Élégance Événements')).getByText('Envoyée')).toBeTruthy();
    await user.click(confirm);
    await waitFor(() => expect(server.calls(WITHDRAW_ROUTE)).toHaveLength(2));
  });
});
