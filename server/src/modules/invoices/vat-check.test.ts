import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderHarness, type ProviderHarness } from '../../../test/providers.ts';
import { createViesChecker } from '../../adapters/vat/vies-checker.ts';
import { buy, pdfText, rowsOf, signUpCompany, submitSandbox } from '../payments/payments.testing.ts';
import { decideCheckedVat } from '../payments/vat.ts';

/**
 * A local fake of the EU's VIES REST service (`POST …/check-vat-number`): valid, invalid, a
 * member state's register down, the service itself failing. Every request it got is kept.
 */
function startFakeVies() {
  const asked: { countryCode: string; vatNumber: string }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const question = JSON.parse(body) as { countryCode: string; vatNumber: string };
      asked.push(question);
      const answer = (status: number, json: object) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ countryCode: question.countryCode, vatNumber: question.vatNumber, ...json }));
      };
      const number = `${question.countryCode}${question.vatNumber}`;
      if (number === 'BE0123456789' || number === 'EL094259216')
        return answer(200, { valid: true, requestIdentifier: 'WAPIAAAAZ1TEST', name: 'REGISTERED NAME' });
      if (number === 'BE0999999999') return answer(200, { valid: false });
      if (number === 'BE0888888888') return answer(200, { valid: false, userError: 'MS_UNAVAILABLE' });
      return answer(500, { errorWrappers: [{ error: 'SERVICE_UNAVAILABLE' }] });
    });
  });
  return { server, asked };
}

/**
 * The reverse charge rests on a checked VAT number only (issue 21, security 2): the number's
 * prefix must be the company's country's (Greece: EL) and VIES must confirm it; otherwise French
 * VAT is charged. The invoice says which check was made, and the check is stored with it.
 */
