import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { idpMetadata, makeSigningKey } from '../../../scripts/saml-dev-idp/idp.mjs';
import {
  certificateBody,
  IdpMetadataError,
  parseIdpMetadata,
} from '../../src/auth/sso/saml-idp-metadata';

const key = makeSigningKey();

describe('IdP metadata parsing', () => {
  test('any text is either metadata or refused with a message an admin can read', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), xmlish()), (text) => {
        try {
          parseIdpMetadata(text);
        } catch (error) {
          assert.ok(error instanceof IdpMetadataError, String(error));
        }
      }),
      { numRuns: 500 },
    );
  });

  test('entity IDs and addresses come back as the metadata wrote them, escapes included', () => {
    fc.assert(
      fc.property(fc.webUrl(), fc.webUrl({ withQueryParameters: true }), (entityId, ssoUrl) => {
        const parsed = parseIdpMetadata(idpMetadata({ entityId, ssoUrl, certBody: key.certBody }));
        assert.equal(parsed.entityId, entityId);
        assert.equal(parsed.ssoUrl, ssoUrl);
        assert.deepEqual(parsed.certificates, [key.certBody]);
      }),
      { numRuns: 200 },
    );
  });

  test('a DOCTYPE (entity expansion) is refused', () => {
    const metadata = idpMetadata({
      entityId: 'https://idp.example.com',
      ssoUrl: 'https://idp.example.com/sso',
      certBody: key.certBody,
    }).replace('<?xml version="1.0"?>', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]>');
    assert.throws(() => parseIdpMetadata(metadata), /DOCTYPE/);
  });

  test('a pasted PEM certificate becomes the one-line body metadata carries', () => {
    assert.equal(certificateBody(key.certPem), key.certBody);
    assert.equal(
      certificateBody(`  ${key.certBody.match(/.{1,64}/g)!.join('\r\n')}\n`),
      key.certBody,
    );
  });
});

/** Text shaped like metadata: tags of the names the parser looks for, nested at random. */
function xmlish() {
  const names = fc.constantFrom(
    'md:EntityDescriptor',
    'md:IDPSSODescriptor',
    'md:SingleSignOnService',
    'md:KeyDescriptor',
    'ds:X509Certificate',
    'x',
  );
  return fc
    .array(fc.tuple(names, fc.string({ maxLength: 20 })), { maxLength: 6 })
    .map((parts) =>
      parts.reduceRight(
        (inner, [name, text]) =>
          `<${name} xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${text.replace(/"/g, '')}" Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${text.replace(/"/g, '')}">${text}${inner}</${name}>`,
        '',
      ),
    );
}
