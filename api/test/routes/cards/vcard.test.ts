import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { EndUserFields } from '@bizcard/shared/model';
import fc from 'fast-check';
import { buildVCard, escapeText, foldLine, vcardFileName } from '../../../src/routes/cards/vcard';
import { blankEndUserFields } from '../../helpers/end-users';

const MINIMAL: EndUserFields = {
  ...blankEndUserFields(),
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  role: 'User',
};

describe('vCard 3.0', () => {
  test('escapes backslash, comma, semicolon and every kind of line break', () => {
    assert.equal(escapeText('a\\b,c;d\r\ne\nf\rg'), 'a\\\\b\\,c\\;d\\ne\\nf\\ng');
  });

  test('folds at 75 octets without splitting a character, and unfolds to the original', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'é', '中', '😀', ' '), maxLength: 300 }),
        (value) => {
          const folded = foldLine(`NOTE:${value}`);
          for (const line of folded.split('\r\n')) assert.ok(Buffer.byteLength(line) <= 75);
          assert.equal(folded.replace(/\r\n /g, ''), `NOTE:${value}`);
        },
      ),
    );
  });

  test('a minimal card has only the lines it needs', () => {
    assert.equal(
      buildVCard(MINIMAL),
      'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lee;Ann;;;\r\nFN:Ann Lee\r\nEMAIL;TYPE=INTERNET,WORK:ann@example.com\r\nEND:VCARD\r\n',
    );
  });

  test('addresses of other types have no TYPE; empty ones are left out', () => {
    const card = buildVCard({
      ...MINIMAL,
      department: 'Ops',
      addresses: [
        { type: 'cabin', street: '', city: 'Aspen', state: 'CO', zipCode: '', country: 'USA' },
        { type: 'home', street: '', city: '', state: '', zipCode: '', country: '' },
      ],
    });
    assert.ok(card.includes('\r\nADR:;;;Aspen;CO;;USA\r\n'));
    assert.equal(card.match(/ADR/g)?.length, 1);
    assert.ok(card.includes('\r\nORG:;Ops\r\n'));
  });

  test('the file is named after the person', () => {
    assert.equal(
      vcardFileName({ ...MINIMAL, first_name: 'Jean-Luc', last_name: 'Picard' }),
      'Jean_Luc_Picard.vcf',
    );
    assert.equal(vcardFileName({ ...MINIMAL, first_name: '***', last_name: '' }), 'contact.vcf');
  });
});
