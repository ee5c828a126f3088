import { DEFAULT_THEME, THEME_COLOR_KEYS, THEME_PRESETS } from '../model/templates';
import { AA_TEXT_CONTRAST, contrastRatio, readableTextOn } from './contrast';

describe('theme presets', () => {
  test('there are nine, wcd first with the spec colours', () => {
    expect(THEME_PRESETS.map((preset) => preset.id)).toEqual([
      'wcd',
      'modern',
      'corporate',
      'warm',
      'elegant',
      'sunset',
      'ocean',
      'forest',
      'midnight',
    ]);
    expect(DEFAULT_THEME).toEqual({
      primaryColor: '#0032A0',
      secondaryColor: '#00174D',
      accentColor: '#C4D600',
      backgroundColor: '#F9FAFB',
      textColor: '#1F2937',
      headerBackground: '#FFFFFF',
      cardBackground: '#FFFFFF',
      borderColor: '#E5E7EB',
    });
  });

  test.each(THEME_PRESETS.map((preset) => [preset.id, preset.theme] as const))(
    '%s sets all eight colours and meets WCAG AA for text, links and headings',
    (_id, theme) => {
      expect(Object.keys(theme).sort()).toEqual([...THEME_COLOR_KEYS].sort());
      const pairs = [
        ['textColor', 'backgroundColor'],
        ['textColor', 'cardBackground'],
        ['textColor', 'headerBackground'],
        ['primaryColor', 'cardBackground'],
        ['primaryColor', 'headerBackground'],
        ['secondaryColor', 'cardBackground'],
        ['secondaryColor', 'headerBackground'],
      ] as const;
      for (const [fore, back] of pairs) {
        expect([fore, back, contrastRatio(theme[fore], theme[back])]).toEqual([
          fore,
          back,
          expect.any(Number),
        ]);
        expect(contrastRatio(theme[fore], theme[back])).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      }
      const onButton = readableTextOn(theme.primaryColor);
      expect(contrastRatio(onButton, theme.primaryColor)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    },
  );

  test('contrast is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0032A0', '#0032A0')).toBe(1);
    expect(readableTextOn('#60A5FA')).toBe('#111827');
    expect(readableTextOn('#0032A0')).toBe('#FFFFFF');
  });
});
