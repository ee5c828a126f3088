import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { ndefUriHex, ndefUriMessage } from '../../../src/routes/batches/ndef-uri';

const PREFIXES: Record<number, string> = { 0: '', 3: 'http://', 4: 'https://' };

/** Reads a one-record NDEF message back, as a phone would; throws on anything malformed. */
function decodeNdefUri(message: Buffer): string {
  const header = message[0]!;
  assert.equal(header & 0x07, 0x01, 'TNF is well-known');
  assert.equal(header & 0xc0, 0xc0, 'message begin and end');
  assert.equal(header & 0x08, 0, 'no ID field');
  assert.equal(message[1], 0x01, 'type length 1');
  const short = (header & 0x10) !== 0;
  const length = short ? message[2]! : message.readUInt32BE(2);
  const typeAt = short ? 3 : 6;
  assert.equal(message[typeAt], 0x55, "type 'U'");
  const payload = message.subarray(typeAt + 1);
  assert.equal(payload.length, length, 'payload length matches');
  const prefix = PREFIXES[payload[0]!];
  assert.notEqual(prefix, undefined, 'known URI identifier code');
  return prefix + payload.subarray(1).toString('utf8');
}

describe('the NDEF URI record of the encoding file', () => {
  test('a card URL becomes a short record: D1 01, payload length, 55, 04 for https://', () => {
    assert.equal(
      ndefUriHex('https://c.example/c/AbC?src=nfc'),
      `D101${(1 + 'c.example/c/AbC?src=nfc'.length).toString(16).toUpperCase().padStart(2, '0')}5504${Buffer.from('c.example/c/AbC?src=nfc').toString('hex').toUpperCase()}`,
    );
    assert.equal(ndefUriHex('http://x/c/a'), 'D101065503782F632F61');
  });

  test('a payload longer than 255 bytes uses the long form with a four-byte length', () => {
    const uri = `https://example.com/c/${'a'.repeat(300)}`;
    const message = ndefUriMessage(uri);
    assert.equal(message[0], 0xc1);
    assert.equal(message.readUInt32BE(2), 1 + uri.length - 'https://'.length);
    assert.equal(decodeNdefUri(message), uri);
    const edge = `https://${'b'.repeat(254)}`;
    assert.equal(ndefUriMessage(edge)[0], 0xd1, '255 bytes of payload still fit the short form');
    assert.equal(ndefUriMessage(`${edge}b`)[0], 0xc1);
  });

  test('decoding what is encoded gives the URI back, for any URI (property)', () => {
    const uri = fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.string({ unit: 'grapheme', maxLength: 600 }).map((rest) => `https://host/c/${rest}`),
      fc.string({ unit: 'grapheme', maxLength: 300 }),
    );
    fc.assert(
      fc.property(uri, (value) => {
        const message = ndefUriMessage(value);
        assert.equal(decodeNdefUri(message), value);
        assert.equal(message.toString('hex').toUpperCase(), ndefUriHex(value));
      }),
      { numRuns: 200 },
    );
  });
});
