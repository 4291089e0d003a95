import { z } from 'zod';
import type { InstagramPort } from './instagram.port.ts';

export interface InstagramOAuthConfig {
  clientId: string;
  clientSecret: string;
  /** https://api.instagram.com (the consent page and the code exchange). */
  apiUrl: string;
  /** https://graph.instagram.com (the account's username). */
  graphUrl: string;
}

const TIMEOUT_MS = 10_000;
const tokenSchema = z.object({ access_token: z.string(), user_id: z.union([z.string(), z.number()]) });
const meSchema = z.object({ id: z.string(), username: z.string() });

/** Real adapter: Instagram's OAuth (authorize, code → token exchange, then `/me` for the username). */
export function createOAuthInstagram(config: InstagramOAuthConfig): InstagramPort {
  return {
    authUrl({ state, redirectUri }) {
      const url = new URL('/oauth/authorize', config.apiUrl);
      url.search = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: redirectUri,
        scope: 'user_profile,user_media',
        response_type: 'code',
        state,
      }).toString();
      return url.toString();
    },
    async exchange({ code, redirectUri }) {
      const answer = await fetch(new URL('/oauth/access_token', config.apiUrl), {
        method: 'POST',
        body: new URLSearchParams({
          client_id: config.clientId,
          client_secret: config.clientSecret,
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
          code,
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!answer.ok) throw new Error(`instagram token exchange answered ${answer.status}`);
      const token = tokenSchema.parse(await answer.json());
      const meUrl = new URL('/me', config.graphUrl);
      meUrl.search = new URLSearchParams({ fields: 'id,username', access_token: token.access_token }).toString();
      const me = await fetch(meUrl, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!me.ok) throw new Error(`instagram /me answered ${me.status}`);
      const account = meSchema.parse(await me.json());
      return { userId: account.id, username: account.username, accessToken: token.access_token };
    },
  };
}
