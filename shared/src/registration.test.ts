import { describe, expect, it } from 'vitest';
import { registrationSchema } from './registration.ts';

const valid = {
  email: 'camille@example.fr',
  lastname: 'Durand',
  firstname: 'Camille',
  phone: '+33612345678',
  city: 'Bordeaux',
  zipCode: '33000',
  country: 'FR',
  latitude: 44.84,
  longitude: -0.58,
  locale: 'fr',
  termsAccepted: true,
};

const messageFor = (patch: Record<string, unknown>) =>
  registrationSchema.safeParse({ ...valid, ...patch }).error?.issues[0]?.message;

describe('registrationSchema (spec §5)', () => {
  it('accepts a complete registration and trims names', () => {
    expect(registrationSchema.parse({ ...valid, firstname: '  Camille ' }).firstname).toBe('Camille');
  });
  it.each([
    [{ email: 'camille@example' }, 'validation.emailInvalid'],
    [{ email: 'camille@example.travel' }, 'validation.emailInvalid'],
    [{ email: 'camille example.fr' }, 'validation.emailInvalid'],
    [{ lastname: ' Li ' }, 'validation.lastnameInvalid'],
    [{ firstname: 'Al' }, 'validation.firstnameInvalid'],
    [{ city: '   ' }, 'validation.cityInvalid'],
    [{ termsAccepted: false }, 'validation.termsRequired'],
    [{ country: 'US' }, 'validation.countryInvalid'],
    [{ locale: 'pt' }, 'validation.localeInvalid'],
    [{ latitude: 91 }, 'validation.coordinatesInvalid'],
    [{ longitude: '2.35' }, 'validation.coordinatesInvalid'],
    [{ phone: '+33123456789' }, 'validation.phoneNotMobile'],
    [{ phone: '+3361234' }, 'validation.phoneInvalid'],
  ])('refuses %o with %s', (patch, message) => {
    expect(messageFor(patch)).toBe(message);
  });
  it('refuses unknown fields', () => {
    expect(registrationSchema.safeParse({ ...valid, isAdmin: true }).success).toBe(false);
  });
});
