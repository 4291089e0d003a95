/** An Instagram account a provider connected. */
export interface InstagramAccount {
  userId: string;
  username: string;
  accessToken: string;
}

/**
 * Instagram's OAuth behind a port: where to send the provider for consent, and the exchange of
 * the code Instagram sends back for the account and its token.
 */
export interface InstagramPort {
  /** The consent page's address; Instagram sends the browser back to `redirectUri?code=…&state=…`. */
  authUrl(params: { state: string; redirectUri: string; appOrigin: string }): string;
  /** Throws when the code is refused. */
  exchange(params: { code: string; state: string; redirectUri: string }): Promise<InstagramAccount>;
}
