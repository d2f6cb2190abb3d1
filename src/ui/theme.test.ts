import { describe, expect, it } from 'vitest';
import { composite, contrastRatio, parseHex, relativeLuminance } from './contrast';
import { contrastPairs, scrimPairs, theme } from './theme';

describe('contrastRatio (WCAG 2.2 relative luminance)', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#3347B0', '#3347B0')).toBe(1);
  });

  it('matches published reference values', () => {
    // #767676 on white is the classic "just passes AA" grey (4.54:1).
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    // #777777 on white just fails (4.48:1).
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(relativeLuminance('#FF0000')).toBeCloseTo(0.2126, 4);
  });

  it('parses short hex and rejects colours with alpha or names', () => {
    expect(parseHex('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(() => parseHex('rgba(0, 0, 0, 0.5)')).toThrow(/Not an opaque hex colour/);
    expect(() => parseHex('white')).toThrow(/Not an opaque hex colour/);
  });

  it('composites a translucent colour over an opaque one', () => {
    expect(composite('#FFFFFF', 0.5, '#000000')).toEqual({ r: 128, g: 128, b: 128 });
    expect(composite('#123456', 1, '#FFFFFF')).toEqual(parseHex('#123456'));
  });
});

describe('theme colour tokens meet WCAG 2.2 AA', () => {
  it.each(contrastPairs.map(([fg, bg, min]) => [fg, bg, min] as const))(
    '%s on %s ≥ %s:1',
    (fg, bg, min) => {
      const ratio = contrastRatio(theme.colors[fg], theme.colors[bg]);
      expect(
        ratio,
        `${fg} ${theme.colors[fg]} on ${bg} ${theme.colors[bg]}`,
      ).toBeGreaterThanOrEqual(min);
    },
  );

  it('lists no pair twice', () => {
    const keys = contrastPairs.map(([fg, bg]) => `${fg}/${bg}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  // The darkest and the lightest possible background image: whatever the organisation uploads,
  // text on the scrim stays AA.
  describe.each([
    ['black', '#000000'],
    ['white', '#FFFFFF'],
  ])('on the scrim over a %s image', (_name, image) => {
    const scrimmed = composite(theme.scrim.color, theme.scrim.opacity, image);

    it.each(scrimPairs.map(([fg, min]) => [fg, min] as const))('%s ≥ %s:1', (fg, min) => {
      expect(contrastRatio(theme.colors[fg], scrimmed)).toBeGreaterThanOrEqual(min);
    });
  });

  it('the scrim token is the scrim colour at the scrim opacity', () => {
    const { r, g, b } = parseHex(theme.scrim.color);
    expect(theme.colors.scrim).toBe(`rgba(${r}, ${g}, ${b}, ${theme.scrim.opacity})`);
  });
});
