import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { codeBoxes, knownUser, submitPhone } from '../../../screens/account/testing.ts';
import { memoryTokens, type Route, scriptedFetch } from '../../../test/harness.tsx';
import { App } from '../../App.tsx';
import { DRAFT_KEY } from './draft.ts';
import { answerSteps1To4, REFERENCE, savedProject, stubLayout } from './testing.tsx';

const SAVE = 'POST /api/save-project';
const environment = { origin: 'http://project.alliance.test', hostname: 'project.alliance.test', search: '' };

/** The whole app at /projects/new, signed out, on a scripted server. */
function renderSignedOut(routes: Record<string, Route>) {
  const server = scriptedFetch({ ...REFERENCE, ...routes });
  const tokens = memoryTokens();
  const location = memoryLocation({ path: '/projects/new', record: true });
  render(<App fetch={server.fetch} tokens={tokens} locale="fr" environment={environment} locationHook={location.hook} />);
  return { server, tokens, location };
}

const signIn = {
  'POST /api/check-phone': { body: { success: true } },
  'POST /api/verify-phone': { body: { success: true, token: 'access', refresh_token: 'refresh' } },
  'POST /api/check-account': { body: { hasAccount: true, user: knownUser } },
  'GET /api/directory/favorites': { body: { success: true, data: [] } },
  'POST /api/get-prestataires': { body: { success: true, prestataires: [] } },
};

describe('project creation signed out (issue 3)', () => {
  beforeAll(stubLayout);
  beforeEach(() => localStorage.clear());

  it('answers the five steps signed out, proves the phone at the save, then saves and shows /projects/{id}', async () => {
    const user = userEvent.setup();
    const { server, tokens, location } = renderSignedOut({
      ...signIn,
      [SAVE]: { body: { success: true, project: savedProject(31) } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Décrivez votre projet' })).toBeTruthy();
    await answerSteps1To4(user);
    await screen.findByRole('textbox', { name: 'Message (facultatif)' });
    await user.click(screen.getByRole('button', { name: 'Enregistrer mon projet' }));

    // Only now the phone, with who will see it; nothing saved yet, the draft kept.
    const asked = await screen.findByRole('region', { name: 'Enregistrez votre projet' });
    expect(within(asked).getByText("Votre numéro n'est transmis qu'aux prestataires que vous contactez.")).toBeTruthy();
    expect(server.calls(SAVE)).toHaveLength(0);
    expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull();

    await screen.findByLabelText('Numéro de téléphone mobile');
    await submitPhone(user);
    await screen.findByRole('heading', { name: 'Saisissez le code reçu par SMS' });
    await user.click(codeBoxes()[0] as HTMLInputElement);
    await user.keyboard('123456');

    // Signed in, the save goes on by itself with the answers given signed out.
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre projet est enregistré' })).toBeTruthy();
    expect(server.calls(SAVE)).toHaveLength(1);
    expect(server.calls(SAVE)[0]?.headers.get('authorization')).toBe('Bearer access');
    expect(server.calls(SAVE)[0]?.body).toMatchObject({ eventType: 'mariage', eventDate: '2099-06-20' });
    expect(tokens.current).toEqual({ token: 'access', refreshToken: 'refresh' });
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    // The address is the project's, replacing the creation page (Back does not reopen an empty form).
    await waitFor(() => expect(location.history?.at(-1)).toBe('/projects/31'));
    expect(location.history).toHaveLength(1);
  });

  it('going back from the phone keeps the answers and saves nothing', async () => {
    const user = userEvent.setup();
    const { server } = renderSignedOut(signIn);
    await answerSteps1To4(user);
    await screen.findByRole('textbox', { name: 'Message (facultatif)' });
    await user.click(screen.getByRole('button', { name: 'Enregistrer mon projet' }));
    await user.click(await screen.findByRole('button', { name: 'Modifier mes réponses' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Langues et message' })).toBeTruthy();
    expect(server.calls(SAVE)).toHaveLength(0);
  });
});
