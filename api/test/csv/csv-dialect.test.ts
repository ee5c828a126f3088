import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  canonicalChoice,
  detectDelimiter,
  headerKey,
  personColumn,
} from '../../src/csv/csv-dialect';

describe('detectDelimiter', () => {
  test('takes the delimiter the header uses most, outside quotes', () => {
    assert.equal(detectDelimiter('first_name,last_name,email\nA;B,C'), ',');
    assert.equal(detectDelimiter('first_name;last_name;email\nMüller, Hans;B;c'), ';');
    assert.equal(detectDelimiter('first_name\tlast_name\temail\n'), '\t');
    assert.equal(detectDelimiter('"Name, full";"Email, work";x\n'), ';');
  });

  test('skips blank lines before the header and falls back to a comma', () => {
    assert.equal(detectDelimiter('\r\n\r\na;b;c\r\n'), ';');
    assert.equal(detectDelimiter('email\na@example.com'), ',');
    assert.equal(detectDelimiter(''), ',');
  });
});

describe('headerKey and personColumn', () => {
  test('compare titles without case, spaces, underscores, punctuation or a BOM', () => {
    const keys = ['First Name', 'first_name', '\uFEFFFIRST-NAME', ' firstName '].map(headerKey);
    assert.deepEqual(new Set(keys), new Set(['firstname']));
    assert.equal(headerKey('Address 1 Zip Code'), headerKey('address1_zipCode'));
    assert.equal(headerKey('Straße'), 'straße');
  });

  test('know the usual titles of the required columns', () => {
    assert.equal(personColumn('Surname'), 'last_name');
    assert.equal(personColumn('E-mail Address'), 'email');
    assert.equal(personColumn('Given Name'), 'first_name');
    assert.equal(personColumn('Title'), null);
  });
});

describe('canonicalChoice', () => {
  test('spells a choice named in any case as the choice', () => {
    const roles = ['User', 'Admin', 'Manager'];
    assert.equal(canonicalChoice('manager', roles), 'Manager');
    assert.equal(canonicalChoice(' ADMIN ', roles), 'Admin');
    assert.equal(canonicalChoice('Owner', roles), 'Owner');
  });
});
