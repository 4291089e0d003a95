/**
 * The design tokens of every front end (the directory's pages, the widget, the couples' app, the
 * providers' admin): one palette, type scale, spacing and radii. Written once here as CSS custom
 * properties (`--al-*`) on `:root` (a page) and `:host` (the widget's shadow root); each front
 * end's CSS reads them, never a colour of its own. Sizes are px: the widget lives in pages whose
 * root font size is not ours.
 *
 * Contrasts (WCAG 2.1, checked with the relative-luminance formula): ink on surface 14.6:1,
 * muted on white 6.0:1, accent on white 6.0:1 and white on accent 6.0:1, gold-ink on gold
 * 6.3:1 (the "Sponsorisé" badge: dark text on gold, white on this gold would be 2.4:1),
 * gold-text on white 6.4:1, error on white 6.5:1, success on white 5.4:1.
 */
export const DESIGN_TOKENS = {
  // Colours
  ink: '#2b2330',
  muted: '#5b6470',
  accent: '#b0306a',
  'accent-strong': '#8e2453',
  'accent-contrast': '#ffffff',
  'accent-soft': '#f7e8ef',
  surface: '#fbf7f9',
  card: '#ffffff',
  border: '#c9ced6',
  'border-soft': '#eadfe3',
  error: '#b3261e',
  'error-soft': '#fdecea',
  success: '#1e7b34',
  'success-soft': '#e8f5ec',
  /** The premium highlight (spec §9: gold): borders and badge backgrounds. */
  gold: '#c9a227',
  /** Text on a gold background. */
  'gold-ink': '#2b2330',
  /** Gold-coloured text on white. */
  'gold-text': '#7a5a00',
  'gold-soft': '#fdf6e3',
  focus: '#1a5fb4',
  // Type
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  'text-sm': '14px',
  'text-md': '16px',
  'text-lg': '20px',
  'text-xl': '24px',
  'text-2xl': '30px',
  'line-height': '1.5',
  // Spacing
  'space-1': '4px',
  'space-2': '8px',
  'space-3': '12px',
  'space-4': '16px',
  'space-5': '24px',
  'space-6': '32px',
  // Radii
  'radius-sm': '4px',
  radius: '8px',
  'radius-lg': '12px',
  'radius-pill': '999px',
} as const;

export type DesignToken = keyof typeof DESIGN_TOKENS;

/** `var(--al-<token>)`, for styles written in TypeScript. */
export const token = (name: DesignToken): string => `var(--al-${name})`;

/** The tokens as one CSS rule, for a page (`:root`) and for the widget's shadow root (`:host`). */
export const designTokensCss = `:root,:host{${Object.entries(DESIGN_TOKENS)
  .map(([name, value]) => `--al-${name}:${value}`)
  .join(';')}}`;
