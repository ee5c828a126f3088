import { X509Certificate } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** What sign-in needs of an identity provider's metadata (SAML 2.0 metadata, §2.4.3). */
export interface IdpMetadata {
  entityId: string;
  /** Its SingleSignOnService of the HTTP-Redirect binding, where the AuthnRequest goes. */
  ssoUrl: string;
  /** Its signing certificates, base64 DER as KeyInfo carries them. */
  certificates: string[];
}

/** Metadata that cannot be used, with what is wrong with it in words an admin can act on. */
export class IdpMetadataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IdpMetadataError';
  }
}

/** A certificate as pasted (PEM, or base64 with line breaks) as one base64 DER line. */
export function certificateBody(text: string): string {
  return text
    .replace(/-----(BEGIN|END) CERTIFICATE-----/g, '')
    .replace(/\s+/g, '')
    .trim();
}

/** Whether the text is an X.509 certificate: node parses it, or it is refused. */
export function isCertificate(body: string): boolean {
  try {
    new X509Certificate(Buffer.from(body, 'base64'));
    return body.length > 0;
  } catch {
    return false;
  }
}

const elements = (
  parent: { getElementsByTagNameNS(ns: string, name: string): unknown },
  name: string,
  ns = MD,
) => Array.from(parent.getElementsByTagNameNS(ns, name) as ArrayLike<Element>);

/**
 * The entity, its redirect sign-on address and its signing certificates from an
 * EntityDescriptor (or the first of an EntitiesDescriptor). No DTD or entity is expanded:
 * xmldom does not resolve external entities, and a DOCTYPE is refused outright.
 */
export function parseIdpMetadata(xml: string): IdpMetadata {
  if (/<!DOCTYPE/i.test(xml))
    throw new IdpMetadataError('The IdP metadata may not contain a DOCTYPE.');
  const errors: string[] = [];
  let entity: Element | undefined;
  try {
    // xmldom answers nothing at all for an empty document.
    const doc = new DOMParser({
      errorHandler: (level: string, message: unknown) => {
        if (level !== 'warning') errors.push(String(message));
      },
    }).parseFromString(xml, 'text/xml');
    entity = doc ? elements(doc, 'EntityDescriptor')[0] : undefined;
  } catch (error) {
    errors.push(String(error));
  }
  if (errors.length > 0 || !entity) {
    throw new IdpMetadataError('The IdP metadata is not a SAML 2.0 EntityDescriptor.');
  }
  const idp = elements(entity, 'IDPSSODescriptor')[0];
  if (!idp)
    throw new IdpMetadataError(
      'The IdP metadata describes no identity provider (IDPSSODescriptor).',
    );
  const sso = elements(idp, 'SingleSignOnService').find(
    (service) => service.getAttribute('Binding') === REDIRECT,
  );
  const ssoUrl = sso?.getAttribute('Location') ?? '';
  if (!/^https?:\/\//i.test(ssoUrl)) {
    throw new IdpMetadataError('The IdP metadata names no HTTP-Redirect single sign-on address.');
  }
  const certificates = elements(idp, 'KeyDescriptor')
    .filter((key) => (key.getAttribute('use') ?? 'signing') === 'signing')
    .flatMap((key) => elements(key, 'X509Certificate', DS))
    .map((node) => certificateBody(node.textContent ?? ''))
    .filter(isCertificate);
  return { entityId: entity.getAttribute('entityID') ?? '', ssoUrl, certificates };
}
