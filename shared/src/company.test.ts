import { describe, expect, it } from 'vitest';
import { siretSchema } from './company.ts';

const messages = (value: string) => siretSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('the SIRET schema', () => {
  it('accepts 14 digits passing the check, spaces dropped', () => {
    expect(siretSchema.parse('732 829 320 00074')).toBe('73282932000074');
  });

  it('says one precise thing per mistake: the check digit, or the length', () => {
    expect(messages('73282932000075')).toEqual(['validation.siretInvalid']);
    expect(messages('7328293200007')).toEqual(['validation.siretLength']);
    expect(messages('7328293200007A')).toEqual(['validation.siretLength']);
  });
});
