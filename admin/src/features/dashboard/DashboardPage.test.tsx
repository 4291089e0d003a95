import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { heading, me, meWith, type Route, renderAdmin, SIGNED_IN } from '../../test/harness.tsx';
import { active, subscription } from '../premium/testing.ts';

const VIEWS = { success: true, days: 30, total: 1234, items: [] };
const RATES = {
  success: true,
  days: 30,
  departement: { code: '33', name: 'Gironde' },
  comparison: { scope: 'departement', code: '33', name: 'Gironde', providers: 24 },
  received: { value: 12, departement: 8 },
  viewed: { value: 0.75, departement: 0.6 },
  unlocked: { value: 0.5, departement: 0.25 },
  rejected: { value: 0.125, departement: null },
  medianMinutesToFirstView: { value: 45, departement: 180 },
  medianMinutesToUnlock: { value: 4320, departement: null },
};
/** The checklist's answer: every item not done, but those given. */
function checklist(done: Partial<Record<string, boolean>>) {
  const items = ['photo', 'portfolio', 'website', 'smsAlerts', 'ownSiteWidget'].map((key) => ({ key, done: done[key] === true }));
  return { success: true, items };
}
const NONE = {
  'GET /api/marketing/promotional-alert/active': { body: { success: true, alert: null } },
  'GET /api/marketing/promotional-popup/active': { body: { success: true, popup: null } },
  'GET /api/views': { body: VIEWS },
  'GET /api/rates': { body: RATES },
  'GET /api/subscription': { body: subscription() },
  'GET /api/onboarding/checklist': { body: checklist({}) },
};
const dashboard = (routes: Record<string, Route> = {}, body = me) =>
  renderAdmin('/', { tokens: SIGNED_IN, routes: { 'GET /api/me': { body }, ...NONE, ...routes } });

