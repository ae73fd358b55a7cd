import { theme as antdTheme } from 'antd';
import { notices, palette, theme } from './theme';

/** WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe('the theme (D16, issue 18)', () => {
  const tokens = antdTheme.getDesignToken(theme);

  it.each(Object.keys(notices) as (keyof typeof notices)[])(
    'gives %s notices a pale background of their own, not one derived from the dark palette',
    (kind) => {
      const key = kind.charAt(0).toUpperCase() + kind.slice(1);
      const bg = tokens[`color${key}Bg` as keyof typeof tokens] as string;
      expect(bg).toBe(notices[kind].bg);
      // antd's own derivation gave the info notice rgb(134, 143, 141): luminance 0.27. A tint is above 0.8.
      expect(luminance(bg)).toBeGreaterThan(0.8);
    },
  );

  it.each(Object.keys(notices) as (keyof typeof notices)[])('keeps every text on the %s notice at WCAG AA', (kind) => {
    const bg = notices[kind].bg;
    for (const text of [
      palette.text,
      palette.textSecondary,
      palette.textTertiary,
      palette.ink,
      palette[kind === 'info' ? 'ink' : kind],
    ]) {
      expect(contrast(text, bg)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives selected options and menu items the same calm tint', () => {
    expect(tokens.controlItemBgActive).toBe(notices.info.bg);
    expect(contrast(palette.text, tokens.controlItemBgActiveHover)).toBeGreaterThanOrEqual(4.5);
  });
});
