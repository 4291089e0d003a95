import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './components/ErrorBoundary.tsx';
import { setErrorReporter } from './errors.ts';
import { QuoteRequest, TOKEN_INVALID_EVENT } from './QuoteRequest.tsx';
import { memoryTokens, scriptedFetch } from './test/harness.tsx';

const attributes = {
  providerId: '42',
  eventTypes: '[{"slug":"mariage","name":"Mariage"}]',
  baseUrl: 'http://project.alliance.test/',
  scriptOrigin: 'http://www.alliance.test',
};

const user = {
  phone: '+33612345678',
  locale: 'fr',
  latitude: null,
  longitude: null,
  has_finished_onboarding: true,
  email: 'c@example.fr',
  firstname: 'Camille',
  lastname: 'Martin',
  city: 'Bordeaux',
  zipCode: '33000',
  country: 'FR',
};

afterEach(() => setErrorReporter((error) => console.error(error)));

describe('<quote-request>', () => {
  it('with bad attributes renders nothing and says why once in the console', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<QuoteRequest {...attributes} providerId="abc" />);
    await waitFor(() => expect(consoleError).toHaveBeenCalledTimes(1));
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('provider-id');
    expect(container.innerHTML).toBe('');
    consoleError.mockRestore();
  });

  it('without a session starts on the account screen, asking the server nothing', () => {
    const server = scriptedFetch({});
    render(<QuoteRequest {...attributes} tokens={memoryTokens()} fetch={server.fetch} locale="fr" />);
    expect(screen.getByRole('button', { name: 'Recevoir le code' })).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });

  it('takes a logged-in couple straight to the presentation screen and loads the favorites', async () => {
    const server = scriptedFetch({
      'GET /api/me': { body: { user } },
      'GET /api/get-projects': { body: { success: true, projects: [] } },
      'GET /api/directory/favorites': { body: { success: true, data: [] } },
    });
    render(
      <QuoteRequest {...attributes} tokens={memoryTokens({ token: 't', refreshToken: 'r' })} fetch={server.fetch} locale="fr" />,
    );
    expect(await screen.findByText("Vous n'avez pas encore de projet.", { exact: false })).toBeTruthy();
    await waitFor(() => expect(server.calls('GET /api/directory/favorites')).toHaveLength(1));
  });

  it('sends a couple whose phone is proved but who has no account yet to the inscription', async () => {
    const server = scriptedFetch({ 'GET /api/me': { body: { user: { ...user, has_finished_onboarding: false } } } });
    render(
      <QuoteRequest {...attributes} tokens={memoryTokens({ token: 't', refreshToken: 'r' })} fetch={server.fetch} locale="fr" />,
    );
    expect(await screen.findByLabelText('Email', { exact: false })).toBeTruthy();
  });

  it('when the session cannot be renewed, removes the tokens, raises tokenInvalid and shows the account screen', async () => {
    const server = scriptedFetch({ 'GET /api/me': { status: 401 }, 'POST /api/token/refresh': { status: 401 } });
    const tokens = memoryTokens({ token: 'expired', refreshToken: 'revoked' });
    const raised: string[] = [];
    const listener = (event: Event) => raised.push((event as CustomEvent<{ message: string }>).detail.message);
    document.addEventListener(TOKEN_INVALID_EVENT, listener);
    render(<QuoteRequest {...attributes} tokens={tokens} fetch={server.fetch} locale="fr" />);
    expect(await screen.findByRole('button', { name: 'Recevoir le code' })).toBeTruthy();
    document.removeEventListener(TOKEN_INVALID_EVENT, listener);
    expect(raised).toEqual(['Votre session a expiré. Veuillez vous reconnecter.']);
    expect(tokens.current).toEqual({});
    expect(server.calls('POST /api/token/refresh')).toHaveLength(1);
  });

  it('speaks the language of the _locale cookie before the browser', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the language cookie is what the test is about
    document.cookie = '_locale=de; Path=/';
    render(<QuoteRequest {...attributes} tokens={memoryTokens()} fetch={scriptedFetch({}).fetch} />);
    expect(screen.getByRole('button', { name: 'Code erhalten' })).toBeTruthy();
  });

  it('shows the fatal error page on a render error and reports it', () => {
    const reported: unknown[] = [];
    setErrorReporter((error) => reported.push(error));
    const Broken = () => {
      throw new Error('boom');
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary fallback={() => <p>Oups ! Quelque chose s'est mal passé</p>}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText("Oups ! Quelque chose s'est mal passé")).toBeTruthy();
    expect(reported).toHaveLength(1);
    vi.restoreAllMocks();
  });
});
