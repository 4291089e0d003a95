import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpSms } from './http-sms.ts';
import { createOutboxSms } from './outbox-sms.ts';

describe('outbox SMS (local default)', () => {
  it('appends one {to, text, sentAt} JSON line per message to data/outbox/sms.jsonl, even when sent concurrently', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'alliance-sms-'));
    const sms = createOutboxSms(dataDir, { info: () => {} }, () => new Date('2026-11-23T10:00:00Z'));
    await Promise.all(Array.from({ length: 20 }, (_, i) => sms.send({ to: `+3361234567${i % 10}`, text: `code ${i}` })));
    const lines = readFileSync(path.join(dataDir, 'outbox', 'sms.jsonl'), 'utf8')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(20);
    expect(JSON.parse(lines[0] ?? '')).toEqual({ to: '+33612345670', text: 'code 0', sentAt: '2026-11-23T10:00:00.000Z' });
  });
});

describe('SMS logs', () => {
  it('never carry the text (the code) nor the whole number', async () => {
    const logged: unknown[] = [];
    const sms = createOutboxSms(mkdtempSync(path.join(tmpdir(), 'alliance-sms-')), {
      info: (...args: unknown[]) => logged.push(args),
    });
    await sms.send({ to: '+33612345678', text: 'Votre code Alliance : 482915' });
    const text = JSON.stringify(logged);
    expect(text).toContain('sms written to the outbox');
    expect(text).not.toContain('482915');
    expect(text).not.toContain('12345678');
    expect(text).toContain('+336••••••78');
  });
});

describe('HTTP SMS (Twilio-compatible API)', () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  async function fakeProvider(status: number) {
    const received: { method?: string; url?: string; authorization?: string; body: string }[] = [];
    const server = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        received.push({ method: req.method, url: req.url, authorization: req.headers.authorization, body });
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: 'SM1', message: 'nope' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () => server.close();
    return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
  }

  it('posts To, From and Body form-encoded with basic auth to the account Messages resource', async () => {
    const provider = await fakeProvider(201);
    const sms = createHttpSms({ baseUrl: provider.baseUrl, accountSid: 'AC123', authToken: 'secret', from: 'Alliance' });
    await sms.send({ to: '+33612345678', text: 'Alliance : votre code est 123456' });
    expect(provider.received).toHaveLength(1);
    const [request] = provider.received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request?.authorization).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      To: '+33612345678',
      From: 'Alliance',
      Body: 'Alliance : votre code est 123456',
    });
  });

  it('rejects when the provider refuses the message', async () => {
    const provider = await fakeProvider(400);
    const sms = createHttpSms({ baseUrl: provider.baseUrl, accountSid: 'AC123', authToken: 'secret', from: 'Alliance' });
    await expect(sms.send({ to: '+33612345678', text: 'x' })).rejects.toThrow(/400/);
  });
});
