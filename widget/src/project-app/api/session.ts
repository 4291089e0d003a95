import type { Api } from '../../api/client.ts';

/** The answers' schemas, loaded with their calls (client.ts, SchemaLoader): the header's logout is in the app's first load, zod is not. */
const answerSchema = {
  logout: () => import('@alliance/shared/answers').then((m) => m.successResponseSchema),
  handoffRedeem: () => import('@alliance/shared/auth').then((m) => m.tokenPairSchema),
};

/**
 * `POST /api/logout`: the server revokes the session's refresh tokens. The tokens here are
 * cleared whatever the answer: the couple asked to leave, a network failure must not keep them in.
 */
export async function logout(api: Api): Promise<void> {
  const { token, refreshToken } = api.tokens.read();
  try {
    if (token || refreshToken) await api.authed('project', 'post', 'api/logout', answerSchema.logout);
  } catch {
    // Already ended or unreachable: nothing more to revoke from here.
  } finally {
    api.tokens.clear();
  }
}

/**
 * `POST /api/handoff/redeem`: the widget's one-time code becomes a session of this app, stored
 * in the same cookies as a sign-in. Throws the server's refusal (401: unknown, used or expired).
 */
export async function redeemHandoff(api: Api, code: string): Promise<void> {
  const pair = await api.open('project', 'post', 'api/handoff/redeem', answerSchema.handoffRedeem, { code });
  api.tokens.save(pair);
}
