import { describe, expect, it } from 'vitest';
import { checkMobilePhone, mobilePhoneSchema } from './phone.ts';

describe('checkMobilePhone', () => {
  it.each([
    ['+33612345678', '+33612345678', 'FR'],
    ['06 12 34 56 78', '+33612345678', 'FR'],
    ['+32 470 12 34 56', '+32470123456', 'BE'],
    ['+44 7400 123456', '+447400123456', 'GB'],
    ['+49 151 23456789', '+4915123456789', 'DE'],
    ['+39 312 345 6789', '+393123456789', 'IT'],
    ['+34 612 34 56 78', '+34612345678', 'ES'],
    ['+351 912 345 678', '+351912345678', 'PT'],
  ])('accepts the mobile %s as %s (%s)', (input, e164, country) => {
    expect(checkMobilePhone(input, 'FR')).toEqual({ ok: true, e164, country });
  });

  it('refuses a landline and a premium-rate number', () => {
    expect(checkMobilePhone('+33 1 23 45 67 89')).toEqual({ ok: false, reason: 'not-mobile' });
    expect(checkMobilePhone('+33 8 99 12 34 56')).toEqual({ ok: false, reason: 'not-mobile' });
  });

  it('refuses a country the product does not serve', () => {
    expect(checkMobilePhone('+1 415 555 2671')).toEqual({ ok: false, reason: 'country-not-served' });
    expect(checkMobilePhone('+41 78 123 45 67')).toEqual({ ok: false, reason: 'country-not-served' });
  });

  it('refuses what is not a phone number', () => {
    expect(checkMobilePhone("0612'; drop table users;--")).toEqual({ ok: false, reason: 'invalid' });
    expect(checkMobilePhone('+3361234')).toEqual({ ok: false, reason: 'invalid' });
    expect(checkMobilePhone('')).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('mobilePhoneSchema', () => {
  it('normalises to E.164 and reports the i18n key otherwise: a landline is told to be one', () => {
    expect(mobilePhoneSchema.parse('+33 6 12 34 56 78')).toBe('+33612345678');
    const landline = mobilePhoneSchema.safeParse('+33123456789');
    expect(landline.success).toBe(false);
    expect(landline.error?.issues[0]?.message).toBe('validation.phoneNotMobile');
    expect(mobilePhoneSchema.safeParse('+3361234').error?.issues[0]?.message).toBe('validation.phoneInvalid');
  });
});
