import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inTurn, providers, renderPresentation } from './fixtures.tsx';

const chooseRoute = 'POST /api/choose-prestataires';

/** Sends the first project, which succeeds, and returns the dialog of suggestions. */
async function openSuggestions(routes: Parameters<typeof renderPresentation>[0] = {}) {
  const user = userEvent.setup();
  const view = renderPresentation({
    'POST /api/send-to-prestataire': { body: { success: true } },
    'POST /api/get-prestataires': { body: { success: true, prestataires: providers } },
    ...routes,
  });
  await user.click(await screen.findByRole('button', { name: 'Envoyer ma demande' }));
  const dialog = await screen.findByRole('dialog', { name: "D'autres prestataires pourraient vous répondre" });
  return { user, dialog: within(dialog), ...view };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('SuggestionsDialog: the cards', () => {
  it('shows each provider with image, place, département, badges, portrait and languages', async () => {
    await openSuggestions();
    const premium = card('Élégance Événements');
    expect(premium.classList.contains('premium')).toBe(true);
    expect(within(premium).getByText('Sponsorisé')).toBeTruthy();
    expect(within(premium).getByText('Actif récemment')).toBeTruthy();
    expect(within(premium).getByText('(75)').getAttribute('title')).toBe('Département 75');
    expect(premium.textContent).toContain('Paris');
    const image = within(premium).getByRole('img', { name: 'Élégance Événements' });
    expect(image.getAttribute('src')).toBe('http://www.alliance.test/image/11');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('64');
    expect(within(premium).getByText('mariages').tagName).toBe('STRONG');
    const languages = within(premium).getByRole('list', { name: 'Langues parlées' });
    const french = within(languages).getByRole('img', { name: 'Français' });
    expect(french.tagName).toBe('svg');
    expect(french.getAttribute('width')).toBe('21');
    expect(within(languages).getByRole('img', { name: 'Anglais' }).tagName).toBe('svg');
    // Flags are inline SVG: the only image loaded is the provider's own.
    expect(premium.querySelectorAll('img')).toHaveLength(1);
    expect(
      within(premium)
        .getByRole('link', { name: /Élégance Événements/ })
        .getAttribute('href'),
    ).toBe(providers[0]?.profileUrl);

    const plain = card('Les Jolis Jours');
    expect(plain.classList.contains('premium')).toBe(false);
    expect(within(plain).queryByText('Sponsorisé')).toBeNull();
    expect(within(plain).queryByText('Actif récemment')).toBeNull();
    expect(within(plain).getByText('(69)')).toBeTruthy();
    // No profile image: a placeholder, no broken <img>; an unknown language keeps a neutral flag.
    expect(within(plain).queryByRole('img', { name: 'Les Jolis Jours' })).toBeNull();
    expect(within(plain).getByRole('img', { name: 'Italien' }).tagName).toBe('svg');
    expect(within(plain).getByRole('img', { name: 'Espéranto' }).classList.contains('qr-flag-neutral')).toBe(true);
    expect(plain.querySelectorAll('img')).toHaveLength(0);
  });
});

describe('SuggestionsDialog: contacting the selection', () => {
  it('starts with nothing ticked and the send button disabled', async () => {
    const { dialog } = await openSuggestions();
    for (const box of dialog.getAllByRole('checkbox')) expect((box as HTMLInputElement).checked).toBe(false);
    expect((dialog.getByRole('button', { name: 'Envoyer ma demande à la sélection' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends to exactly the ticked provider and confirms by name', async () => {
    const { user, dialog, server } = await openSuggestions({
      [chooseRoute]: { body: { success: true, sent: [12], alreadySent: [] } },
    });
    await user.click(dialog.getByRole('checkbox', { name: 'Contacter Les Jolis Jours' }));
    await user.click(dialog.getByRole('button', { name: 'Envoyer ma demande à la sélection' }));
    const confirmation = await dialog.findByText('Votre demande a été envoyée à Les Jolis Jours.');
    expect(confirmation.closest('[role="status"]')).not.toBeNull();
    expect(server.calls(chooseRoute).map((r) => r.body)).toEqual([{ project: 7, prestataires: [12] }]);
    // The list is gone: focus waits on the footer's close button (the header has its own ×).
    const close = dialog.getAllByRole('button', { name: 'Fermer' }).at(-1) as HTMLElement;
    expect(document.activeElement).toBe(close);
    await user.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Déjà envoyée' }));
  });

  it('names the providers contacted before and the ones sent to now', async () => {
    const { user, dialog, server } = await openSuggestions({
      [chooseRoute]: { body: { success: true, sent: [11, 13], alreadySent: [12] } },
    });
    await user.click(dialog.getByRole('checkbox', { name: 'Contacter Élégance Événements' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Contacter Les Jolis Jours' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Contacter Atelier Blanc' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Contacter Les Jolis Jours' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Contacter Les Jolis Jours' }));
    await user.click(dialog.getByRole('button', { name: 'Envoyer ma demande à la sélection' }));
    await dialog.findByText('Votre demande a été envoyée à Élégance Événements et Atelier Blanc.');
    expect(dialog.getByText('Vous aviez déjà contacté Les Jolis Jours.')).toBeTruthy();
    expect(server.calls(chooseRoute)[0]?.body).toEqual({ project: 7, prestataires: [11, 13, 12] });
  });

  it('passes on the message the couple typed for the first provider', async () => {
    const user = userEvent.setup();
    const { server } = renderPresentation({
      'POST /api/send-to-prestataire': inTurn({ body: { success: false, error: 'no-message' } }, { body: { success: true } }),
      'POST /api/get-prestataires': { body: { success: true, prestataires: providers } },
      [chooseRoute]: { body: { success: true, sent: [13], alreadySent: [] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Envoyer ma demande' }));
    await user.type(within(await screen.findByRole('dialog')).getByRole('textbox'), 'Bonjour !');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    const dialog = within(await screen.findByRole('dialog', { name: "D'autres prestataires pourraient vous répondre" }));
    await user.click(dialog.getByRole('checkbox', { name: 'Contacter Atelier Blanc' }));
    await user.click(dialog.getByRole('button', { name: 'Envoyer ma demande à la sélection' }));
    await dialog.findByText('Votre demande a été envoyée à Atelier Blanc.');
    expect(server.calls(chooseRoute)[0]?.body).toEqual({ project: 7, prestataires: [13], message: 'Bonjour !' });
  });

  it('shows why the selection could not be contacted', async () => {
    const { user, dialog } = await openSuggestions({
      [chooseRoute]: { status: 400, body: { success: false, error: 'Identifiant invalide' } },
    });
    await user.click(dialog.getByRole('checkbox', { name: 'Contacter Atelier Blanc' }));
    await user.click(dialog.getByRole('button', { name: 'Envoyer ma demande à la sélection' }));
    const error = await dialog.findByText("Erreur lors de l'envoie de la demande : Identifiant invalide");
    expect(error.closest('[role="alert"]')).not.toBeNull();
  });

  it('closing without ticking anything sends nothing', async () => {
    const { user, dialog, server } = await openSuggestions();
    await user.click(dialog.getAllByRole('button', { name: 'Fermer' })[0] as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls(chooseRoute)).toHaveLength(0);
  });
});
