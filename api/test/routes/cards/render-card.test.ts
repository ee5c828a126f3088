import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEFAULT_TEMPLATE } from '../../../src/routes/cards/card-template';
import { type CardUser, renderCard, renderNotFound } from '../../../src/routes/cards/render-card';
import { blankEndUserFields } from '../../helpers/end-users';

const USER: CardUser = {
  ...blankEndUserFields(),
  card_slug: 'abcDEF123_-x',
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  role: 'User',
  tenant_country: null,
};

const iconOf = (html: string) => {
  const href = /<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,([^"]+)">/.exec(
    html,
  )?.[1];
  return href === undefined ? undefined : decodeURIComponent(href);
};

describe('renderCard', () => {
  test("has an icon in the template's colours, so browsers ask for no /favicon.ico", () => {
    const icon = iconOf(
      renderCard(USER, {
        ...DEFAULT_TEMPLATE,
        theme: { ...DEFAULT_TEMPLATE.theme, primaryColor: '#112233' },
      }),
    );
    assert.ok(icon?.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'));
    assert.ok(icon?.includes('fill="#112233"'));
    assert.ok(iconOf(renderNotFound())?.includes(`fill="${DEFAULT_TEMPLATE.theme.primaryColor}"`));
  });

  test('keeps a saved colour that is not a colour out of the icon', () => {
    const icon = iconOf(
      renderCard(USER, {
        ...DEFAULT_TEMPLATE,
        theme: { ...DEFAULT_TEMPLATE.theme, primaryColor: '"/><script>x</script>' },
      }),
    );
    assert.ok(icon && !icon.includes('script'));
    assert.ok(icon.includes(`fill="${DEFAULT_TEMPLATE.theme.primaryColor}"`));
  });

  test('links only http(s) addresses, whatever was stored', () => {
    const html = renderCard({
      ...USER,
      website: 'javascript:alert(1)',
      linkedin: 'data:text/html,x',
    });
    assert.ok(!html.includes('href="javascript:'));
    assert.ok(!html.includes('data:text/html'));
    assert.ok(html.includes('javascript:alert(1)'), 'shown as text');
  });

  test('leaves out empty sections', () => {
    const html = renderCard(USER);
    assert.ok(html.includes('<h2>Get In Touch</h2>'));
    assert.ok(!html.includes('Visit Us'));
    assert.ok(!html.includes('Follow Us'));
    assert.ok(!html.includes('Business Hours'));
  });

  test('takes a saved template: title, section titles, colours checked, custom sections escaped', () => {
    const html = renderCard(
      { ...USER, linkedin: 'https://www.linkedin.com/in/ann' },
      {
        ...DEFAULT_TEMPLATE,
        pageTitle: 'Say <hi>',
        theme: { ...DEFAULT_TEMPLATE.theme, primaryColor: '#123456', accentColor: 'red;}</style>' },
        sections: {
          ...DEFAULT_TEMPLATE.sections,
          socialMedia: { enabled: true, title: 'Find me' },
          contactInfo: { enabled: false, title: 'Get In Touch' },
        },
        customSections: [{ id: '1', title: 'About <me>', content: 'Line 1\nLine <2>' }],
        businessHours: 'Mon–Fri 9–5',
      },
    );
    assert.ok(html.includes('<title>Ann Lee · Say &lt;hi&gt;</title>'));
    assert.ok(html.includes('<h2>Find me</h2>'));
    assert.ok(!html.includes('Get In Touch'));
    assert.ok(html.includes('#123456'));
    assert.ok(!html.includes('red;}'));
    assert.ok(html.includes('#C4D600'));
    assert.ok(html.includes('<h2>About &lt;me&gt;</h2><p>Line 1<br>Line &lt;2&gt;</p>'));
    assert.ok(html.includes('Mon–Fri 9–5'));
    // No logo or photo: the only image is the Share section's QR code.
    assert.ok(!/<img class="(logo|photo)"/.test(html));
  });
});
