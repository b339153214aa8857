/**
 * Design tokens as TypeScript constants, for code that cannot read CSS custom properties
 * (charts drawn on canvas, e-mails, meta theme colours). `styles.css` declares the same values as
 * `--ui-*` custom properties; `tokens.test.ts` fails when the two drift apart.
 */

export const palette = {
  navy: {
    50: '#f2f5fa',
    100: '#e1e7f1',
    200: '#c3cee0',
    300: '#95a6c4',
    400: '#6479a0',
    500: '#42577f',
    600: '#2e4266',
    700: '#22324f',
    800: '#18243b',
    900: '#111a2c',
    950: '#0a101c',
  },
  gold: {
    50: '#fbf8f0',
    100: '#f5edd6',
    200: '#ecdcae',
    300: '#e0c57f',
    400: '#d2ad5a',
    500: '#c29640',
    600: '#a57b31',
    700: '#85612a',
    800: '#654a23',
    900: '#4a371c',
  },
  neutral: {
    0: '#ffffff',
    25: '#fdfcfa',
    50: '#f8f6f1',
    100: '#f0ede6',
    200: '#e4e0d6',
    300: '#cfc9bc',
    400: '#aaa397',
    500: '#77716a',
    600: '#5f5a52',
    700: '#4a463f',
    800: '#302d29',
    900: '#1d1b18',
  },
} as const;

/** Status colours: `fg` is text on `bg`, `solid` fills icons and bars, `border` outlines. */
export const status = {
  success: { fg: '#1f6b43', bg: '#eaf5ee', border: '#a9d4b9', solid: '#2a8655' },
  warning: { fg: '#865000', bg: '#fdf4e3', border: '#efcf94', solid: '#c47d0e' },
  danger: { fg: '#a3231b', bg: '#fbeeed', border: '#eeb3ae', solid: '#b42a20' },
  info: { fg: '#1f5a96', bg: '#ebf2fa', border: '#aac8e8', solid: '#2b6cb0' },
} as const;

/** Roles the components use; prefer these over raw palette steps. */
export const color = {
  bg: palette.neutral[25],
  surface: palette.neutral[0],
  surfaceMuted: palette.neutral[50],
  surfaceSunken: palette.neutral[100],
  surfaceInk: palette.navy[900],
  text: palette.navy[900],
  textMuted: palette.neutral[600],
  textSubtle: palette.neutral[500],
  textInverse: palette.neutral[0],
  border: palette.neutral[200],
  borderStrong: palette.neutral[300],
  primary: palette.navy[900],
  accent: palette.gold[500],
  accentStrong: palette.gold[600],
  accentText: palette.gold[700],
  link: palette.navy[700],
  linkHover: palette.gold[700],
  focus: palette.gold[600],
  /** Price movements on tickers and charts. */
  up: status.success.solid,
  down: status.danger.solid,
} as const;

export const font = {
  serif: '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif',
  sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.375rem',
  '5xl': '3rem',
} as const;

export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;

export const lineHeight = { tight: '1.15', snug: '1.35', normal: '1.6' } as const;

export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
  20: '5rem',
} as const;

export const radius = { sm: '2px', md: '4px', lg: '8px', xl: '14px', full: '9999px' } as const;

export const shadow = {
  xs: '0 1px 2px rgb(17 26 44 / 0.06)',
  sm: '0 1px 3px rgb(17 26 44 / 0.08), 0 1px 2px rgb(17 26 44 / 0.04)',
  md: '0 6px 16px -4px rgb(17 26 44 / 0.12), 0 2px 4px -2px rgb(17 26 44 / 0.06)',
  lg: '0 24px 48px -12px rgb(17 26 44 / 0.28), 0 6px 16px -6px rgb(17 26 44 / 0.12)',
} as const;

export const focus = { width: '2px', offset: '2px', color: color.focus } as const;

export const zIndex = { header: '100', dropdown: '200', modal: '500', toast: '600' } as const;

export const motion = {
  durationFast: '120ms',
  durationBase: '200ms',
  easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)',
} as const;

export const layout = {
  containerMax: '80rem',
  containerNarrow: '48rem',
  gutter: 'clamp(1rem, 4vw, 2rem)',
} as const;

/** Viewport widths in px (media queries cannot read custom properties, so these live in TS only). */
export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;

export const tokens = {
  palette,
  status,
  color,
  font,
  fontSize,
  fontWeight,
  lineHeight,
  space,
  radius,
  shadow,
  focus,
  zIndex,
  motion,
  layout,
  breakpoints,
} as const;

function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/**
 * Every token as the custom property `styles.css` declares for it, e.g.
 * `--ui-color-gold-500`, `--ui-color-text-muted`, `--ui-space-4`.
 */
export function cssVariables(): Record<string, string> {
  const out: Record<string, string> = {};
  const add = (prefix: string, group: Record<string, string>) => {
    for (const [key, value] of Object.entries(group)) out[`--ui-${prefix}-${kebab(key)}`] = value;
  };
  for (const [name, steps] of Object.entries(palette)) add(`color-${name}`, steps);
  for (const [name, s] of Object.entries(status)) {
    out[`--ui-color-${name}`] = s.fg;
    out[`--ui-color-${name}-bg`] = s.bg;
    out[`--ui-color-${name}-border`] = s.border;
    out[`--ui-color-${name}-solid`] = s.solid;
  }
  add('color', color);
  add('font', font);
  add('font-size', fontSize);
  add('font-weight', fontWeight);
  add('line-height', lineHeight);
  add('space', space);
  add('radius', radius);
  add('shadow', shadow);
  add('focus', focus);
  add('z', zIndex);
  add('motion', motion);
  add('layout', layout);
  return out;
}

/** `var(--ui-…)` reference for inline styles, e.g. `cssVar('color-accent')`. */
export function cssVar(name: string): string {
  return `var(--ui-${name})`;
}
