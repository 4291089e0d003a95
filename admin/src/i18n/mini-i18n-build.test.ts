import { afterEach, describe, expect, it, vi } from 'vitest';

// The admin's build runs i18n.ts on mini-i18next (vite.admin.config.ts): whatever i18n.ts calls
// on its instance must exist there too, or the built admin fails before its first page.
describe('the admin’s i18n on mini-i18next, as built', () => {
  afterEach(() => {
    vi.doUnmock('i18next');
    vi.resetModules();
  });

  it('creates the instance, loads a page’s texts and names the company with its elision', async () => {
    vi.resetModules();
    vi.doMock('i18next', () => import('@alliance/widget/i18n/mini-i18next.ts'));
    const { createAdminI18n, loadLocale } = await import('./i18n.ts');
    const i18n = createAdminI18n('fr');
    await loadLocale(i18n, 'fr');
    expect(i18n.t('dashboard:welcome', { name: 'Léa', company: 'Atelier Lune' })).toBe(
      "Bonjour Léa, bienvenue dans l'espace d'Atelier Lune.",
    );
  });
});
