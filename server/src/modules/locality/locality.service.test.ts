import { describe, expect, it } from 'vitest';
import { parseLocalityQuery } from './locality.service.ts';

describe('parseLocalityQuery', () => {
  it('searches names by the folded first word, the other words by pattern', () => {
    expect(parseLocalityQuery('Bord')).toEqual({ kind: 'name', from: 'bord', to: 'bore', like: 'bord%', pattern: '' });
    expect(parseLocalityQuery(' Saint-Éti ')).toEqual({
      kind: 'name',
      from: 'saint',
      to: 'sainu',
      like: 'saint_%eti%',
      pattern: '^saint[^a-z0-9]+eti',
    });
  });

  it('reads what is typed as a postal code as the stored code prefix', () => {
    const code = (query: string) => parseLocalityQuery(query)?.from;
    expect(code('33 000')).toBe('33000');
    expect(code('4000-322')).toBe('4000'); // PT stores CP4 only
    expect(code('EC1A 1BB')).toBe('EC1A'); // GB stores outward codes only
    expect(code('sw1a1aa')).toBe('SW1A');
    expect(code('M1 1AE')).toBe('M1');
    expect(code('ec1')).toBe('EC1');
    expect(parseLocalityQuery('330')).toMatchObject({ kind: 'postal', from: '330', to: '331' });
  });

  it('needs 3 letters or digits', () => {
    for (const query of ['', 'ge', ' g-e ', "l'", '75']) expect(parseLocalityQuery(query)).toBeNull();
  });
});
