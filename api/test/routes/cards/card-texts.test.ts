import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CARD_PAGE_LANGUAGE_CODES } from '@bizcard/shared/model';
import { CARD_TEXTS } from '../../../src/routes/cards/card-texts/card-texts';

// The placeholders a card text may hold; a translation must keep those its English one has.
const PLACEHOLDER = /\{(\w+)\}/g;
const KNOWN_PLACEHOLDERS = new Set(['name', 'url', 'owner', 'max']);
const placeholders = (text: string) =>
  [...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string).sort();

describe('the card page catalogues', () => {
  const english = CARD_TEXTS.en;
  const keys = Object.keys(english).sort();

  test('there is a catalogue for every language the card page offers', () => {
    assert.deepEqual(Object.keys(CARD_TEXTS).sort(), [...CARD_PAGE_LANGUAGE_CODES].sort());
  });

  for (const language of CARD_PAGE_LANGUAGE_CODES) {
    test(`${language} has every key of the English catalogue, each a non-empty text`, () => {
      const texts: Record<string, unknown> = Object.fromEntries(
        Object.entries(CARD_TEXTS[language]),
      );
      assert.deepEqual(Object.keys(texts).sort(), keys, `${language}: keys differ from English`);
      for (const key of keys) {
        const text = texts[key];
        assert.equal(typeof text, 'string', `${language}.${key}`);
        assert.ok((text as string).trim().length > 0, `${language}.${key} is empty`);
      }
    });

    test(`${language} keeps the placeholders its texts need, and names no other`, () => {
      const texts = CARD_TEXTS[language];
      for (const [key, text] of Object.entries(texts)) {
        for (const name of placeholders(text))
          assert.ok(KNOWN_PLACEHOLDERS.has(name), `${language}.${key}: {${name}}`);
      }
      assert.deepEqual(placeholders(texts.shareBody), ['name', 'url']);
      assert.deepEqual(placeholders(texts.shareSubject), ['name']);
      assert.deepEqual(placeholders(texts.consentDefault), ['owner']);
      assert.deepEqual(placeholders(texts.backTo), ['name']);
      if (language !== 'en') {
        // English takes the form schema's own messages, which write the limit out.
        for (const key of ['nameTooLong', 'phoneTooLong', 'companyTooLong', 'noteTooLong'] as const)
          assert.deepEqual(placeholders(texts[key]), ['max'], `${language}.${key}`);
      }
    });
  }

  test('only Arabic reads right to left', () => {
    for (const language of CARD_PAGE_LANGUAGE_CODES)
      assert.equal(CARD_TEXTS[language].dir, language === 'ar' ? 'rtl' : 'ltr', language);
  });

  test('every language but English has its own words for the contact form and wallet buttons', () => {
    for (const language of CARD_PAGE_LANGUAGE_CODES.filter((code) => code !== 'en')) {
      const texts = CARD_TEXTS[language];
      for (const key of ['shareDetails', 'send', 'consentDefault', 'tooFast', 'sent'] as const)
        assert.notEqual(texts[key], english[key], `${language}.${key} is still English`);
      assert.notEqual(texts.appleWallet, english.appleWallet, `${language}.appleWallet`);
      assert.notEqual(texts.googleWallet, english.googleWallet, `${language}.googleWallet`);
    }
  });
});
