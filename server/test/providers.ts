import { expect } from 'vitest';
import type { MailMessage } from '../src/adapters/mail/index.ts';
import { seedSmallDirectory } from './directory.ts';
import { type CallOptions, createIdentityHarness } from './identity.ts';

/** A valid provider registration (PROVIDERS.md "Accounts"). */
export function providerRegistration(email: string, changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email,
    password: 'violet-harbour-41',
    firstname: 'Camille',
    lastname: 'Durand',
    companyName: 'Atelier Camille',
    termsAccepted: true,
    ...changes,
  };
}

/**
 * The identity harness on the app host, with the mails kept: registers, confirms and signs in
 * providers as a client would (the link read from the mail, like the e2e reads the outbox).
 */
export async function createProviderHarness(start?: Date, env?: Record<string, string>, setup: { directory?: boolean } = {}) {
  const mails: MailMessage[] = [];
  const h = await createIdentityHarness(start, {
    env,
    mail: {
      send: async (message) => {
        mails.push(message);
      },
    },
  });
  // Geography, reference lists and a few demo providers, for the company profile and the directory.
  if (setup.directory) await seedSmallDirectory(h.database, { providers: 6, now: start });
  const onApp = (options: CallOptions = {}): CallOptions => ({ host: 'app.localhost', ...options });
  const post = (url: string, body?: unknown, options?: CallOptions) => h.post(url, body, onApp(options));
  const get = (url: string, options?: CallOptions) => h.get(url, onApp(options));

  /**
   * The mails sent to `to` (at least `count` expected), once the outbox delivered what the calls
   * so far committed: every mail is enqueued in the call's transaction and kicked before the answer.
   */
  async function mailsTo(to: string, count = 0): Promise<MailMessage[]> {
    await h.app.services.mailOutbox.settled();
    const found = mails.filter((mail) => mail.to === to);
    expect(found.length, `mails to ${to}`).toBeGreaterThanOrEqual(count);
    return found;
  }

  /** The token of the last link to `path` mailed to `to` (`/confirm-email/`, `/reset-password/`). */
  async function linkToken(to: string, path: string, count = 1): Promise<string> {
    const found = await mailsTo(to, count);
    const mail = found.filter((m) => m.text.includes(path)).at(-1);
    const token = mail && new RegExp(`${path}([\\w-]+)`).exec(mail.text)?.[1];
    if (!token) throw new Error(`no ${path} link mailed to ${to}`);
    return token;
  }

  let addresses = 0;
  /** Registers and confirms `email`: the signed-in provider's tokens. Each from an address of its own (registration is limited per address). */
  async function signUp(email: string, changes?: Record<string, unknown>, given?: CallOptions) {
    const options = { ip: `192.0.2.${(addresses++ % 250) + 1}`, ...given };
    const registered = await post('/api/register/', providerRegistration(email, changes), options);
    if (registered.status !== 202) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.json)}`);
    const confirmed = await post('/api/register/confirm', { token: await linkToken(email, '/confirm-email/') }, options);
    if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status} ${JSON.stringify(confirmed.json)}`);
    return { token: confirmed.json.token as string, refresh_token: confirmed.json.refresh_token as string };
  }

  return { ...h, post, get, mails, mailsTo, linkToken, signUp };
}

export type ProviderHarness = Awaited<ReturnType<typeof createProviderHarness>>;
