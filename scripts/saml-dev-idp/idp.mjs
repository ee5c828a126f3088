// A SAML 2.0 identity provider on loopback for the API tests and the SAML journey
// (decision 057): metadata, an HTTP-Redirect single sign-on endpoint with a one-field sign-in
// page, and answers posted back to the service provider's ACS. Its key and certificate are
// made when it starts; nothing here is fit for production.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import { inflateRawSync } from 'node:zlib';
import forge from 'node-forge';
import { SignedXml } from 'xml-crypto';

const PROTOCOL = 'urn:oasis:names:tc:SAML:2.0:protocol';
const ASSERTION = 'urn:oasis:names:tc:SAML:2.0:assertion';
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

/** A self-signed RSA certificate for signing, valid from an hour ago for a day. */
export function makeSigningKey(commonName = 'BizCard test IdP') {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }));
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 3600_000);
  cert.validity.notAfter = new Date(Date.now() + 24 * 3600_000);
  const attrs = [{ name: 'commonName', value: commonName }];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.sign(forge.pki.privateKeyFromPem(keyPem), forge.md.sha256.create());
  const certPem = forge.pki.certificateToPem(cert);
  const certBody = certPem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '');
  return { keyPem, certPem, certBody };
}

const escapeXml = (text) =>
  String(text).replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c],
  );
const iso = (ms) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const newId = () => `_${randomBytes(16).toString('hex')}`;

/** The service provider's AuthnRequest from an HTTP-Redirect URL (or its SAMLRequest). */
export function readAuthnRequest(urlOrQuery) {
  const url = new URL(urlOrQuery, 'http://idp.invalid');
  const xml = inflateRawSync(
    Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64'),
  ).toString('utf8');
  const attr = (name) => new RegExp(`\\b${name}="([^"]*)"`).exec(xml)?.[1] ?? '';
  return {
    id: attr('ID'),
    acsUrl: attr('AssertionConsumerServiceURL'),
    issuer: /<(?:saml:)?Issuer[^>]*>([^<]*)</.exec(xml)?.[1] ?? '',
    relayState: url.searchParams.get('RelayState') ?? '',
    xml,
  };
}

/**
 * A SAML Response, base64 as the HTTP-POST binding carries it. Its assertion is signed with
 * `key` unless `signed` is false; every other part can be bent for the refusal tests.
 */
export function samlResponse({
  key,
  issuer,
  inResponseTo,
  acsUrl,
  audience,
  email,
  attributes = {},
  signed = true,
  now = Date.now(),
  notBefore = now - 60_000,
  notOnOrAfter = now + 5 * 60_000,
  assertionId = newId(),
  recipient = acsUrl,
}) {
  const statements = Object.entries(attributes)
    .map(
      ([name, value]) =>
        `<saml:Attribute Name="${escapeXml(name)}"><saml:AttributeValue>${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`,
    )
    .join('');
  const inResponse = inResponseTo ? ` InResponseTo="${escapeXml(inResponseTo)}"` : '';
  const assertion =
    `<saml:Assertion xmlns:saml="${ASSERTION}" ID="${assertionId}" Version="2.0" IssueInstant="${iso(now)}">` +
    `<saml:Issuer>${escapeXml(issuer)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="${EMAIL_FORMAT}">${escapeXml(email)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
    `<saml:SubjectConfirmationData${inResponse} Recipient="${escapeXml(recipient)}" NotOnOrAfter="${iso(notOnOrAfter)}"/>` +
    `</saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${iso(notBefore)}" NotOnOrAfter="${iso(notOnOrAfter)}">` +
    `<saml:AudienceRestriction><saml:Audience>${escapeXml(audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${iso(now)}" SessionIndex="${newId()}"><saml:AuthnContext>` +
    `<saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef>` +
    `</saml:AuthnContext></saml:AuthnStatement>` +
    (statements ? `<saml:AttributeStatement>${statements}</saml:AttributeStatement>` : '') +
    `</saml:Assertion>`;
  const response =
    `<samlp:Response xmlns:samlp="${PROTOCOL}" xmlns:saml="${ASSERTION}" ID="${newId()}" Version="2.0" IssueInstant="${iso(now)}" Destination="${escapeXml(acsUrl)}"${inResponse}>` +
    `<saml:Issuer>${escapeXml(issuer)}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    assertion +
    `</samlp:Response>`;
  if (!signed) return Buffer.from(response).toString('base64');
  const signer = new SignedXml({
    privateKey: key.keyPem,
    publicCert: key.certPem,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  signer.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    ],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  signer.computeSignature(response, {
    location: {
      reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']",
      action: 'after',
    },
  });
  return Buffer.from(signer.getSignedXml()).toString('base64');
}

/** The IdP's metadata: its entity ID, signing certificate and redirect sign-on address. */
export function idpMetadata({ entityId, ssoUrl, certBody }) {
  return (
    `<?xml version="1.0"?>` +
    `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${escapeXml(entityId)}">` +
    `<md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="${PROTOCOL}">` +
    `<md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#">` +
    `<ds:X509Data><ds:X509Certificate>${certBody}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>` +
    `<md:NameIDFormat>${EMAIL_FORMAT}</md:NameIDFormat>` +
    `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${escapeXml(ssoUrl)}"/>` +
    `</md:IDPSSODescriptor></md:EntityDescriptor>`
  );
}

