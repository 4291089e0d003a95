import type { SmsSender } from './sms.port.ts';

export interface HttpSmsConfig {
  /** Base URL of a Twilio-compatible API, e.g. https://api.twilio.com */
  baseUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
}

const TIMEOUT_MS = 10_000;

/** Real adapter: Twilio's REST "create message" call (form-encoded, basic auth). */
export function createHttpSms(config: HttpSmsConfig): SmsSender {
  const url = new URL(`/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`, config.baseUrl);
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    async send({ to, text }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, From: config.from, Body: text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) {
        const detail = await response.text().catch(() => '');
        throw new Error(`SMS provider answered ${response.status}: ${detail.slice(0, 200)}`);
      }
    },
  };
}
