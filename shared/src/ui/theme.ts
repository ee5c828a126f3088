/** The one theme object; the shell's ThemeProvider reaches every remote. */
export const theme = {
  colors: {
    primary: '#0032A0',
    primaryHover: '#00268A',
    primaryText: '#FFFFFF',
    secondary: '#00174D',
    accent: '#C4D600',
    background: '#F4F6FA',
    surface: '#FFFFFF',
    text: '#1F2937',
    muted: '#5B6474',
    border: '#E5E7EB',
    focus: '#2563EB',
    danger: '#B42318',
    dangerBg: '#FEF3F2',
    dangerBorder: '#FECDCA',
    success: '#067647',
    successBg: '#ECFDF3',
    successBorder: '#ABEFC6',
    info: '#175CD3',
    infoBg: '#EFF8FF',
    infoBorder: '#B2DDFF',
  },
  space: (n: number) => `${n * 4}px`,
  radii: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  shadows: {
    card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
    modal: '0 20px 24px -4px rgba(16, 24, 40, 0.18)',
  },
} as const;

export type Theme = typeof theme;
