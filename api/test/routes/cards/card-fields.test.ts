import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { END_USER_FIELDS } from '@bizcard/shared/model';
import { renderCard } from '../../../src/routes/cards/render-card';
import { buildVCard } from '../../../src/routes/cards/vcard';
import { blankEndUserFields } from '../../helpers/end-users';

// Written against the field registry alone: a field whose registry entry gives it a place on
// the card, but which the page or the vCard leaves out, fails here.

const PLACED = END_USER_FIELDS.filter((field) => 'card' in field && field.input !== 'addresses');

// Phones are written in international form, as the vCard writes valid numbers.
const phoneWires: string[] = END_USER_FIELDS.filter((f) => f.input === 'tel').map((f) => f.wire);
const sampleOf = (input: string, wire: string) => {
  if (input === 'url') return `https://example.com/${wire}`;
  if (input === 'tel') return `+1 212 555 01${String(phoneWires.indexOf(wire)).padStart(2, '0')}`;
  return `${wire}-value`;
};

const USER = {
  ...blankEndUserFields(),
  ...Object.fromEntries(PLACED.map((field) => [field.wire, sampleOf(field.input, field.wire)])),
  card_slug: 'abcDEF123_-x',
  tenant_country: null,
};

describe('the card page and the vCard against the field registry', () => {
  test('the card page shows every field the registry places on it', () => {
    const html = renderCard(USER);
    for (const field of PLACED) {
      assert.ok(html.includes(sampleOf(field.input, field.wire)), field.wire);
    }
  });

  test('the vCard carries every field the registry places on the card', () => {
    const vcard = buildVCard(USER).replace(/\r\n /g, '');
    for (const field of PLACED) {
      assert.ok(vcard.includes(sampleOf(field.input, field.wire)), field.wire);
    }
  });
});
