import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projects, renderPresentation } from './fixtures.tsx';

const handoffRoute = 'POST /api/handoff';
const PLAIN = 'http://project.alliance.test/?project=new&prestataire=42';

/** window.open as a browser gives it: a blank tab whose address the widget then sets. */
function stubOpen(result: 'tab' | 'blocked' = 'tab') {
  const tab = { opener: {} as unknown, location: { href: 'about:blank' } };
  const open = vi.spyOn(window, 'open').mockImplementation(() => (result === 'tab' ? (tab as unknown as Window) : null));
  return { tab, open };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the create-project link hands the session over to the couples app', () => {
  it('opens the tab within the click, then sends it to the app with a one-time code', async () => {
    const { tab, open } = stubOpen();
    let answer: (reply: { body: unknown }) => void = () => {};
    const { server } = renderPresentation({ [handoffRoute]: () => new Promise((resolve) => (answer = resolve)) });
    const link = await screen.findByRole('link', { name: /Créer un nouveau projet/ });
    // The link itself stays the spec's plain address (a middle click, a copied link).
    expect(link.getAttribute('href')).toBe(PLAIN);

    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    // Opened before any answer: inside the click, where popup blockers let it through.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe('about:blank');
    await waitFor(() => expect(server.calls(handoffRoute)).toHaveLength(1));
    expect(server.calls(handoffRoute)[0]?.headers.get('authorization')).toBe('Bearer t');

    answer({ body: { code: 'one-time-code' } });
    await waitFor(() => expect(tab.location.href).toBe(`${PLAIN}&handoff=one-time-code`));
  });

  it('without a code (refused), the tab still opens the plain link', async () => {
    const { tab } = stubOpen();
    renderPresentation({ [handoffRoute]: { status: 500, body: { success: false, error: 'Panne' } } });
    fireEvent.click(await screen.findByRole('link', { name: /Créer un nouveau projet/ }));
    await waitFor(() => expect(tab.location.href).toBe(PLAIN));
  });

  it('a blocked window or a modified click leaves the link to the browser, without asking for a code', async () => {
    const { open } = stubOpen('blocked');
    const { server } = renderPresentation();
    const link = await screen.findByRole('link', { name: /Créer un nouveau projet/ });
    expect(fireEvent.click(link)).toBe(true);
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
    expect(server.calls(handoffRoute)).toHaveLength(0);
  });
});

describe('coming back to the widget tab', () => {
  const setVisibility = (state: 'visible' | 'hidden') => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  };
  afterEach(() => {
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('lists the projects again and picks the one just created', async () => {
    const created = {
      id: 20,
      eventDate: '2099-07-01',
      eventType: 'mariage',
      eventTypeName: 'Mariage',
      eventLocation: 'Lille (59000)',
    };
    let listed = [...projects];
    const { server } = renderPresentation({ 'GET /api/get-projects': () => ({ body: { success: true, projects: listed } }) });
    await screen.findByRole('radio', { name: /Nantes/ });
    expect(screen.getAllByRole('radio')).toHaveLength(3);

    // The couple leaves for the app and creates a project there.
    act(() => setVisibility('hidden'));
    listed = [...projects, created];
    expect(server.calls('GET /api/get-projects')).toHaveLength(1);
    act(() => setVisibility('visible'));

    const fresh = (await screen.findByRole('radio', { name: /Lille/ })) as HTMLInputElement;
    expect(server.calls('GET /api/get-projects')).toHaveLength(2);
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(fresh.checked).toBe(true);
  });

  it('keeps the couple’s choice when nothing new was created, and the list when the reload fails', async () => {
    let reply: { status?: number; body: unknown } = { body: { success: true, projects } };
    const { server } = renderPresentation({ 'GET /api/get-projects': () => reply });
    const wedding = (await screen.findByRole('radio', { name: /Lyon/ })) as HTMLInputElement;
    fireEvent.click(wedding);
    act(() => setVisibility('visible'));
    await waitFor(() => expect(server.calls('GET /api/get-projects')).toHaveLength(2));
    await waitFor(() => expect((screen.getByRole('radio', { name: /Lyon/ }) as HTMLInputElement).checked).toBe(true));
    reply = { status: 500, body: { success: false, error: 'Panne' } };
    act(() => setVisibility('visible'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.queryByText(/Panne/)).toBeNull();
  });
});
