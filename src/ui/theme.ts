import { css } from 'styled-components';

/**
 * Design tokens of candidate-meet. Light, calm and high-contrast: candidates mostly come on
 * phones, often outdoors, and every text/background pair the primitives use is listed in
 * `contrastPairs` and checked against WCAG 2.2 AA by `theme.test.ts`.
 */

const colors = {
  // Surfaces
  /** Page background. */
  background: '#F5F6F8',
  /** Cards, fields, dialogs. */
  surface: '#FFFFFF',
  /** Hover and selected rows on a surface. */
  surfaceSubtle: '#EEF0F3',

  // Text
  text: '#18212F',
  textMuted: '#4D5869',

  // Lines
  /** Decorative lines (card edges, dividers): no contrast requirement. */
  border: '#D3D8DF',
  /** Boundaries of controls (inputs, unpressed chips, secondary buttons): ≥ 3:1. */
  borderStrong: '#6B7585',

  // Brand
  primary: '#3347B0',
  primaryHover: '#283A94',
  primaryActive: '#1F2E7A',
  primarySubtle: '#EEF1FC',
  onPrimary: '#FFFFFF',

  // Links
  link: '#3347B0',
  linkHover: '#1F2E7A',

  /** Focus ring: ≥ 3:1 against every surface a control sits on. */
  focus: '#2B50D6',

  // Status: a strong colour (text and icons on the subtle tint) and a subtle tint.
  success: '#1E7A3C',
  successSubtle: '#E7F5EC',
  warning: '#8A5300',
  warningSubtle: '#FFF4E0',
  danger: '#B42318',
  dangerHover: '#9A1E14',
  dangerSubtle: '#FDECEA',
  onDanger: '#FFFFFF',
  info: '#1D5E8C',
  infoSubtle: '#E8F2FA',

  // Disabled controls (exempt from contrast minimums, still kept legible).
  disabled: '#E9ECF0',
  onDisabled: '#5F6B7A',
} as const;

/** A colour token name. */
export type ColorToken = keyof typeof colors;

/**
 * The scrim laid over a decorative background image: the page background at this opacity.
 * `theme.test.ts` proves text stays AA over the darkest possible image (pure black).
 */
const scrim = { color: colors.background, opacity: 0.88 } as const;

function rgba(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

const space = {
  none: '0',
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  xxxl: '4rem',
} as const;

const radii = {
  sm: '4px',
  md: '8px',
  lg: '12px',
  pill: '999px',
  round: '50%',
} as const;

const systemLatin = `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans"`;
const fallback = `"Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji", sans-serif`;
/**
 * CJK faces by region. "Noto Sans JP/SC/KR" are the web fonts the workbench loads from npm, so
 * screenshots never depend on a machine's fonts; the app itself does not ship them (a CJK face
 * is megabytes) and falls through to the device's own CJK fonts.
 */
const cjk = {
  ja: `"Noto Sans JP", "Noto Sans CJK JP", "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Yu Gothic UI", Meiryo`,
  zh: `"Noto Sans SC", "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", "Hiragino Sans GB"`,
  ko: `"Noto Sans KR", "Noto Sans CJK KR", "Apple SD Gothic Neo", "Malgun Gothic"`,
} as const;

const fonts = {
  /**
   * Default stack: Inter, then a CJK face (so mixed text never shows tofu, and in the workbench
   * every glyph Inter lacks, such as "≥", comes from a pinned web font), then system fonts.
   */
  body: `"Inter", ${cjk.ja}, ${systemLatin}, ${fallback}`,
  /**
   * Per-language CJK stacks (applied with `:lang()` in GlobalStyle): the regional CJK face comes
   * right after Inter, before system-ui, so Han glyphs take the right regional forms.
   */
  ja: `"Inter", ${cjk.ja}, ${systemLatin}, ${fallback}`,
  zh: `"Inter", ${cjk.zh}, ${systemLatin}, ${fallback}`,
  ko: `"Inter", ${cjk.ko}, ${systemLatin}, ${fallback}`,
  /** JetBrains Mono is loaded by the workbench only (token names in the docs). */
  mono: `"JetBrains Mono", ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace`,
} as const;

/** Type scale in rem (16px root). Inputs never go below `md`: iOS zooms into smaller fields. */
const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  xxl: '1.5rem',
  xxxl: '2rem',
} as const;

/**
 * Two weights (issue 14: each is a font file the page downloads): regular for text, semibold
 * for headings, labels and everything that stands out.
 */
const fontWeights = { regular: 400, semibold: 600 } as const;

const lineHeights = { tight: 1.25, snug: 1.375, normal: 1.5 } as const;

/** Phone-first: styles without a query are for phones; these widen the layout. */
const breakpoints = { tablet: '40em', desktop: '64em' } as const;