describe('the dashboard', () => {
  it('shows a published profile with its link', async () => {
    await dashboard();
    await heading('Tableau de bord');
    expect(screen.getByRole('link', { name: 'Voir mon profil public' }).getAttribute('href')).toBe(me.provider.profileUrl);
  });

  it('shows the key figures of the last 30 days, leading to the statistics', async () => {
    const { server } = await dashboard();
    await heading('Tableau de bord');
    const figures = screen.getByRole('region', { name: 'Chiffres clés des 30 derniers jours' });
    const terms = await within(figures).findAllByRole('term');
    const pairs = terms.map((term) => [term.textContent, term.nextElementSibling?.textContent?.replace(/\s/g, ' ')]);
    expect(pairs).toEqual([
      ['Vues du profil', '1 234'],
      ['Demandes reçues', '12'],
      ['Part des demandes débloquées', '50 %'],
    ]);
    expect(within(figures).getByRole('link', { name: 'Voir toutes les statistiques' }).getAttribute('href')).toBe('/statistics');
    expect(server.calls('GET /api/views').map((r) => r.url.search)).toEqual(['?days=30']);
    expect(server.calls('GET /api/rates').map((r) => r.url.search)).toEqual(['?days=30']);
    // The credits balance stays in its own card.
    expect(within(screen.getByRole('region', { name: 'Crédits' })).getByText('Vous disposez de 3 crédits.')).toBeTruthy();
  });

  it('says when the unlock share cannot be measured (no request)', async () => {
    await dashboard({
      'GET /api/rates': {
        body: { ...RATES, received: { value: 0, departement: 8 }, unlocked: { value: null, departement: 0.25 } },
      },
    });
    await heading('Tableau de bord');
    const figures = screen.getByRole('region', { name: 'Chiffres clés des 30 derniers jours' });
    const share = (await within(figures).findByText('Part des demandes débloquées')).nextElementSibling;
    expect(share?.textContent).toBe('—Non disponible');
  });

  it('says so when the key figures cannot be read', async () => {
    await dashboard({ 'GET /api/rates': { status: 500, body: { success: false, error: 'Erreur interne' } } });
    await heading('Tableau de bord');
    const figures = screen.getByRole('region', { name: 'Chiffres clés des 30 derniers jours' });
    expect(await within(figures).findByText(/Erreur 500/)).toBeTruthy();
  });

  it('without premium, invites to discover it', async () => {
    await dashboard();
    await heading('Tableau de bord');
    const premium = screen.getByRole('region', { name: 'Premium' });
    expect(within(premium).getByText(/Mettez votre profil en avant/)).toBeTruthy();
    expect(within(premium).getByRole('link', { name: 'Découvrir premium' }).getAttribute('href')).toBe('/premium');
    expect(premium.className).not.toContain('is-premium');
  });

  it('with premium, shows it in gold with its renewal or its end', async () => {
    await dashboard({ 'GET /api/subscription': { body: active() } }, meWith({ isPremium: true }));
    await heading('Tableau de bord');
    const premium = await screen.findByRole('region', { name: 'Premium Actif' });
    expect(premium.className).toContain('is-premium');
    await waitFor(() =>
      expect(within(premium).getByText('Votre profil est premium. Prochain renouvellement le 6 juin 2026.')).toBeTruthy(),
    );
    expect(within(premium).getByRole('link', { name: 'Gérer mon abonnement premium' }).getAttribute('href')).toBe('/premium');
    // The header's premium link carries the gold star, named in words.
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    const link = within(nav).getByRole('link', { name: 'Premium (actif)' });
    expect(link.querySelector('.nav-premium')?.textContent).toBe('★');
  });

  it('with a cancelled subscription, says until when premium stays', async () => {
    await dashboard({ 'GET /api/subscription': { body: active({ cancelAtPeriodEnd: true }) } }, meWith({ isPremium: true }));
    await heading('Tableau de bord');
    expect(await screen.findByText("Votre profil est premium jusqu'au 6 juin 2026 (abonnement résilié).")).toBeTruthy();
  });

  it('shows the leads waiting and the credits, each leading to its page', async () => {
    await dashboard();
    await heading('Tableau de bord');
    const leads = screen.getByRole('region', { name: 'Demandes des couples' });
    expect(within(leads).getByText('2 nouvelles demandes vous attendent.')).toBeTruthy();
    expect(within(leads).getByRole('link', { name: 'Lire les nouvelles demandes' }).getAttribute('href')).toBe(
      '/leads?status=new',
    );
    const credits = screen.getByRole('region', { name: 'Crédits' });
    expect(within(credits).getByText('Vous disposez de 3 crédits.')).toBeTruthy();
    expect(within(credits).getByRole('link', { name: "Acheter des crédits et voir l'historique" }).getAttribute('href')).toBe(
      '/credits',
    );
    // The header names the unread leads in the link itself, not only in its badge.
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Demandes 2 non lues' }).getAttribute('href')).toBe('/leads');
    expect(within(nav).getByRole('link', { name: 'Crédits' }).getAttribute('href')).toBe('/credits');
    expect(within(nav).getByRole('link', { name: 'Premium' }).getAttribute('href')).toBe('/premium');
    expect(within(nav).getByRole('link', { name: 'Statistiques' }).getAttribute('href')).toBe('/statistics');
  });

  it('with no new lead, leads to the whole inbox and shows no unread count', async () => {
    await dashboard({}, meWith({ newLeads: 0, credits: 1 }));
    await heading('Tableau de bord');
    const leads = screen.getByRole('region', { name: 'Demandes des couples' });
    expect(within(leads).getByText("Aucune nouvelle demande pour l'instant.")).toBeTruthy();
    expect(within(leads).getByRole('link', { name: 'Voir toutes les demandes' }).getAttribute('href')).toBe('/leads');
    expect(screen.getByText('Vous disposez de 1 crédit.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Demandes' })).toBeTruthy();
  });

  it('shows the onboarding progress of a provider not yet published', async () => {
    const user = userEvent.setup();
    const { path } = await renderAdmin('/profile', {
      tokens: SIGNED_IN,
      routes: {
        'GET /api/me': { body: meWith({ onboardingFinished: false, published: false, completeness: 40 }) },
        'GET /api/company/name': { status: 500, body: { success: false, error: 'Erreur interne' } },
        'GET /api/instagram/': { body: { success: true, connected: false, username: null } },
        ...NONE,
      },
    });
    await heading("Profil de l'entreprise");
    await user.click(screen.getByRole('link', { name: 'Tableau de bord' }));
    await heading('Tableau de bord');
    expect(path()).toBe('/');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByRole('link', { name: "Continuer l'inscription" }).getAttribute('href')).toBe('/onboarding');
  });

  it('shows the promotional alert until it is dismissed', async () => {
    const user = userEvent.setup();
    const { server } = await dashboard({
      'GET /api/marketing/promotional-alert/active': {
        body: {
          success: true,
          alert: {
            id: 4,
            title: 'Premium à -20\u00a0%',
            body: 'Ce mois-ci seulement.',
            cta: { label: 'En profiter', url: '/premium' },
          },
        },
      },
      'POST /api/marketing/4/dismiss': { body: { success: true } },
    });
    await heading('Tableau de bord');
    const alert = await screen.findByRole('region', { name: 'Premium à -20\u00a0%' });
    expect(within(alert).getByRole('link', { name: 'En profiter' }).getAttribute('href')).toBe('/premium');
    await user.click(within(alert).getByRole('button', { name: 'Ne plus afficher' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Premium à -20\u00a0%' })).toBeNull());
    expect(server.calls('POST /api/marketing/4/dismiss')).toHaveLength(1);
  });

  it('shows the promotional popup in a dialog; closing it dismisses it', async () => {
    const user = userEvent.setup();
    const { server } = await dashboard({
      'GET /api/marketing/promotional-popup/active': {
        body: { success: true, popup: { id: 9, title: 'Nouveau : les statistiques', body: 'Suivez vos vues.' } },
      },
      'POST /api/marketing/9/dismiss': { body: { success: true } },
    });
    await heading('Tableau de bord');
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau : les statistiques' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls('POST /api/marketing/9/dismiss')).toHaveLength(1);
  });

  it('lists what the profile can still add, with what each brings and where to do it, done items ticked', async () => {
    const { server } = await dashboard({
      'GET /api/onboarding/checklist': { body: checklist({ photo: true, smsAlerts: true }) },
    });
    await heading('Tableau de bord');
    const card = screen.getByRole('region', { name: 'Complétez votre profil' });
    expect(await within(card).findByText('Fait\u00a0: 2 sur 5', { normalizer: (text) => text })).toBeTruthy();
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Une photo de profil',
      'Un portfolio publié',
      'Votre site internet',
      'Les alertes par SMS',
      'Le formulaire sur votre site',
    ]);
    const [photo, portfolio, website, sms, widget] = items as HTMLElement[];
    // Done: ticked, no way to do it again.
    expect(within(photo as HTMLElement).getByText('Fait')).toBeTruthy();
    expect(within(photo as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(sms as HTMLElement).getByText('Fait')).toBeTruthy();
    // Not done: what it brings and the page where it is done.
    expect(within(portfolio as HTMLElement).getByText('À faire')).toBeTruthy();
    expect(within(portfolio as HTMLElement).getByText(/sur une page à lui/)).toBeTruthy();
    const link = (item: HTMLElement | undefined) =>
      within(item as HTMLElement)
        .getByRole('link')
        .getAttribute('href');
    expect([link(portfolio), link(website), link(widget)]).toEqual(['/portfolios', '/profile#profile-links', '/website']);
    expect(within(widget as HTMLElement).getByRole('link').textContent).toBe('Installer le formulaire');
    expect(server.calls('GET /api/onboarding/checklist')).toHaveLength(1);
  });

  it('says when everything on the checklist is done', async () => {
    const all = { photo: true, portfolio: true, website: true, smsAlerts: true, ownSiteWidget: true };
    await dashboard({ 'GET /api/onboarding/checklist': { body: checklist(all) } });
    await heading('Tableau de bord');
    const card = screen.getByRole('region', { name: 'Complétez votre profil' });
    expect(await within(card).findByText(/^Tout est fait/)).toBeTruthy();
    expect(within(card).queryByRole('link')).toBeNull();
  });
});
