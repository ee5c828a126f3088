import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { normalisePhones, parsePhone, phoneRegion, withDisplayPhones } from '../src/phone';

describe('phone numbers', () => {
  test("reads a tenant's country as typed: code, English name, common short forms", () => {
    assert.equal(phoneRegion('USA'), 'US');
    assert.equal(phoneRegion(' united  states '), 'US');
    assert.equal(phoneRegion('Germany'), 'DE');
    assert.equal(phoneRegion('de'), 'DE');
    assert.equal(phoneRegion('UK'), 'GB');
    assert.equal(phoneRegion('Japan'), 'JP');
  });

  test('no country reads as the USA; a country it cannot tell gives no default', () => {
    assert.equal(phoneRegion(null), 'US');
    assert.equal(phoneRegion(''), 'US');
    assert.equal(phoneRegion('Atlantis'), undefined);
  });

  test('an extension becomes ;ext= in the tel: URI, not more digits', () => {
    assert.deepEqual(parsePhone('+1 (212) 555-0100 ext. 7', undefined), {
      uri: 'tel:+12125550100;ext=7',
      international: '+1 212 555 0100 ext. 7',
    });
  });

  test("a number without + is read in the tenant's plan", () => {
    assert.equal(parsePhone('(212) 555-0100', 'US')?.uri, 'tel:+12125550100');
    assert.equal(parsePhone('030 1234567', 'DE')?.uri, 'tel:+49301234567');
    assert.equal(parsePhone('030 1234567', undefined), null);
  });

  test('letters, too few digits and impossible numbers are not phone numbers', () => {
    for (const value of ['abc', '12', '+1 (000) 000-0000', '555-CALL-NOW-NOW']) {
      assert.equal(parsePhone(value, 'US'), null, value);
    }
  });

  test('names each field that holds no valid number', () => {
    const { errors } = normalisePhones(
      { phone_work: 'abc', phone_direct: null, phone_cell: '+44 20 7946 0958' },
      'US',
    );
    assert.deepEqual(
      errors.map((error) => error.field),
      ['phone_work'],
    );
    assert.match(errors[0]!.message, /^Work phone is not a valid phone number/);
  });

  test('gives every phone field its stored form and leaves the other fields alone', () => {
    const person = {
      email: 'x@example.com',
      phone_work: '(303) 555-0199 ext 4',
      phone_direct: null,
    };
    const { fields, errors } = normalisePhones(
      { ...person, phone_cell: '+1 (720) 555-0121' },
      'US',
    );
    assert.deepEqual(errors, []);
    assert.deepEqual(fields, {
      email: 'x@example.com',
      phone_work: '+13035550199;ext=4',
      phone_direct: null,
      phone_cell: '+17205550121',
    });
  });

  test('shows stored numbers in international format, and anything else as stored', () => {
    const shown = withDisplayPhones({
      first_name: 'Pat',
      phone_work: '+13035550199;ext=4',
      phone_direct: '+49301234567',
      phone_cell: 'call reception',
    });
    assert.deepEqual(shown, {
      first_name: 'Pat',
      phone_work: '+1 303 555 0199 ext. 4',
      phone_direct: '+49 30 1234567',
      phone_cell: 'call reception',
    });
  });
});