/** Media queries to use as selectors: `${media.desktop} { … }`. */
export const media = {
  tablet: `@media (min-width: ${breakpoints.tablet})`,
  desktop: `@media (min-width: ${breakpoints.desktop})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  /** Windows high-contrast and forced colours: keep outlines and borders visible. */
  forcedColors: '@media (forced-colors: active)',
} as const;

const motion = {
  duration: { fast: '120ms', normal: '200ms', slow: '320ms', spin: '900ms' },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    exit: 'cubic-bezier(0.4, 0, 1, 1)',
    linear: 'linear',
  },
} as const;

const sizes = {
  /** Minimum heights of controls; `medium` meets the 44 px touch-target advice. */
  control: { small: '2.25rem', medium: '2.75rem', large: '3.25rem' },
  /** Max widths of page content. */
  content: { narrow: '36rem', regular: '48rem', wide: '72rem' },
  dialog: '32rem',
  focusRingWidth: '2px',
  focusRingOffset: '2px',
} as const;

const shadows = {
  card: '0 1px 2px rgba(24, 33, 47, 0.06), 0 1px 3px rgba(24, 33, 47, 0.1)',
  dialog: '0 12px 32px rgba(24, 33, 47, 0.2), 0 2px 6px rgba(24, 33, 47, 0.12)',
} as const;

const zIndices = { base: 0, skipLink: 100, dialog: 1000 } as const;

export const theme = {
  colors: {
    ...colors,
    scrim: rgba(scrim.color, scrim.opacity),
    /** Hover wash for icon buttons on any tinted surface. */
    hoverOverlay: rgba(colors.text, 0.08),
    /** Behind a modal dialog. */
    backdrop: rgba(colors.text, 0.6),
  },
  scrim,
  space,
  radii,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  breakpoints,
  media,
  motion,
  sizes,
  shadows,
  zIndices,
} as const;

export type Theme = typeof theme;

/**
 * Every text/background and control/background pairing the primitives use, with the WCAG 2.2
 * AA minimum it must meet: 4.5 for text (1.4.3), 3 for control boundaries, focus rings and
 * meaningful icons (1.4.11). A primitive that paints a new pairing adds it here first.
 */
export const contrastPairs = [
  // Body text and muted text on every surface.
  ['text', 'background', 4.5],
  ['text', 'surface', 4.5],
  ['text', 'surfaceSubtle', 4.5],
  ['text', 'primarySubtle', 4.5],
  ['textMuted', 'background', 4.5],
  ['textMuted', 'surface', 4.5],
  ['textMuted', 'surfaceSubtle', 4.5],
  // A quieter detail in the active option of a list (Combobox: "now 9:14").
  ['textMuted', 'primarySubtle', 4.5],
  // Filled buttons, pressed chips (every interaction state).
  ['onPrimary', 'primary', 4.5],
  ['onPrimary', 'primaryHover', 4.5],
  ['onPrimary', 'primaryActive', 4.5],
  ['onDanger', 'danger', 4.5],
  ['onDanger', 'dangerHover', 4.5],
  // Secondary and ghost buttons, link buttons: brand text on light surfaces.
  ['primary', 'surface', 4.5],
  ['primary', 'background', 4.5],
  ['primary', 'surfaceSubtle', 4.5],
  ['primary', 'primarySubtle', 4.5],
  ['primaryHover', 'surface', 4.5],
  ['primaryHover', 'primarySubtle', 4.5],
  ['link', 'surface', 4.5],
  ['link', 'background', 4.5],
  ['link', 'surfaceSubtle', 4.5],
  ['linkHover', 'surface', 4.5],
  ['linkHover', 'background', 4.5],
  // Danger ghost text and error messages.
  ['danger', 'surface', 4.5],
  ['danger', 'background', 4.5],
  ['danger', 'surfaceSubtle', 4.5],
  // Status text on its tint (chips, banner titles) and body text on tints (banners).
  ['success', 'successSubtle', 4.5],
  ['warning', 'warningSubtle', 4.5],
  ['danger', 'dangerSubtle', 4.5],
  ['info', 'infoSubtle', 4.5],
  ['text', 'successSubtle', 4.5],
  ['text', 'warningSubtle', 4.5],
  ['text', 'dangerSubtle', 4.5],
  ['text', 'infoSubtle', 4.5],
  // Disabled controls are exempt (WCAG 1.4.3), but kept readable for everyone.
  ['onDisabled', 'disabled', 4.5],
  ['onDisabled', 'surface', 4.5],
  // Control boundaries: inputs, checkboxes, radios, unpressed chips, secondary buttons.
  ['borderStrong', 'surface', 3],
  ['borderStrong', 'background', 3],
  ['borderStrong', 'surfaceSubtle', 3],
  // The focus ring, on everything a focusable control can sit on.
  ['focus', 'surface', 3],
  ['focus', 'background', 3],
  ['focus', 'surfaceSubtle', 3],
  ['focus', 'primarySubtle', 3],
  ['focus', 'successSubtle', 3],
  ['focus', 'warningSubtle', 3],
  ['focus', 'dangerSubtle', 3],
  ['focus', 'infoSubtle', 3],
] as const satisfies readonly (readonly [ColorToken, ColorToken, number])[];

export type ContrastPair = (typeof contrastPairs)[number];

/**
 * Tokens that may be painted directly on the scrim over a background image (PageShell), with
 * their minimum: `theme.test.ts` checks them over a pure black and a pure white image.
 */
export const scrimPairs = [
  ['text', 4.5],
  ['textMuted', 4.5],
  ['link', 4.5],
  ['primary', 4.5],
  ['danger', 4.5],
  ['focus', 3],
  ['borderStrong', 3],
] as const satisfies readonly (readonly [ColorToken, number])[];

/** The focus ring: 2px outline with offset. Use on `:focus-visible` of every interactive primitive. */
export const focusRing = css`
  outline: ${({ theme: t }) => t.sizes.focusRingWidth} solid ${({ theme: t }) => t.colors.focus};
  outline-offset: ${({ theme: t }) => t.sizes.focusRingOffset};
`;

/** Hides content visually but keeps it for screen readers. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0 0 0 0) !important;
  clip-path: inset(50%) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;

/**
 * A transition on `properties` with the standard duration and easing, switched off when the
 * user asks for reduced motion.
 */
export function transition(...properties: readonly string[]) {
  return css`
    transition-property: ${properties.join(', ')};
    transition-duration: ${({ theme: t }) => t.motion.duration.fast};
    transition-timing-function: ${({ theme: t }) => t.motion.easing.standard};

    ${media.reducedMotion} {
      transition: none;
    }
  `;
}
