import type { Api } from '../../api/client.ts';

/**
 * `POST /api/logout`: the server revokes the session's refresh tokens. The tokens here are
 * cleared whatever the answer: the couple asked to leave, a network failure must not keep them in.
 */
export async function logout(api: Api): Promise<void> {
  const { token, refreshToken } = api.tokens.read();
  try {
    if (token || refreshToken) await api.authed<{ success: true }>('project', 'post', 'api/logout');
  } catch {
    // Already ended or unreachable: nothing more to revoke from here.
  } finally {
    api.tokens.clear();
  }
}
