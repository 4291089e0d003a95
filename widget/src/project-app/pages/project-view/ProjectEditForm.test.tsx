import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { project, renderProjectView } from './fixtures.tsx';
import { localDay } from './projectForm.ts';

const SAVE = 'POST /api/save-project';

async function openForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Modifier' }));
  // The lists are in: the form shows the project's own choices.
  await waitFor(() => expect(select('Type de prestation').value).toBe('organisation-complete'));
  return user;
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const dateInput = () => screen.getByLabelText("Date de l'événement") as HTMLInputElement;

/** The message under a field, found through the field's own aria-describedby. */
function messageOf(element: HTMLElement): string | null | undefined {
  const id = element
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
}

describe('ProjectViewPage: editing the project', () => {
  it('opens a form holding the current values, focus on its title', async () => {
    renderProjectView();
    await openForm();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Modifier le projet' }));
    expect(select("Type d'événement").value).toBe('mariage');
    expect(textbox('Thème').value).toBe('Champêtre');
    expect(dateInput().value).toBe('2099-06-20');
    expect(dateInput().min).toBe(localDay(1));
    expect((screen.getByRole('combobox', { name: 'Lieu' }) as HTMLInputElement).value).toBe('Lyon (69001)');
    expect((screen.getByRole('radio', { name: 'Nous cherchons un lieu' }) as HTMLInputElement).checked).toBe(true);
    expect(select("Nombre d'invités").value).toBe('50-100');
    const languages = screen.getByRole('group', { name: 'Langues' });
    expect(
      within(languages)
        .getAllByRole('checkbox', { checked: true })
        .map((box) => box.getAttribute('value')),
    ).toEqual(['fr', 'en']);
    expect(textbox('Message').value).toBe(project.message);
  });

  it('saves the changed project with its id, then shows it with the new values', async () => {
    const { server } = renderProjectView({
      [SAVE]: ({ body }) => {
        const sent = body as typeof project;
        return { body: { success: true, project: { ...project, ...sent, eventTypeName: 'Mariage' } } };
      },
    });
    const user = await openForm();
    await user.clear(textbox('Thème'));
    await user.type(textbox('Thème'), 'Bohème');
    fireEvent.change(dateInput(), { target: { value: '2099-07-14' } });
    await user.selectOptions(select('Type de prestation'), 'coordination-jour-j');
    await user.selectOptions(select("Nombre d'invités"), '100-150');
    await user.click(screen.getByRole('radio', { name: 'Pas encore décidé' }));
    await user.click(screen.getByRole('checkbox', { name: 'Anglais' }));
    await user.click(screen.getByRole('checkbox', { name: 'Italien' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await screen.findByText('Votre projet a été enregistré.');
    expect(server.calls(SAVE)[0]?.body).toEqual({
      id: 5,
      eventType: 'mariage',
      serviceType: 'coordination-jour-j',
      theme: 'Bohème',
      eventDate: '2099-07-14',
      location: { city: 'Lyon', zipCode: '69001', countryCode: 'FR', latitude: 45.76, longitude: 4.83 },
      locationPreference: 'undecided',
      guestRange: '100-150',
      budgetRange: '10k-20k',
      plannerBudgetRange: '2k-5k',
      languages: ['fr', 'it'],
      message: project.message,
    });
    expect(screen.queryByRole('heading', { name: 'Modifier le projet' })).toBeNull();
    expect(screen.getByText('Bohème')).toBeTruthy();
    expect(screen.getByText('14 juillet 2099')).toBeTruthy();
    expect(screen.getByText('Coordination du jour J')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Modifier' }));
  });

  it('refuses a date that is not in the future before sending anything', async () => {
    const { server } = renderProjectView();
    const user = await openForm();
    fireEvent.change(dateInput(), { target: { value: localDay(0) } });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(dateInput().getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(dateInput())).toBe("La date de l'événement doit être dans le futur");
    expect(document.activeElement).toBe(dateInput());
    expect(server.calls(SAVE)).toHaveLength(0);
  });

  it("shows the server's field errors under their fields", async () => {
    renderProjectView({
      [SAVE]: {
        status: 400,
        body: {
          success: false,
          error: 'Requête invalide',
          fields: { theme: 'Thème trop long', 'location.city': 'Lieu invalide' },
        },
      },
    });
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(messageOf(textbox('Thème'))).toBe('Thème trop long'));
    expect(document.activeElement).toBe(textbox('Thème'));
    const place = screen.getByRole('combobox', { name: 'Lieu' });
    expect(place.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Lieu invalide')).toBeTruthy();
    // Still in the form, nothing lost.
    expect(screen.getByRole('heading', { name: 'Modifier le projet' })).toBeTruthy();
  });

  it('says when saving failed otherwise, and cancelling goes back to the details unchanged', async () => {
    const { server } = renderProjectView({ [SAVE]: { status: 500, body: { success: false, error: 'Panne' } } });
    const user = await openForm();
    await user.type(textbox('Thème'), ' chic');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      (
        await screen.findByText(
          "L'enregistrement a échoué : Le service est momentanément indisponible. Réessayez dans quelques instants.",
        )
      ).closest('[role="alert"]'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.getByText('Champêtre')).toBeTruthy();
    expect(server.calls(SAVE)).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Modifier' }));
  });
});
