import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { contactFormSection } from '../../../src/routes/cards/contact-exchange/contact-form-html';
import { build, type TestApp } from '../../helpers/build';
import { type CardOwnerRow, demoCard, openCard, postContact } from './contact-helpers';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const decodeEntities = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);

// Text a visitor could type, heavy in what HTML treats specially.
const hostileText = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'<>"\'&/=` \n\tab'.split('')), maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('</textarea><script>alert(1)</script>', '" autofocus onfocus="x', '&lt;b&gt;'),
);

const fields = fc.record({
  name: hostileText,
  email: hostileText,
  phone: hostileText,
  company: hostileText,
  note: hostileText,
});

/** What the page shows in each field: the attribute values and the textarea's text, decodeEntitiesd. */
function shownValues(html: string) {
  const attribute = (name: string) =>
    new RegExp(`<input name="${name}"[^>]* value="([^"<>]*)"`).exec(html)?.[1];
  const note = /<textarea name="note"[^>]*>([^<]*)<\/textarea>/.exec(html)?.[1];
  return {
    name: attribute('name'),
    email: attribute('email'),
    phone: attribute('phone'),
    company: attribute('company'),
    note,
  };
}

describe('the contact form echoes any value escaped, never raw', () => {
  test('the form section: every value comes back exactly, inside its attribute or textarea', () => {
    fc.assert(
      fc.property(fields, (values) => {
        const form = { slug: 'slug', token: 'token', consentText: 'I agree', owner: 'Ann' };
        const html = contactFormSection(form, 'en', { values, errors: {} });
        const shown = shownValues(html);
        assert.deepEqual(
          Object.fromEntries(Object.entries(shown).map(([k, v]) => [k, v && decodeEntities(v)])),
          { ...values },
        );
        assert.doesNotMatch(html, /<script/i);
      }),
      { numRuns: 300 },
    );
  });

  describe('over HTTP: the 422 page', () => {
    let t: TestApp;
    let card: CardOwnerRow;
    let sender = 0;
    before(async () => {
      t = await build();
      card = await demoCard(t.app);
    });
    after(() => t.close());

    test('keeps every sent value, escaped, when the consent is missing', async () => {
      await fc.assert(
        fc.asyncProperty(fields, async (values) => {
          const address = `10.9.${Math.floor(sender / 250)}.${(sender++ % 250) + 1}`;
          const { token } = await openCard(t.app, card.card_slug, address);
          t.clock.advance(4_000);
          const sent = await postContact(t.app, card.card_slug, { ...values, t: token }, address);
          assert.equal(sent.statusCode, 422);
          const shown = shownValues(sent.body);
          assert.deepEqual(
            Object.fromEntries(Object.entries(shown).map(([k, v]) => [k, v && decodeEntities(v)])),
            { ...values },
          );
          assert.doesNotMatch(sent.body, /<script/i);
        }),
        { numRuns: 25 },
      );
    });
  });
});
