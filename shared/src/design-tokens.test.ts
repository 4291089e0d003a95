import { describe, expect, it } from 'vitest';
import { DESIGN_TOKENS, type DesignToken } from './design-tokens.ts';

/** WCAG 2.1 contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// Text/background pairs the front ends draw; small text needs 4.5:1 (WCAG AA). The "Sponsorisé"
// badge (issue 5) is gold-ink on gold: white on this gold was 2.4:1.
const PAIRS: [DesignToken, DesignToken][] = [
  ['gold-ink', 'gold'],
  ['gold-text', 'gold-soft'],
  ['gold-text', 'card'],
  ['ink', 'surface'],
  ['muted', 'card'],
  ['muted', 'surface'],
  ['accent', 'card'],
  ['accent-contrast', 'accent'],
  ['error', 'card'],
  ['success', 'card'],
];

describe('design tokens', () => {
  it.each(PAIRS)('%s on %s passes AA for small text (4.5:1)', (text, background) => {
    expect(contrast(DESIGN_TOKENS[text], DESIGN_TOKENS[background])).toBeGreaterThanOrEqual(4.5);
  });

  it('white on gold does not, which is why the badge uses gold-ink', () => {
    expect(contrast('#ffffff', DESIGN_TOKENS.gold)).toBeLessThan(4.5);
  });
});
