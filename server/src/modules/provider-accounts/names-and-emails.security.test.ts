import { isValidEmail } from '@alliance/shared/registration-rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderHarness, type ProviderHarness, providerRegistration } from '../../../test/providers.ts';
import { selectRows } from '../../db/client.ts';

/**
 * Issue 21, security 8: a line break in a name or a title (printed in mail headers, invoices and
 * page headers) is refused with a 400 and nothing written; a provider's e-mail may end in a long
 * TLD (`.wedding`), the spec's 2–4 letters being the couples' registration form's rule only.
 */
describe('names on one line, long e-mail TLDs for providers', () => {
  let h: ProviderHarness;
  let token: string;
  beforeAll(async () => {
    h = await createProviderHarness(new Date('2026-11-26T10:00:00Z'));
    ({ token } = await h.signUp('camille@atelier-camille.wedding'));
  });
  afterAll(() => h.close());

  it('a provider registers and signs in with an e-mail at a .wedding or .photography domain', async () => {
    const login = await h.post('/api/login_check', { email: 'camille@atelier-camille.wedding', password: 'violet-harbour-41' });
    expect(login.status, JSON.stringify(login.json)).toBe(200);
    const other = await h.post('/api/register/', providerRegistration('leo@studio.photography'), { ip: '198.51.100.40' });
    expect(other.status, JSON.stringify(other.json)).toBe(202);
    // The couples' registration form keeps the spec's 2–4 letters.
    expect(isValidEmail('lea@maison.wedding')).toBe(false);
  });

  it.each([
    ['companyName', 'Atelier\r\nBcc: victim@example.fr'],
    ['firstname', 'Camille\nDurand'],
    ['lastname', 'Du\u2028rand'],
  ])('registration with a line break in %s is refused (400) and creates no account', async (field, value) => {
    const email = `line-${field.toLowerCase()}@example.fr`;
    const answer = await h.post('/api/register/', providerRegistration(email, { [field]: value }), { ip: '198.51.100.41' });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.json)).toMatch(/invalide|Invalid/i);
    const rows = await selectRows(h.database.db, sql`select id from provider_accounts where email = ${email}`);
    expect(rows).toHaveLength(0);
  });

  it('the company name, a portfolio title and a venue name with a line break are refused and nothing changes', async () => {
    expect((await h.post('/api/company/name', { name: 'Atelier Camille' }, { token })).status).toBe(200);
    const renamed = await h.post('/api/company/name', { name: 'Atelier\nCamille' }, { token, lang: 'fr' });
    expect(renamed.status).toBe(400);
    expect((await h.get('/api/company/name', { token })).json.profile).toMatchObject({ name: 'Atelier Camille' });

    const portfolio = await h.post('/api/portfolios', { title: 'Mariage\r\nde Léa' }, { token });
    expect(portfolio.status).toBe(400);
    const venue = await h.post('/api/venues', { name: 'Château\ndes Fleurs' }, { token });
    expect(venue.status).toBe(400);
    expect((await h.get('/api/portfolios', { token })).json.items).toHaveLength(0);
    expect((await h.get('/api/venues', { token })).json.items).toHaveLength(0);
    // One line is fine.
    expect((await h.post('/api/venues', { name: 'Château des Fleurs' }, { token })).status).toBe(200);
  });
});