const page = (title, body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

async function formOf(request) {
  let text = '';
  for await (const chunk of request) text += chunk;
  return new URLSearchParams(text);
}

/**
 * Starts the IdP on loopback. `people` maps an email to the attributes its assertions carry;
 * its sign-in page asks only for the email. Answers are posted to the AuthnRequest's ACS.
 */
export async function startSamlIdp({ port = 0, host = '127.0.0.1', people = {} } = {}) {
  const key = makeSigningKey();
  let base = '';
  const directory = new Map(Object.entries(people));
  const requests = [];
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', base);
    requests.push(`${request.method} ${url.pathname}`);
    const send = (status, type, body) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    if (request.method === 'GET' && url.pathname === '/') {
      return send(200, 'text/html; charset=utf-8', page('Test IdP', '<p>A SAML 2.0 test IdP.</p>'));
    }
    if (request.method === 'GET' && url.pathname === '/metadata') {
      return send(200, 'application/samlmetadata+xml', idp.metadata);
    }
    if (request.method === 'GET' && url.pathname === '/sso') {
      const authn = readAuthnRequest(url.href);
      const hidden = (name, value) =>
        `<input type="hidden" name="${name}" value="${escapeXml(value)}">`;
      return send(
        200,
        'text/html; charset=utf-8',
        page(
          'Test IdP sign-in',
          `<form method="post" action="/sso/login">${hidden('id', authn.id)}${hidden('acs', authn.acsUrl)}${hidden('sp', authn.issuer)}${hidden('relay', authn.relayState)}<label>Email <input name="email" type="email" autocomplete="off"></label> <button type="submit">Sign in</button></form>`,
        ),
      );
    }
    if (request.method === 'POST' && url.pathname === '/sso/login') {
      const form = await formOf(request);
      const email = form.get('email') ?? '';
      const acsUrl = form.get('acs') ?? '';
      const SAMLResponse = samlResponse({
        key,
        issuer: idp.entityId,
        inResponseTo: form.get('id') ?? '',
        acsUrl,
        audience: form.get('sp') ?? '',
        email,
        attributes: directory.get(email) ?? {},
      });
      return send(
        200,
        'text/html; charset=utf-8',
        page(
          'Returning to the application',
          `<form method="post" action="${escapeXml(acsUrl)}"><input type="hidden" name="SAMLResponse" value="${SAMLResponse}"><input type="hidden" name="RelayState" value="${escapeXml(form.get('relay') ?? '')}"><button type="submit">Continue</button></form><script>document.forms[0].submit()</script>`,
        ),
      );
    }
    return send(404, 'text/plain', 'not found');
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  base = `http://${host}:${address.port}`;
  const idp = {
    url: base,
    entityId: `${base}/metadata`,
    metadataUrl: `${base}/metadata`,
    ssoUrl: `${base}/sso`,
    key,
    metadata: '',
    /** Every request received, as 'GET /metadata'. */
    requests,
    /** What the sign-in page's answers say about this person from now on. */
    setAttributes(email, attributes) {
      directory.set(email, attributes);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  idp.metadata = idpMetadata({
    entityId: idp.entityId,
    ssoUrl: idp.ssoUrl,
    certBody: key.certBody,
  });
  return idp;
}
