import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { subscription } from '../features/premium/testing.ts';
import { me, meWith, renderAdmin, SIGNED_IN } from '../test/harness.tsx';

const RATES = {
  success: true,
  days: 30,
  departement: { code: '33', name: 'Gironde' },
  comparison: { scope: 'departement', code: '33', name: 'Gironde', providers: 24 },
  received: { value: 0, departement: 0 },
  viewed: { value: null, departement: null },
  unlocked: { value: null, departement: null },
  rejected: { value: null, departement: null },
  medianMinutesToFirstView: { value: null, departement: null },
  medianMinutesToUnlock: { value: null, departement: null },
};
const checklistBody = {
  success: true,
  items: ['photo', 'portfolio', 'website', 'smsAlerts', 'ownSiteWidget'].map((key) => ({ key, done: true })),
};

// What the dashboard asks for besides `me`: nothing to show.
const QUIET = {
  'GET /api/marketing/promotional-alert/active': { body: { success: true, alert: null } },
  'GET /api/marketing/promotional-popup/active': { body: { success: true, popup: null } },
  'GET /api/views': { body: { success: true, days: 30, total: 0, items: [] } },
  'GET /api/rates': { body: RATES },
  'GET /api/subscription': { body: subscription() },
  'GET /api/onboarding/checklist': { body: checklistBody },
};
const dashboard = (body = me, locale: 'fr' | 'en' = 'fr') =>
  renderAdmin('/', { tokens: SIGNED_IN, locale, routes: { 'GET /api/me': { body }, ...QUIET } });

// The whole app renders with its lazy pages: more than the default 5 s on a busy machine.
describe('the admin header', { timeout: 30_000 }, () => {
  it('folds the navigation behind a menu button: aria-expanded, Escape closes and gives the focus back', async () => {
    const user = userEvent.setup();
    await dashboard();
    // The signed-in navigation is there (the page itself may still be loading its chunk).
    await screen.findByRole('link', { name: 'Crédits' }, { timeout: 10_000 });
    const button = screen.getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel?.contains(screen.getByRole('navigation', { name: 'Navigation principale' }))).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hasAttribute('data-open')).toBe(false);

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hasAttribute('data-open')).toBe(true);
    // The keyboard goes on into the menu, and Escape from inside it folds it back onto its button.
    await user.tab();
    expect(panel?.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    // Enter opens it as well; following a link folds it.
    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.click(within(panel as HTMLElement).getByRole('link', { name: 'Crédits' }));
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
  });

  it('names the inbox link by its visible text first, then the unread count (axe: label-content-name-mismatch)', async () => {
    await dashboard(meWith({ newLeads: 1 }));
    await screen.findByRole('link', { name: 'Crédits' }, { timeout: 10_000 });
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    // The count comes with `me`, a moment after the navigation.
    const link = await within(nav).findByRole('link', { name: 'Demandes 1 non lue' }, { timeout: 10_000 });
    // What a sighted user reads (the hidden word aside) begins the accessible name.
    const visible = [...link.childNodes]
      .filter((node) => !(node instanceof HTMLElement && node.classList.contains('sr-only')))
      .map((node) => node.textContent)
      .join('');
    expect(visible.trim()).toBe('Demandes 1');
    expect(link.hasAttribute('aria-label')).toBe(false);
  });

  it('has no count in the inbox link without unread leads', async () => {
    await dashboard(meWith({ newLeads: 0 }));
    await screen.findByRole('link', { name: 'Crédits' }, { timeout: 10_000 });
    expect(
      within(screen.getByRole('navigation', { name: 'Navigation principale' })).getByRole('link', { name: 'Demandes' }),
    ).toBeTruthy();
  });
});

describe('the welcome line', { timeout: 30_000 }, () => {
  it('elides "de" before a vowel in French', async () => {
    await dashboard(meWith({ name: 'Atelier Lune' }));
    expect(
      await screen.findByText("Bonjour Claire, bienvenue dans l'espace d'Atelier Lune.", {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('keeps "de" before a consonant', async () => {
    await dashboard(meWith({ name: 'Maison Rose' }));
    expect(
      await screen.findByText("Bonjour Claire, bienvenue dans l'espace de Maison Rose.", {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('writes the English possessive of a name ending in s with the apostrophe alone', async () => {
    await dashboard(meWith({ name: 'Rosewood Weddings' }, { locale: 'en' }), 'en');
    expect(await screen.findByText("Hello Claire, welcome to Rosewood Weddings' area.", {}, { timeout: 10_000 })).toBeTruthy();
  });
});
