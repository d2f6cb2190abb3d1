/**
 * WCAG 2.x contrast, as defined in "relative luminance" and "contrast ratio" of WCAG 2.2
 * (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance). Pure functions, no DOM.
 */

/** An sRGB colour, channels 0–255. */
export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

const HEX = /^#(?<hex>[0-9a-f]{6}|[0-9a-f]{3})$/i;

/** Parses `#rrggbb` or `#rgb`; throws on anything else (tokens must be opaque hex). */
export function parseHex(colour: string): Rgb {
  const hex = HEX.exec(colour)?.groups?.hex;
  if (hex === undefined) {
    throw new Error(`Not an opaque hex colour: ${colour}`);
  }
  const full = hex.length === 3 ? hex.replace(/./g, '$&$&') : hex;
  return {
    r: Number.parseInt(full.slice(0, 2), 16),
    g: Number.parseInt(full.slice(2, 4), 16),
    b: Number.parseInt(full.slice(4, 6), 16),
  };
}

function linearChannel(channel: number): number {
  const srgb = channel / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance: 0 for black, 1 for white. */
export function relativeLuminance(colour: Rgb | string): number {
  const { r, g, b } = typeof colour === 'string' ? parseHex(colour) : colour;
  return 0.2126 * linearChannel(r) + 0.7152 * linearChannel(g) + 0.0722 * linearChannel(b);
}

/** Contrast ratio between two colours, from 1 (same) to 21 (black on white); order-free. */
export function contrastRatio(a: Rgb | string, b: Rgb | string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  const lighter = Math.max(la, lb);
  const darker = Math.min(la, lb);
  return (lighter + 0.05) / (darker + 0.05);
}

/** `top` painted with `opacity` over the opaque `bottom` (simple alpha compositing). */
export function composite(top: Rgb | string, opacity: number, bottom: Rgb | string): Rgb {
  const t = typeof top === 'string' ? parseHex(top) : top;
  const u = typeof bottom === 'string' ? parseHex(bottom) : bottom;
  const mix = (over: number, under: number) => Math.round(over * opacity + under * (1 - opacity));
  return { r: mix(t.r, u.r), g: mix(t.g, u.g), b: mix(t.b, u.b) };
}
