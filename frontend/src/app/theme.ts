import type { ThemeConfig } from 'antd/es/config-provider/context';

/**
 * The one antd theme (product decision D16): ink-teal on warm paper, a serif for headings
 * (global.css applies it to h1-h5) and Inter for text. Every text colour below was chosen for
 * at least 4.5:1 contrast on both white and the paper background (WCAG AA); antd's defaults for
 * error red, success green and tertiary grey fall short of that, so they are overridden.
 */
export const palette = {
  ink: '#1d4e4a', // primary: 9.4:1 on white, 8.5:1 on paper
  inkHover: '#2a6a64',
  inkActive: '#143936',
  paper: '#f7f4ee',
  surface: '#ffffff',
  text: '#1f2328', // 14.4:1 on paper
  textSecondary: '#4a4f57', // 7.5:1 on paper
  textTertiary: '#5c616a', // 5.7:1 on paper
  border: '#d9d3c7',
  footer: '#eee9df',
  accent: '#8a5a12', // brass, for small highlights: 5.9:1 on white
  error: '#b3261e', // 6.5:1 on white, 6.0:1 on paper
  success: '#2e6b34', // 6.4:1 on white, 5.9:1 on paper
  warning: '#8a5a12',
} as const;

/** Each web font is followed by its metric-compatible fallback (global.css), so its arrival moves nothing. */
export const fonts = {
  heading: "'Source Serif 4', 'Source Serif 4 Fallback', Georgia, 'Times New Roman', serif",
  text: "Inter, 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

/**
 * Alerts and notices: a pale tint of each state's colour with a quiet border, so the text on them keeps its
 * contrast (theme.test.ts checks every pair against WCAG AA: 4.5:1).
 */
export const notices = {
  info: { bg: '#eaf3f1', border: '#b7d3ce' },
  success: { bg: '#edf5ec', border: '#bcd7bd' },
  warning: { bg: '#fbf3e3', border: '#e3cc9c' },
  error: { bg: '#fcefed', border: '#eab9b4' },
} as const;

const noticeTokens = {
  // The primary's pale tints (selected options and menu items, steps) share the info tint.
  colorPrimaryBg: notices.info.bg,
  colorPrimaryBgHover: '#d9e9e6',
  colorPrimaryBorder: notices.info.border,
  colorInfoBg: notices.info.bg,
  colorInfoBgHover: notices.info.border,
  colorInfoBorder: notices.info.border,
  colorSuccessBg: notices.success.bg,
  colorSuccessBgHover: notices.success.border,
  colorSuccessBorder: notices.success.border,
  colorWarningBg: notices.warning.bg,
  colorWarningBgHover: notices.warning.border,
  colorWarningBorder: notices.warning.border,
  colorErrorBg: notices.error.bg,
  colorErrorBgHover: notices.error.border,
  colorErrorBorder: notices.error.border,
};

export const theme: ThemeConfig = {
  token: {
    colorPrimary: palette.ink,
    colorInfo: palette.ink,
    colorLink: palette.ink,
    colorLinkHover: palette.inkHover,
    colorLinkActive: palette.inkActive,
    colorError: palette.error,
    colorSuccess: palette.success,
    colorWarning: palette.warning,
    // antd derives the notices' backgrounds from the strong colours above, which for this dark palette
    // gives muddy mid-greys (info: rgb(134, 143, 141)); they get calm tints of their own (`notices`).
    ...noticeTokens,
    colorText: palette.text,
    colorTextSecondary: palette.textSecondary,
    colorTextTertiary: palette.textTertiary,
    colorTextDescription: palette.textTertiary,
    colorTextPlaceholder: palette.textTertiary,
    colorBgLayout: palette.paper,
    colorBgContainer: palette.surface,
    colorBorder: palette.border,
    colorBorderSecondary: '#e8e3d9',
    fontFamily: fonts.text,
    fontSize: 16,
    lineHeight: 1.6,
    borderRadius: 6,
    controlHeight: 40,
    wireframe: false,
  },
  components: {
    Button: { fontWeight: 600, primaryShadow: 'none' },
    Typography: { titleMarginBottom: '0.5em' },
    // A table's empty text ('No assignments match your search') is drawn in the disabled grey, below WCAG AA on
    // white; it is a message to read, so it gets the secondary text colour.
    Table: { colorTextDisabled: palette.textSecondary },
  },
};

/** The same palette as CSS custom properties, for the app's own stylesheets (global.css). */
export const cssVariables: Record<string, string> = {
  '--pw-ink': palette.ink,
  '--pw-ink-hover': palette.inkHover,
  '--pw-paper': palette.paper,
  '--pw-surface': palette.surface,
  '--pw-text': palette.text,
  '--pw-text-secondary': palette.textSecondary,
  '--pw-border': palette.border,
  '--pw-accent': palette.accent,
  '--pw-footer-bg': palette.footer,
  '--pw-font-heading': fonts.heading,
  '--pw-font-text': fonts.text,
};
