import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inTurn, projects, providers, renderPresentation } from './fixtures.tsx';

const sendRoute = 'POST /api/send-to-prestataire';
const suggestionsRoute = 'POST /api/get-prestataires';
const sendButton = () => screen.getByRole('button', { name: 'Envoyer ma demande' });
const optionTexts = () => screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);

describe('PresentationScreen: the project picker', () => {
  it('offers the upcoming projects only, newest first, with event type names and dates', async () => {
    const { server } = renderPresentation();
    await screen.findByRole('group', { name: 'Choisissez le projet à envoyer' });
    expect(server.calls('GET /api/get-projects')[0]?.headers.get('authorization')).toBe('Bearer t');
    // 7, 5, 3 by id; the 2020 project is past. Names come from the page's list, else from the server.
    expect(optionTexts()).toEqual([
      'Baptême5 septembre 2098Nantes (44000)',
      'Anniversaire2 janvier 2099',
      'Mariage20 juin 2099Lyon (69001)',
    ]);
    expect(screen.queryByText('Paris (75001)')).toBeNull();
    expect((screen.getAllByRole('radio')[0] as HTMLInputElement).checked).toBe(true);
  });

  it('writes dates in the language of the widget', async () => {
    renderPresentation({}, { locale: 'en' });
    await screen.findByRole('group', { name: 'Choose the project to send' });
    expect(optionTexts()[0]).toBe('BaptêmeSeptember 5, 2098Nantes (44000)');
  });

  it.each([
    ['refused', { body: { success: false, projects: [], error: 'Base indisponible' } }, 'Base indisponible'],
    [
      'failing',
      { status: 500, body: { success: false, error: 'Panne' } },
      'Le service est momentanément indisponible. Réessayez dans quelques instants.',
    ],
  ])('says when the projects cannot be listed (%s)', async (_, reply, detail) => {
    renderPresentation({ 'GET /api/get-projects': reply });
    const error = await screen.findByText(`Une erreur est survenue : ${detail}`);
    expect(error.getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('without an upcoming project, says so and offers to create one in a new tab', async () => {
    renderPresentation({ 'GET /api/get-projects': { body: { success: true, projects: [projects[2]] } } });
    await screen.findByText("Vous n'avez pas encore de projet.");
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Envoyer ma demande' })).toBeNull();
    const link = screen.getByRole('link', { name: /Créer un nouveau projet/ });
    expect(link.getAttribute('href')).toBe('http://project.alliance.test/?project=new&prestataire=42');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it("keeps the base URL's own query in the create-project link", async () => {
    renderPresentation({}, { config: { baseUrl: 'http://project.alliance.test/app?from=widget' } });
    const link = await screen.findByRole('link', { name: /Créer un nouveau projet/ });
    expect(link.getAttribute('href')).toBe('http://project.alliance.test/app?from=widget&project=new&prestataire=42');
  });
});

describe('PresentationScreen: sending the request', () => {
  it('sends the chosen project to the provider, says so, then fetches other providers', async () => {
    const user = userEvent.setup();
    const { server } = renderPresentation({
      [sendRoute]: { body: { success: true } },
      [suggestionsRoute]: { body: { success: true, prestataires: providers } },
    });
    await user.click(await screen.findByRole('radio', { name: /Mariage/ }));
    await user.click(sendButton());
    expect((await screen.findByText('Demande envoyée avec succès')).closest('[role="status"]')).not.toBeNull();
    expect(server.calls(sendRoute).map((r) => r.body)).toEqual([{ project: 3, prestataire: 42 }]);
    await screen.findByRole('dialog', { name: "D'autres prestataires pourraient vous répondre" });
    expect(server.calls(suggestionsRoute).map((r) => r.body)).toEqual([{ project: 3 }]);
  });

  it('disables the send button while the request is on its way', async () => {
    const user = userEvent.setup();
    let answer: (reply: { body: unknown }) => void = () => {};
    renderPresentation({
      [sendRoute]: () => new Promise((resolve) => (answer = resolve)),
      [suggestionsRoute]: { body: { success: false, prestataires: [], error_slug: 'city-not-found' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Envoyer ma demande' }));
    const busy = screen.getByRole('button', { name: 'Envoi en cours…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    answer({ body: { success: true } });
    await screen.findByText('Demande envoyée avec succès');
    // Issue 7: sent, the button says so and sends nothing more for this project.
    expect(screen.getByRole('button', { name: 'Déjà envoyée' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('when already sent, says so and still suggests other providers', async () => {
    const user = userEvent.setup();
    const { server } = renderPresentation({
      [sendRoute]: { body: { success: false, error: 'already-sent' } },
      [suggestionsRoute]: { body: { success: true, prestataires: providers } },
    });
    await user.click(await screen.findByRole('button', { name: 'Envoyer ma demande' }));
    await screen.findByText('Vous avez déjà contacté ce prestataire.');
    await screen.findByRole('dialog');
    expect(server.calls(suggestionsRoute)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Déjà envoyée', hidden: true }).getAttribute('aria-disabled')).toBe('true');
  });

  it('asks for a message when the provider needs one, sends it, and clears it after use', async () => {
    const user = userEvent.setup();
    const { server } = renderPresentation({
      [sendRoute]: inTurn(
        { body: { success: false, error: 'no-message' } },
        { body: { success: true } },
        { body: { success: false, error: 'no-message' } },
      ),
      [suggestionsRoute]: { body: { success: false, prestataires: [], error_slug: 'city-not-found' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Envoyer ma demande' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saisissez votre message' });
    const field = within(dialog).getByRole('textbox', { name: 'Votre message au prestataire' });
    expect(field.getAttribute('placeholder')).toBe('Veuillez renseigner ce champs...');
    expect(document.activeElement).toBe(field);
    await user.type(field, 'Bonjour, êtes-vous libres le 5 septembre ?');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await screen.findByText('Demande envoyée avec succès');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls(sendRoute).map((r) => r.body)).toEqual([
      { project: 7, prestataire: 42 },
      { project: 7, prestataire: 42, message: 'Bonjour, êtes-vous libres le 5 septembre ?' },
    ]);
    // Sent: this project's button sends nothing more; another project asks again, the field empty.
    await user.click(screen.getByRole('button', { name: 'Déjà envoyée' }));
    expect(server.calls(sendRoute)).toHaveLength(2);
    await user.click(screen.getByRole('radio', { name: /Mariage/ }));
    await user.click(sendButton());
    const again = await screen.findByRole('dialog', { name: 'Saisissez votre message' });
    expect((within(again).getByRole('textbox') as HTMLTextAreaElement).value).toBe('');
  });

  it('does not send an empty message', async () => {
    const user = userEvent.setup();
    const { server } = renderPresentation({ [sendRoute]: { body: { success: false, error: 'no-message' } } });
    await user.click(await screen.findByRole('button', { name: 'Envoyer ma demande' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    const field = within(dialog).getByRole('textbox');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      "Veuillez écrire votre message avant de l'envoyer.",
    );
    expect(server.calls(sendRoute)).toHaveLength(1);
  });

  it('cancelling the message dialog sends nothing and forgets the message', async () => {
    const user = userEvent.setup();
    const { server } = renderPresentation({ [sendRoute]: { body: { success: false, error: 'no-message' } } });
    await user.click(await screen.findByRole('button', { name: 'Envoyer ma demande' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Un brouillon');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls(sendRoute)).toHaveLength(1);
    expect(document.activeElement).toBe(sendButton());
    await user.click(sendButton());
    expect((within(await screen.findByRole('dialog')).getByRole('textbox') as HTMLTextAreaElement).value).toBe('');
  });

  it.each([
    ['a refusal', { body: { success: false, error: 'Projet verrouillé' } }, 'Projet verrouillé'],
    ['an HTTP error', { status: 404, body: { success: false, error: 'Projet introuvable' } }, 'Projet introuvable'],
  ])('shows the error of %s', async (_, reply, detail) => {
    const user = userEvent.setup();
    const { server } = renderPresentation({ [sendRoute]: reply });
    await user.click(await screen.findByRole('button', { name: 'Envoyer ma demande' }));
    const alert = await screen.findByText(`Erreur lors de l'envoie de la demande : ${detail}`);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(server.calls(suggestionsRoute)).toHaveLength(0);
  });

  it('changing the project clears the messages', async () => {
    const user = userEvent.setup();
    renderPresentation({
      [sendRoute]: { body: { success: false, error: 'already-sent' } },
      [suggestionsRoute]: { body: { success: false, prestataires: [], error_slug: 'city-not-found' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Envoyer ma demande' }));
    await screen.findByText('Vous avez déjà contacté ce prestataire.');
    await user.click(screen.getByRole('radio', { name: /Mariage/ }));
    expect(screen.queryByText('Vous avez déjà contacté ce prestataire.')).toBeNull();
  });
});

describe('PresentationScreen: when there is nothing to suggest', () => {
  it('a project whose city is unknown silently shows no suggestions', async () => {
    const user = userEvent.setup();
    const { server } = renderPresentation({
      [sendRoute]: { body: { success: true } },
      [suggestionsRoute]: { body: { success: false, prestataires: [], error_slug: 'city-not-found' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Envoyer ma demande' }));
    await screen.findByText('Demande envoyée avec succès');
    await waitFor(() => expect(server.calls(suggestionsRoute)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/récupération des prestataires/)).toBeNull();
  });

  it('a failed provider list is reported', async () => {
    const user = userEvent.setup();
    renderPresentation({
      [sendRoute]: { body: { success: true } },
      [suggestionsRoute]: { status: 500, body: { success: false, error: 'Service indisponible' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Envoyer ma demande' }));
    await screen.findByText(
      'Une erreur est survenue lors de la récupération des prestataires : Le service est momentanément indisponible. Réessayez dans quelques instants.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
