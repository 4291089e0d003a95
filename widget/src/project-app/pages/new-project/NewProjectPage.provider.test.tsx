import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../../test/harness.tsx';
import { answerSteps1To4, heading, messageOf, provider, renderPage, savedProject, stubLayout } from './testing.tsx';

const SAVE = 'POST /api/save-project';
const SEND = 'POST /api/send-to-prestataire';
const SUGGEST = 'POST /api/get-prestataires';
const CHOOSE = 'POST /api/choose-prestataires';
const CHOSEN = provider(42, 'Atelier Lumière', { city: 'Lyon', cp: '69003', profileImage: 'http://www.alliance.test/image/42' });
const SUGGESTED = [provider(51, 'Élégance Événements'), provider(52, 'Les Jolis Jours'), provider(53, 'Atelier Blanc')];

beforeAll(stubLayout);
beforeEach(() => localStorage.clear());

function setup(routes = {}) {
  const order: string[] = [];
  const log = (key: string, reply: { status?: number; body: unknown }) => (request: RecordedRequest) => {
    order.push(key);
    expect(request.headers.get('authorization')).toBe('Bearer access');
    return reply;
  };
  const view = renderPage(42, {
    'GET /api/get-planner/42': { body: { success: true, prestataire: CHOSEN } },
    [SAVE]: log('save', { body: { success: true, project: savedProject(77) } }),
    [SEND]: log('send', { body: { success: true } }),
    [SUGGEST]: { body: { success: true, prestataires: SUGGESTED, next_page: 2 } },
    [CHOOSE]: { body: { success: true, sent: [51, 53], alreadySent: [] } },
    ...routes,
  });
  return { ...view, order, user: userEvent.setup() };
}

describe('NewProjectPage with a provider (?prestataire=)', () => {
  it('shows the provider throughout and says the request leaves only when the project is saved', async () => {
    const { server, user } = setup();
    const banner = await screen.findByRole('complementary', { name: 'Prestataire contacté' });
    expect(banner.textContent).toContain('Atelier Lumière');
    expect(banner.textContent).toContain('Lyon (69)');
    expect(banner.textContent).toContain('Votre demande sera envoyée à Atelier Lumière quand vous enregistrerez votre projet.');
    expect(banner.querySelector('img')?.getAttribute('src')).toBe('http://www.alliance.test/image/42');

    await answerSteps1To4(user);
    expect(screen.getByRole('complementary', { name: 'Prestataire contacté' })).toBeTruthy();
    expect(server.calls(SEND)).toHaveLength(0);
    expect(server.calls(SAVE)).toHaveLength(0);
  });

  it('needs a message for the provider before saving', async () => {
    const { server, user } = setup();
    await answerSteps1To4(user);
    await user.click(screen.getByRole('button', { name: 'Enregistrer mon projet' }));
    const editor = screen.getByRole('textbox', { name: 'Message' });
    expect(messageOf(editor)).toBe('Écrivez votre message : Atelier Lumière le recevra avec votre projet.');
    expect(document.activeElement).toBe(editor);
    expect(server.calls(SAVE)).toHaveLength(0);
  });

  /*
   * The scripted happy path counted (clicks + typed fields), first step to requests sent:
   * steps 1–4: 8 (answerSteps1To4: event type, Next, date typed, Next, town typed, town chosen,
   * Next, Next); step 5: click into the message, type it, Save = 3 → 11 to the saved project
   * and the request to the provider; suggestions: tick 2, "Contacter la sélection" = 3 → 14 in
   * all, well under the ~25 of the promise "a project described in 3 to 5 minutes".
   */
  it('saves, then sends to the provider with the new project id, then shows 3 suggestions to choose from', async () => {
    const { server, user, order } = setup();
    await answerSteps1To4(user);
    await user.click(screen.getByRole('textbox', { name: 'Message' }));
    await user.keyboard('Bonjour, nous cherchons une organisation complète.');
    await user.click(screen.getByRole('button', { name: 'Enregistrer mon projet' }));

    expect(await screen.findByText('Demande envoyée avec succès : Atelier Lumière a reçu votre projet.')).toBeTruthy();
    expect(order).toEqual(['save', 'send']);
    expect(server.calls(SAVE)[0]?.body).toMatchObject({ message: 'Bonjour, nous cherchons une organisation complète.' });
    // The project's own message goes with the request: none is repeated in the body.
    expect(server.calls(SEND).map((r) => r.body)).toEqual([{ project: 77, prestataire: 42 }]);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Votre projet est enregistré' })),
    );

    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, false]);
    await user.click(screen.getByRole('checkbox', { name: 'Contacter Élégance Événements' }));
    await user.click(screen.getByRole('checkbox', { name: 'Contacter Atelier Blanc' }));
    await user.click(screen.getByRole('button', { name: 'Contacter la sélection' }));
    await waitFor(() => expect(server.calls(CHOOSE).map((r) => r.body)).toEqual([{ project: 77, prestataires: [51, 53] }]));
  });

  it('reports a provider the couple had contacted already', async () => {
    const { user } = setup({ [SEND]: { body: { success: false, error: 'already-sent' } } });
    await answerSteps1To4(user);
    await user.click(screen.getByRole('textbox', { name: 'Message' }));
    await user.keyboard('Bonjour');
    await user.click(screen.getByRole('button', { name: 'Enregistrer mon projet' }));
    expect(await screen.findByText('Vous avez déjà contacté ce prestataire.')).toBeTruthy();
  });

  it('a failed send after saving keeps the project and offers to send again', async () => {
    const replies = [{ status: 503, body: { success: false, error: 'Indisponible' } }, { body: { success: true } }];
    const { server, user } = setup({ [SEND]: () => replies.shift() ?? { status: 500 } });
    await answerSteps1To4(user);
    await user.click(screen.getByRole('textbox', { name: 'Message' }));
    await user.keyboard('Bonjour');
    await user.click(screen.getByRole('button', { name: 'Enregistrer mon projet' }));
    expect(
      await screen.findByText(
        "Erreur lors de l'envoie de la demande : Le service est momentanément indisponible. Réessayez dans quelques instants.",
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Renvoyer la demande' }));
    expect(await screen.findByText('Demande envoyée avec succès : Atelier Lumière a reçu votre projet.')).toBeTruthy();
    expect(server.calls(SAVE)).toHaveLength(1);
    expect(server.calls(SEND)).toHaveLength(2);
  });

  it('an unknown provider is said, and nothing is sent', async () => {
    const { server, user } = setup({
      'GET /api/get-planner/42': { status: 404, body: { success: false, error: 'Prestataire introuvable' } },
    });
    expect(
      await screen.findByText('Ce prestataire est introuvable : votre projet sera enregistré sans lui être envoyé.'),
    ).toBeTruthy();
    await answerSteps1To4(user);
    await user.click(screen.getByRole('button', { name: 'Enregistrer mon projet' }));
    expect(await screen.findByRole('heading', { name: 'Votre projet est enregistré' })).toBeTruthy();
    expect(server.calls(SEND)).toHaveLength(0);
    expect(heading().textContent).toBe('3 profils suggérés pour votre projet');
  });
});
