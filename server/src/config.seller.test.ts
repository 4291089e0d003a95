import { describe, expect, it } from 'vitest';
import { loadConfig, sellerWarning } from './config.ts';

const STRIPE = { PAYMENTS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
const SELLER = {
  SELLER_NAME: 'Alliance Mariages SAS',
  SELLER_ADDRESS: '10 rue du Test | 33000 Bordeaux',
  SELLER_SIRET: '73282932000074',
  SELLER_VAT_NUMBER: 'FR44732829320',
};

/** The invoices' seller (issue 21, dead end 9): required with real payments, loudly missing with the sandbox. */
describe('the invoices’ seller in the configuration', () => {
  it('refuses to start with PAYMENTS=stripe and any SELLER_* unset, naming each', () => {
    expect(() => loadConfig(STRIPE)).toThrow(/SELLER_NAME[\s\S]*SELLER_ADDRESS[\s\S]*SELLER_SIRET[\s\S]*SELLER_VAT_NUMBER/);
    expect(() => loadConfig({ ...STRIPE, ...SELLER, SELLER_VAT_NUMBER: '' })).toThrow(
      /SELLER_VAT_NUMBER: required when PAYMENTS=stripe/,
    );
    expect(loadConfig({ ...STRIPE, ...SELLER }).seller).toEqual({
      name: 'Alliance Mariages SAS',
      address: '10 rue du Test | 33000 Bordeaux',
      siret: '73282932000074',
      vatNumber: 'FR44732829320',
    });
  });

  it('starts the sandbox without them (npm start’s demo), with a multi-line warning naming the missing ones', () => {
    const config = loadConfig({ NODE_ENV: 'production', SELLER_NAME: 'Alliance Mariages SAS' });
    expect(config.seller).toMatchObject({ name: 'Alliance Mariages SAS', address: null });
    const warning = sellerWarning(config) ?? '';
    expect(warning.split('\n').length).toBeGreaterThan(3);
    expect(warning).toContain('WARNING');
    expect(warning).toContain('SELLER_ADDRESS, SELLER_SIRET, SELLER_VAT_NUMBER');
    expect(warning).not.toContain('SELLER_NAME,');
    expect(sellerWarning(loadConfig(SELLER))).toBeUndefined();
  });

  it('checks VAT numbers offline by default; VAT_CHECK=vies asks VIES (VIES_URL for a test server)', () => {
    expect(loadConfig({}).vatCheck).toEqual({ mode: 'offline' });
    expect(loadConfig({ VAT_CHECK: 'vies' }).vatCheck).toEqual({
      mode: 'vies',
      viesUrl: 'https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number',
    });
    expect(() => loadConfig({ VAT_CHECK: 'always' })).toThrow(/\bVAT_CHECK\b/);
  });
});
