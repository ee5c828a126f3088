import {
  DEFAULT_FIELD_MAPPING,
  DEFAULT_SECTIONS,
  DEFAULT_THEME,
  THEME_PRESETS,
} from '../model/templates';
import { companyLogoUrl } from './company-logo';
import { readStoredTemplate } from './templates';

const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47];
const PNG_BASE64 = 'iVBORw==';

describe('readStoredTemplate', () => {
  test('an empty record reads as the defaults', () => {
    const template = readStoredTemplate('{}');
    expect(template.theme).toEqual(DEFAULT_THEME);
    expect(template.sections).toEqual(DEFAULT_SECTIONS);
    expect(template.fieldMapping).toEqual(DEFAULT_FIELD_MAPPING);
    expect(template.pageTitle).toBe('Contact Me');
    expect(template.sectionOrder).toEqual([
      'contactInfo',
      'address',
      'businessHours',
      'socialMedia',
    ]);
  });

  test('reads a theme given as a JSON string and keeps custom sections in their order', () => {
    const ocean = THEME_PRESETS.find((preset) => preset.id === 'ocean')!.theme;
    const template = readStoredTemplate(
      JSON.stringify({
        theme: JSON.stringify(ocean),
        customSections: [{ id: 'about', title: 'About Me', content: 'Hi' }],
        sectionOrder: ['about', 'socialMedia', 'nope', 'about'],
        fieldMapping: { firstName: '{{FULL_NAME}}', email: '' },
      }),
    );
    expect(template.theme).toEqual(ocean);
    expect(template.sectionOrder).toEqual([
      'about',
      'socialMedia',
      'contactInfo',
      'address',
      'businessHours',
    ]);
    expect(template.fieldMapping).toEqual({ firstName: '{{FULL_NAME}}', email: '' });
  });

  test('a malformed record falls back field by field', () => {
    const template = readStoredTemplate(
      JSON.stringify({ theme: { primaryColor: 'red' }, sections: 3, pageTitle: '' }),
    );
    expect(template.theme).toEqual(DEFAULT_THEME);
    expect(template.sections).toEqual(DEFAULT_SECTIONS);
    expect(template.pageTitle).toBe('Contact Me');
    expect(readStoredTemplate('not json').theme).toEqual(DEFAULT_THEME);
  });
});

describe('companyLogoUrl reads every shape of spec §3', () => {
  test.each([
    ['a data URL', `data:image/png;base64,${PNG_BASE64}`],
    ['{buffer, mimetype} with base64', { buffer: PNG_BASE64, mimetype: 'image/png' }],
    [
      '{buffer, mimetype} as Node writes a Buffer',
      { buffer: { type: 'Buffer', data: PNG_BYTES }, mimetype: 'image/png' },
    ],
    ['{data, type} with bytes', { data: PNG_BYTES, type: 'image/png' }],
  ])('%s', (_label, logo) => {
    expect(companyLogoUrl(logo)).toBe(`data:image/png;base64,${PNG_BASE64}`);
  });

  test('{url} and nothing', () => {
    expect(companyLogoUrl({ url: '/c/assets/abc.png' })).toBe('/c/assets/abc.png');
    expect(companyLogoUrl(null)).toBeNull();
    expect(companyLogoUrl({ data: 5, type: 'image/png' } as never)).toBeNull();
  });
});
