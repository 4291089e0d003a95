import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_KEY, firstPickableDay } from './draft.ts';
import { answerSteps1To4, heading, messageOf, next, renderPage, savedProject, stubLayout, USER } from './testing.tsx';

const SAVE = 'POST /api/save-project';

beforeAll(stubLayout);
beforeEach(() => localStorage.clear());

const progressbar = () => screen.getByRole('progressbar');

describe('NewProjectPage steps', () => {
  it('step 1 asks for the event type before going on, the message tied to the group', async () => {
    const user = userEvent.setup();
    renderPage(null);
    expect(heading().textContent).toBe('Votre événement');
    expect(screen.getByText('Étape 1 sur 5')).toBeTruthy();
    expect(progressbar().getAttribute('aria-valuenow')).toBe('1');
    await screen.findByRole('radio', { name: 'Mariage' });

    await next(user);
    const group = screen.getByRole('radiogroup', { name: "Type d'événement" });
    expect(messageOf(group)).toBe("Choisissez le type d'événement.");
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Mariage' }));
    expect(heading().textContent).toBe('Votre événement');

    // The service type is optional: "not decided yet" is its answer until one is picked.
    expect((screen.getByRole('radio', { name: 'Je ne sais pas encore' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'PACS' }));
    expect(messageOf(group)).toBeUndefined();
    await next(user);
    expect(heading().textContent).toBe('Thème et date');
    expect(document.activeElement).toBe(heading());
    expect(screen.getByText('Étape 2 sur 5')).toBeTruthy();
    expect(progressbar().getAttribute('aria-valuenow')).toBe('2');
  });

  it('step 2 wants a date after today, offers no past date and says the date in words', async () => {
    const user = userEvent.setup();
    renderPage(null);
    await user.click(await screen.findByRole('radio', { name: 'Mariage' }));
    await next(user);

    const date = screen.getByLabelText("Date de l'événement") as HTMLInputElement;
    expect(date.type).toBe('date');
    expect(date.min).toBe(firstPickableDay());
    await next(user);
    expect(messageOf(date)).toBe("Choisissez la date de l'événement.");
    expect(document.activeElement).toBe(date);

    await user.type(date, '2020-01-11');
    await next(user);
    expect(messageOf(date)).toBe("La date de l'événement doit être dans le futur.");
    expect(heading().textContent).toBe('Thème et date');

    await user.clear(date);
    await user.type(date, '2099-06-20');
    expect(screen.getByText('Date choisie : 20 juin 2099')).toBeTruthy();
    expect(messageOf(date)).toBeUndefined();
    await next(user);
    expect(heading().textContent).toBe("Lieu de l'événement");
  });

  it('step 3 takes only a town chosen from the list', async () => {
    const user = userEvent.setup();
    renderPage(null);
    await user.click(await screen.findByRole('radio', { name: 'Mariage' }));
    await next(user);
    await user.type(screen.getByLabelText("Date de l'événement"), '2099-06-20');
    await next(user);

    const city = screen.getByRole('combobox', { name: 'Lieu' });
    await next(user);
    expect(messageOf(city)).toBe('Choisissez une ville dans la liste.');
    expect(document.activeElement).toBe(city);

    // Typed, not chosen: emptied and refused.
    await user.type(city, 'Bord');
    await screen.findByRole('option', { name: 'Bordeaux (33000)' });
    await next(user);
    expect((city as HTMLInputElement).value).toBe('');
    expect(heading().textContent).toBe("Lieu de l'événement");

    await user.type(city, 'Bord');
    await user.click(await screen.findByRole('option', { name: 'Bordeaux (33000)' }));
    await user.click(screen.getByRole('radio', { name: 'Je cherche un lieu' }));
    await next(user);
    expect(heading().textContent).toBe('Invités et budget');
  });

  it('going back and forth keeps every answer', async () => {
    const user = userEvent.setup();
    renderPage(null);
    await user.click(await screen.findByRole('radio', { name: 'Mariage' }));
    await next(user);
    await user.type(screen.getByLabelText('Thème (facultatif)'), 'Champêtre');
    await user.type(screen.getByLabelText("Date de l'événement"), '2099-06-20');
    await next(user);
    await user.type(screen.getByRole('combobox', { name: 'Lieu' }), 'Bord');
    await user.click(await screen.findByRole('option', { name: 'Bordeaux (33000)' }));
    await next(user);
    await user.click(screen.getByRole('radio', { name: '50 à 100 invités' }));

    const back = () => user.click(screen.getByRole('button', { name: 'Retour' }));
    await back();
    expect((screen.getByRole('combobox', { name: 'Lieu' }) as HTMLInputElement).value).toBe('Bordeaux (33000)');
    await back();
    expect((screen.getByLabelText('Thème (facultatif)') as HTMLInputElement).value).toBe('Champêtre');
    expect((screen.getByLabelText("Date de l'événement") as HTMLInputElement).value).toBe('2099-06-20');
    await back();
    expect((screen.getByRole('radio', { name: 'Mariage' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Retour' })).toBeNull();

    for (let i = 0; i < 3; i++) await next(user);
    expect((screen.getByRole('radio', { name: '50 à 100 invités' }) as HTMLInputElement).checked).toBe(true);
  });

  it('a reload gives the draft back, at the same step; "start again" empties it', async () => {
    const user = userEvent.setup();
    const first = renderPage(null);
    await user.click(await screen.findByRole('radio', { name: 'Mariage' }));
    await next(user);
    await user.type(screen.getByLabelText("Date de l'événement"), '2099-06-20');
    await next(user);
    expect(localStorage.getItem(DRAFT_KEY)).toContain('2099-06-20');
    first.unmount();

    renderPage(null);
    expect(heading().textContent).toBe("Lieu de l'événement");
    expect(screen.getByText('Nous avons repris le projet que vous aviez commencé.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect((screen.getByLabelText("Date de l'événement") as HTMLInputElement).value).toBe('2099-06-20');

    await user.click(screen.getByRole('button', { name: 'Tout effacer et recommencer' }));
    expect(heading().textContent).toBe('Votre événement');
    expect((screen.getByRole('radio', { name: 'Mariage' }) as HTMLInputElement).checked).toBe(false);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('a reload keeps the message as written, formatting included', async () => {
    const user = userEvent.setup();
    const first = renderPage(null);
    await answerSteps1To4(user);
    await user.click(await screen.findByRole('textbox', { name: 'Message (facultatif)' }));
    await user.keyboard('Nous rêvons de lampions');
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Souligné' }));
    first.unmount();

    renderPage(null);
    expect(heading().textContent).toBe('Langues et message');
    const editor = await screen.findByRole('textbox', { name: 'Message (facultatif)' });
    expect(editor.querySelector('u')?.textContent).toBe('Nous rêvons de lampions');
    expect(screen.queryByText('Veuillez renseigner ce champs...')).toBeNull();
  });

  it('speaks the couple’s language', async () => {
    const user = userEvent.setup();
    renderPage(null, {}, { locale: 'en' });
    expect(heading().textContent).toBe('Your event');
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    await screen.findByRole('radio', { name: 'Mariage' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(messageOf(screen.getByRole('radiogroup', { name: 'Event type' }))).toBe('Choose the type of event.');
  });

  it('a restored draft whose answers no longer hold starts at the first step to fix', async () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ step: 4, eventType: 'mariage', eventDate: '2020-01-01', languages: ['fr'] }),
    );
    renderPage(null);
    expect(heading().textContent).toBe('Thème et date');
    await screen.findByText('Nous avons repris le projet que vous aviez commencé.');
  });

  it('step 5 preselects the couple’s language and offers the editor with its toolbar and placeholder', async () => {
    const user = userEvent.setup();
    renderPage(null, {}, { state: { user: { ...USER, locale: 'it' } } });
    await answerSteps1To4(user);
    expect(heading().textContent).toBe('Langues et message');
    expect(((await screen.findByRole('checkbox', { name: 'Italien' })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Français' }) as HTMLInputElement).checked).toBe(false);

    const editor = await screen.findByRole('textbox', { name: 'Message (facultatif)' });
    expect(editor.getAttribute('aria-placeholder')).toBe('Veuillez renseigner ce champs...');
    expect(screen.getByText('Veuillez renseigner ce champs...')).toBeTruthy();
    const toolbar = screen.getByRole('toolbar', { name: 'Mise en forme du message' });
    const bold = within(toolbar).getByRole('button', { name: 'Gras' });
    expect(within(toolbar).getByRole('button', { name: 'Souligné' }).getAttribute('aria-pressed')).toBe('false');
    expect(within(toolbar).getByRole('button', { name: 'Liste à puces' }).getAttribute('aria-pressed')).toBe('false');

    await user.click(editor);
    await user.keyboard('Bonjour');
    expect(screen.queryByText('Veuillez renseigner ce champs...')).toBeNull();
    await user.keyboard('{Control>}a{/Control}');
    await user.click(bold);
    expect(bold.getAttribute('aria-pressed')).toBe('true');
    expect(editor.querySelector('strong')?.textContent).toBe('Bonjour');
  });

  it('saving sends exactly the answers, as plain text, then clears the draft and shows the suggestions', async () => {
    const user = userEvent.setup();
    const { server } = renderPage(null, {
      [SAVE]: { body: { success: true, project: savedProject(31) } },
      'POST /api/get-prestataires': { body: { success: true, prestataires: [], next_page: null } },
    });
    await user.click(await screen.findByRole('radio', { name: 'Mariage' }));
    await user.click(screen.getByRole('radio', { name: 'Coordination du jour J' }));
    await next(user);
    await user.type(screen.getByLabelText('Thème (facultatif)'), '  Bohème ');
    await user.type(screen.getByLabelText("Date de l'événement"), '2099-06-20');
    await next(user);
    await user.type(screen.getByRole('combobox', { name: 'Lieu' }), 'Bord');
    await user.click(await screen.findByRole('option', { name: 'Bordeaux (33000)' }));
    await user.click(screen.getByRole('radio', { name: "J'ai déjà trouvé mon lieu" }));
    await next(user);
    await user.click(screen.getByRole('radio', { name: '50 à 100 invités' }));
    await user.click(screen.getByRole('radio', { name: 'De 1 500 € à 3 000 €' }));
    await next(user);
    await user.click(screen.getByRole('checkbox', { name: 'Anglais' }));
    await user.click(await screen.findByRole('textbox', { name: 'Message (facultatif)' }));
    await user.keyboard('Un mariage au printemps');
    await user.click(screen.getByRole('button', { name: 'Enregistrer mon projet' }));

    expect(await screen.findByRole('heading', { name: 'Votre projet est enregistré' })).toBeTruthy();
    expect(server.calls(SAVE).map((r) => r.body)).toEqual([
      {
        eventType: 'mariage',
        serviceType: 'coordination-jour-j',
        theme: 'Bohème',
        eventDate: '2099-06-20',
        location: { city: 'Bordeaux', zipCode: '33000', countryCode: 'FR', latitude: 44.8378, longitude: -0.5792 },
        locationPreference: 'venue-found',
        guestRange: '50-100',
        budgetRange: null,
        plannerBudgetRange: '1500-3000',
        languages: ['fr', 'en'],
        message: 'Un mariage au printemps',
      },
    ]);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(server.calls('POST /api/send-to-prestataire')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Voir mon projet' }).getAttribute('href')).toBe('/projects/31');
    await waitFor(() => expect(server.calls('POST /api/get-prestataires').map((r) => r.body)).toEqual([{ project: 31 }]));
  });

  it('a field the server refuses brings the couple back to its step with the server’s message', async () => {
    const user = userEvent.setup();
    const { server } = renderPage(null, {
      [SAVE]: {
        status: 400,
        body: { success: false, error: 'La date de l’événement doit être dans le futur', fields: { eventDate: 'Trop tôt' } },
      },
    });
    await answerSteps1To4(user);
    await user.click(screen.getByRole('button', { name: 'Enregistrer mon projet' }));
    await waitFor(() => expect(heading().textContent).toBe('Thème et date'));
    const date = screen.getByLabelText("Date de l'événement");
    expect(messageOf(date)).toBe('Trop tôt');
    await waitFor(() => expect(document.activeElement).toBe(date));
    expect(server.calls(SAVE)).toHaveLength(1);
    // Nothing was saved: the draft is still there.
    expect(localStorage.getItem(DRAFT_KEY)).toContain('2099-06-20');
  });

  it('any other failure of the save is said above the buttons and keeps the draft', async () => {
    const user = userEvent.setup();
    renderPage(null, { [SAVE]: { status: 500, body: { success: false, error: 'Panne' } } });
    await answerSteps1To4(user);
    await user.click(screen.getByRole('button', { name: 'Enregistrer mon projet' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Une erreur est survenue : Le service est momentanément indisponible. Réessayez dans quelques instants.',
    );
    expect(heading().textContent).toBe('Langues et message');
    expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull();
  });
});
