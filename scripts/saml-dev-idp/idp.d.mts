// Types of idp.mjs for the TypeScript that imports it (API tests, the SAML journey).
export interface SigningKey {
  keyPem: string;
  certPem: string;
  /** The certificate as base64 DER on one line, as metadata carries it. */
  certBody: string;
}

export interface AuthnRequest {
  id: string;
  acsUrl: string;
  issuer: string;
  relayState: string;
  xml: string;
}

export interface SamlResponseOptions {
  key: SigningKey;
  issuer: string;
  inResponseTo?: string;
  acsUrl: string;
  audience: string;
  email: string;
  attributes?: Record<string, string>;
  signed?: boolean;
  now?: number;
  notBefore?: number;
  notOnOrAfter?: number;
  assertionId?: string;
  recipient?: string;
}

export interface SamlIdp {
  url: string;
  entityId: string;
  metadataUrl: string;
  ssoUrl: string;
  key: SigningKey;
  metadata: string;
  requests: string[];
  setAttributes(email: string, attributes: Record<string, string>): void;
  close(): Promise<void>;
}

export declare function makeSigningKey(commonName?: string): SigningKey;
export declare function readAuthnRequest(urlOrQuery: string): AuthnRequest;
export declare function samlResponse(options: SamlResponseOptions): string;
export declare function idpMetadata(options: {
  entityId: string;
  ssoUrl: string;
  certBody: string;
}): string;
export declare function startSamlIdp(options?: {
  port?: number;
  host?: string;
  people?: Record<string, Record<string, string>>;
}): Promise<SamlIdp>;
