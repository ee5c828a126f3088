import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ADDRESS_FIELDS, type Address, END_USER_FIELDS } from '@bizcard/shared/model';
import { DEFAULT_TEMPLATE } from '../../../src/routes/cards/card-template';
import { type CardUser, renderCard } from '../../../src/routes/cards/render-card';
import { blankEndUserFields } from '../../helpers/end-users';

// One unbroken word far wider than a 320 px phone: ~35 characters already made it 564 px wide.
const WORD = 'Wolfeschlegelsteinhausenbergerdorff'.repeat(2);

const longValue = (input: string) => {
  if (input === 'url') return `https://example.com/${WORD}`;
  if (input === 'email') return `${WORD}@${WORD}.example`;
  if (input === 'tel') return `+1415555${'0'.repeat(40)}`;
  return WORD;
};

const TEXT_INPUTS = new Set(['text', 'url', 'email', 'tel']);

/** Every text field and every address part holds one very long word. */
function longUser(): CardUser {
  const long = Object.fromEntries(
    END_USER_FIELDS.flatMap((field) =>
      TEXT_INPUTS.has(field.input) ? [[field.wire, longValue(field.input)]] : [],
    ),
  );
  const address = Object.fromEntries(ADDRESS_FIELDS.map(({ key }) => [key, WORD])) as Address;
  return {
    ...blankEndUserFields(),
    ...long,
    addresses: [address, { ...address, type: 'home' }],
    card_slug: 'long-values-card',
    role: 'User',
    tenant_country: 'USA',
  };
}

/** The declarations of one rule of the page's style sheet, by its exact selector. */
const ruleOf = (html: string, selector: string) => {
  const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|[}\\s])${escaped}\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
};

describe('A card with very long unbroken values', () => {
  const html = renderCard(longUser(), {
    ...DEFAULT_TEMPLATE,
    businessHours: WORD,
    customSections: [{ id: '1', title: WORD, content: WORD }],
    sectionOrder: [...DEFAULT_TEMPLATE.sectionOrder, '1'],
  });

  test('shows every value, in full', () => {
    for (const section of ['Get In Touch', 'Visit Us', 'Follow Us', 'Business Hours']) {
      assert.ok(html.includes(`<h2>${section}</h2>`), section);
    }
    assert.ok(html.includes(`<h1>${WORD} ${WORD}`), 'the name');
  });

  test('lets every text break anywhere: the body, inherited by all, says overflow-wrap:anywhere', () => {
    assert.match(ruleOf(html, 'body'), /overflow-wrap:anywhere/);
    for (const selector of ['h1', 'h2', 'li', '.role', '.org', 'a', 'address', 'section']) {
      assert.doesNotMatch(
        ruleOf(html, selector),
        /overflow-wrap:normal|word-break:keep-all|white-space:(nowrap|pre)\b/,
        selector,
      );
    }
  });

  test('stays JavaScript-free and within 14 KB', () => {
    assert.ok(!html.includes('<script'));
    assert.ok(Buffer.byteLength(html) <= 14 * 1024, `${Buffer.byteLength(html)} bytes`);
  });
});
