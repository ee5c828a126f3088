import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEFAULT_TEMPLATE } from '../../../src/routes/cards/card-template';
import { type CardUser, renderCard } from '../../../src/routes/cards/render-card';
import { blankEndUserFields } from '../../helpers/end-users';

const USER: CardUser = {
  ...blankEndUserFields(),
  card_slug: 'abcDEF123_-x',
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  role: 'User',
};

describe('renderCard', () => {
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
        profilePhotoUrl: 'javascript:alert(1)',
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
    assert.ok(!html.includes('<img'));
  });
});