describe('VAT numbers checked with VIES before a reverse charge', () => {
  let h: ProviderHarness;
  let viesUrl: string;
  const vies = startFakeVies();
  beforeAll(async () => {
    await new Promise<void>((resolve) => vies.server.listen(0, '127.0.0.1', resolve));
    const { port } = vies.server.address() as AddressInfo;
    viesUrl = `http://127.0.0.1:${port}/taxation_customs/vies/rest-api/check-vat-number`;
    h = await createProviderHarness(new Date('2026-11-23T10:00:00Z'), { VAT_CHECK: 'vies', VIES_URL: viesUrl });
  });
  afterAll(async () => {
    await h.close();
    await new Promise((resolve) => vies.server.close(resolve));
  });

  /** A Belgian company (French-speaking account) with this VAT number buys a pack: its invoice row and PDF text. */
  async function invoiceOf(email: string, vatNumber: string) {
    const company = await signUpCompany(h, email, { name: `Bureau ${email}`, countryCode: 'BE', vatNumber, locale: 'fr' });
    const session = await buy(h, company.token);
    expect((await submitSandbox(h, session, 'pay')).statusCode).toBe(303);
    const [row] = await rowsOf(h, 'invoices', company.providerId);
    if (!row) throw new Error('no invoice');
    const pdf = await h.app.inject({
      url: `/api/invoices/${row.number}.pdf`,
      headers: { host: 'app.localhost', authorization: `Bearer ${company.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    return { row, text: pdfText(pdf.rawPayload), company };
  }

  it('a Belgian company with a French number (FR00000000000) pays French VAT; VIES is not even asked', async () => {
    const before = vies.asked.length;
    const { row, text } = await invoiceOf('mismatch@example.be', 'FR00000000000');
    expect(row).toMatchObject({ vat_scheme: 'fr-vat', vat_rate: 2000, vat: 780, total: 4680 });
    expect(row.vat_check).toMatchObject({ method: 'country-mismatch', vatNumber: 'FR00000000000', valid: false });
    expect(vies.asked.length).toBe(before);
    expect(text).toContain('TVA facturée\u00a0: le numéro de TVA FR00000000000 n’est pas celui du pays de l’entreprise.');
    expect(text).not.toContain('Autoliquidation');
  });

  it('a number VIES confirms gets the reverse charge; the invoice says it was verified, when, and VIES’s reference', async () => {
    const { row, text } = await invoiceOf('valid@example.be', 'BE 0123.456.789');
    expect(vies.asked.at(-1)).toEqual({ countryCode: 'BE', vatNumber: '0123456789' });
    expect(row).toMatchObject({ vat_scheme: 'reverse-charge', vat_rate: 0, vat: 0, total: 3900 });
    expect(row.vat_check).toEqual({
      method: 'vies',
      vatNumber: 'BE0123456789',
      valid: true,
      checkedAt: '2026-11-23T10:00:00.000Z',
      requestIdentifier: 'WAPIAAAAZ1TEST',
    });
    expect(text).toContain('Autoliquidation — article 196 de la directive 2006/112/CE');
    expect(text).toContain('Numéro de TVA BE0123456789 vérifié auprès de VIES le 23 novembre 2026, autoliquidation.');
    expect(text).toContain('Référence de la consultation VIES\u00a0: WAPIAAAAZ1TEST');
  });

  it('Greece: an EL number is asked to VIES as EL and accepted; a GR prefix is not Greece’s', async () => {
    // Greek companies cannot register here yet (no Greek site): the decision itself, on the real VIES adapter.
    const checker = createViesChecker(viesUrl);
    const now = new Date('2026-11-23T10:00:00Z');
    const greek = await decideCheckedVat({ countryCode: 'GR', vatNumber: 'EL094259216' }, checker, now);
    expect(vies.asked.at(-1)).toEqual({ countryCode: 'EL', vatNumber: '094259216' });
    expect(greek).toMatchObject({ scheme: 'reverse-charge', rate: 0, check: { method: 'vies', valid: true } });
    const wrong = await decideCheckedVat({ countryCode: 'GR', vatNumber: 'GR094259216' }, checker, now);
    expect(wrong).toMatchObject({ scheme: 'fr-vat', rate: 2000, check: { method: 'country-mismatch' } });
  });

  it('a number VIES says is invalid, or VIES not answering, means French VAT charged, and the invoice says why', async () => {
    const invalid = await invoiceOf('invalid@example.be', 'BE0999999999');
    expect(invalid.row).toMatchObject({ vat_scheme: 'fr-vat', total: 4680 });
    expect(invalid.text).toContain(
      'TVA facturée\u00a0: numéro de TVA BE0999999999 déclaré non valide par VIES le 23 novembre 2026.',
    );
    for (const [email, number] of [
      ['down@example.be', 'BE0888888888'],
      ['broken@example.be', 'BE0777777777'],
    ] as const) {
      const unavailable = await invoiceOf(email, number);
      expect(unavailable.row).toMatchObject({ vat_scheme: 'fr-vat', total: 4680 });
      expect(unavailable.row.vat_check).toMatchObject({ method: 'vies-unavailable', valid: false });
      expect(unavailable.text).toContain(`TVA facturée\u00a0: numéro de TVA ${number} non vérifié.`);
    }
    // A malformed Belgian number is never sent.
    const before = vies.asked.length;
    const malformed = await invoiceOf('short@example.be', 'BE123');
    expect(malformed.row.vat_check).toMatchObject({ method: 'format' });
    expect(vies.asked.length).toBe(before);
  });

  it('a premium subscription is reverse charged on a confirmed number only, every period keeping the check', async () => {
    const company = await signUpCompany(h, 'premium@example.be', {
      name: 'Bureau Premium',
      countryCode: 'BE',
      vatNumber: 'BE0123456789',
      locale: 'fr',
    });
    const opened = await h.post('/api/subscription/subscribe-premium', { plan: 'monthly' }, { token: company.token });
    const session = String(opened.json.checkoutUrl).split('/').at(-1) ?? '';
    expect((await submitSandbox(h, session, 'pay', company.token)).statusCode).toBe(303);
    const [invoice] = await rowsOf(h, 'invoices', company.providerId);
    expect(invoice).toMatchObject({ vat_scheme: 'reverse-charge', total: 4900 });
    expect(invoice?.vat_check).toMatchObject({ method: 'vies', valid: true });
  });
});
