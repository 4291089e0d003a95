import type { OwnSite } from '@alliance/shared/own-site';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { me, type Route, renderAdmin, SIGNED_IN } from '../../test/harness.tsx';

const SCRIPT = 'http://www.alliance.test/widget/quote-request.js';
const site = (website: string | null): OwnSite => ({
  success: true,
  providerId: 7,
  eventTypes: [
    { slug: 'mariage', name: 'Mariage' },
    { slug: 'pacs', name: 'PACS' },
  ],
  baseUrl: 'http://project.alliance.test/',
  scriptUrl: SCRIPT,
  website,
  snippet: `<quote-request provider-id="7"\n  event-types='[{"slug":"mariage","name":"Mariage"},{"slug":"pacs","name":"PACS"}]'\n  base-url="http://project.alliance.test/"\n  style="display:block;min-height:440px"></quote-request>\n<script src="${SCRIPT}" defer></script>`,
});

const open = (routes: Record<string, Route> = {}) =>
  renderAdmin('/website', {
    tokens: SIGNED_IN,
    routes: { 'GET /api/me': { body: me }, 'GET /api/own-site': { body: site('https://atelier-lune.fr/') }, ...routes },
  });

// The page is a lazy chunk of its own: the first render of a run can take a few seconds.
const WAIT = { timeout: 10_000 };
const label = (text: string) => screen.findByLabelText(text, {}, WAIT);

describe('the "Mon site" page', { timeout: 20_000 }, () => {
  afterEach(() => {
    for (const script of document.querySelectorAll(`script[src="${SCRIPT}"]`)) script.remove();
  });

  it('is in the navigation, says what couples see and that their requests cost 0 credit', async () => {
    await open();
    await label('Adresse de votre site');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Mon site' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText(/aucun autre prestataire ne leur est proposé/).textContent).toContain('0 crédit');
    expect((screen.getByLabelText('Adresse de votre site') as HTMLInputElement).value).toBe('https://atelier-lune.fr/');
  });

  it('gives the code filled in for this provider, and copies it', async () => {
    const user = userEvent.setup();
    await open();
    const code = (await label('Code du formulaire')) as HTMLTextAreaElement;
    expect(code.readOnly).toBe(true);
    expect(code.value).toContain('provider-id="7"');
    expect(code.value).toContain('"slug":"pacs"');
    expect(code.value).toContain(`<script src="${SCRIPT}" defer></script>`);
    await user.click(screen.getByRole('button', { name: 'Copier le code' }));
    expect(await screen.findByText('Code copié.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(site(null).snippet);
  });

  it('previews the real widget: its script from the www host, this provider’s element', async () => {
    const { container } = await open();
    await screen.findByRole('heading', { level: 2, name: 'Aperçu' }, WAIT);
    await waitFor(() => expect(document.querySelectorAll(`script[src="${SCRIPT}"]`)).toHaveLength(1));
    const widget = container.querySelector('quote-request');
    expect(widget?.getAttribute('provider-id')).toBe('7');
    expect(JSON.parse(widget?.getAttribute('event-types') ?? '')).toEqual(site(null).eventTypes);
    expect(widget?.getAttribute('base-url')).toBe('http://project.alliance.test/');
  });

  it('saves the website with https added, and shows what was stored', async () => {
    const user = userEvent.setup();
    const { server } = await open({ 'POST /api/own-site': { body: site('https://www.atelier-lune.fr') } });
    const field = (await label('Adresse de votre site')) as HTMLInputElement;
    await user.clear(field);
    await user.type(field, 'www.atelier-lune.fr');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Modifications enregistrées.')).toBeTruthy();
    expect(server.calls('POST /api/own-site')[0]?.body).toEqual({ website: 'https://www.atelier-lune.fr' });
    expect(field.value).toBe('https://www.atelier-lune.fr');
  });

  it('shows the server’s refusal of one of our own addresses under the field, focused', async () => {
    const user = userEvent.setup();
    const message = 'Cette adresse est une page d’Alliance, pas votre site\u00a0: indiquez l’adresse de votre propre site.';
    await open({ 'POST /api/own-site': { status: 400, body: { success: false, error: message, fields: { website: message } } } });
    const field = (await label('Adresse de votre site')) as HTMLInputElement;
    await user.clear(field);
    await user.type(field, 'https://www.alliance.test/');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(field.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '');
    expect(described?.textContent).toBe(message);
    expect(document.activeElement).toBe(field);
  });

  it('refuses a malformed address before sending anything', async () => {
    const user = userEvent.setup();
    const { server } = await open();
    const field = (await label('Adresse de votre site')) as HTMLInputElement;
    await user.clear(field);
    await user.type(field, 'mon site');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(server.calls('POST /api/own-site')).toHaveLength(0);
  });
});
