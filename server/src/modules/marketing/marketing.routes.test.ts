import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderHarness, type ProviderHarness } from '../../../test/providers.ts';
import { opsCommand } from '../../ops/index.ts';

describe('promotional alerts and popups (app host) and the ops script that manages them', () => {
  let h: ProviderHarness;
  let token: string;
  beforeAll(async () => {
    h = await createProviderHarness(new Date('2026-11-23T10:00:00Z'));
    ({ token } = await h.signUp('promo@example.fr'));
  });
  afterAll(() => h.close());

  const ops = (...argv: string[]) => opsCommand(h.database.db, argv, h.now());
  const alert = async (lang?: string) => (await h.get('/api/marketing/promotional-alert/active', { token, lang })).json;
  const popup = async () => (await h.get('/api/marketing/promotional-popup/active', { token })).json;

  it('shows nothing when there is nothing, and needs a provider token', async () => {
    expect(await alert()).toEqual({ success: true, alert: null });
    expect(await popup()).toEqual({ success: true, popup: null });
    expect((await h.get('/api/marketing/promotional-alert/active')).status).toBe(401);
  });

  it('shows the live message for the provider country and audience, in its language, until dismissed', async () => {
    const [added] = await ops(
      'marketing',
      'add',
      '--kind',
      'alert',
      '--title',
      'Offre de Noël',
      '--body',
      '20 % de crédits en plus',
      '--country',
      'FR',
      '--audience',
      'free',
      '--cta-label',
      'Voir',
      '--cta-url',
      'https://app.alliance.fr/credits',
    );
    const id = Number(/#(\d+)/.exec(added ?? '')?.[1]);
    await ops(
      'marketing',
      'translate',
      String(id),
      '--lang',
      'en',
      '--title',
      'Christmas offer',
      '--body',
      '20% more credits',
      '--cta-label',
      'See',
    );
    // Not for premium providers, not for Belgium, not yet started: none of these show.
    await ops('marketing', 'add', '--kind', 'alert', '--title', 'Premium', '--body', 'x', '--audience', 'premium');
    await ops('marketing', 'add', '--kind', 'alert', '--title', 'Belgique', '--body', 'x', '--country', 'BE');
    await ops('marketing', 'add', '--kind', 'alert', '--title', 'Plus tard', '--body', 'x', '--from', '2027-01-01');

    expect(await alert()).toEqual({
      success: true,
      alert: {
        id,
        title: 'Offre de Noël',
        body: '20 % de crédits en plus',
        cta: { label: 'Voir', url: 'https://app.alliance.fr/credits' },
      },
    });
    expect((await alert('en')).alert).toMatchObject({ title: 'Christmas offer', cta: { label: 'See' } });
    expect(await popup()).toEqual({ success: true, popup: null });

    expect((await h.post(`/api/marketing/${id}/dismiss`, undefined, { token })).json).toEqual({ success: true });
    expect((await alert()).alert).toBeNull();
    expect((await h.post('/api/marketing/999999/dismiss', undefined, { token })).status).toBe(404);
    expect((await h.post('/api/marketing/99999999999/dismiss', undefined, { token })).status).toBe(400);
  });

  it('ends a message when its window closes or an operator ends it', async () => {
    const [added] = await ops(
      'marketing',
      'add',
      '--kind',
      'popup',
      '--title',
      'Bienvenue',
      '--body',
      'Complétez votre profil',
      '--to',
      '2026-11-30',
    );
    const id = Number(/#(\d+)/.exec(added ?? '')?.[1]);
    expect((await popup()).popup).toMatchObject({ id, title: 'Bienvenue' });
    expect((await ops('marketing', 'list')).join('\n')).toContain(`#${id} popup`);
    expect(await ops('marketing', 'end', String(id))).toEqual([`ended #${id}`]);
    expect((await popup()).popup).toBeNull();
  });

  it('the ops script refuses bad options and prints its usage for an unknown command', async () => {
    await expect(ops('marketing', 'add', '--kind', 'banner', '--title', 'x', '--body', 'y')).rejects.toThrow();
    await expect(
      ops(
        'marketing',
        'add',
        '--kind',
        'alert',
        '--title',
        'x',
        '--body',
        'y',
        '--cta-url',
        'javascript:alert(1)',
        '--cta-label',
        'z',
      ),
    ).rejects.toThrow();
    expect((await ops('marketing', 'help'))[0]).toContain('npm run ops -- marketing');
    expect((await ops('nothing'))[0]).toContain('npm run ops --');
  });
});
