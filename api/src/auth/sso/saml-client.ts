import { samlAcsPath, samlMetadataPath } from '@bizcard/shared/model';
import type { SAML } from '@node-saml/node-saml';
import { ValidateInResponseTo } from '@node-saml/node-saml/lib/types.js';
import { type ProviderReach, providerFetchFor } from './provider-client';
import {
  certificateBody,
  type IdpMetadata,
  IdpMetadataError,
  parseIdpMetadata,
} from './saml-idp-metadata';

/** What SAML sign-in needs of a stored configuration (decision 057). */
export interface SamlProvider {
  id: string;
  tenant_id: string;
  /** The IdP metadata's address, when it is fetched rather than pasted. */
  provider_url: string | null;
  saml_metadata_xml: string | null;
  saml_idp_entity_id: string | null;
  saml_idp_cert: string | null;
  updated_at: Date | string;
}

/** Our side of the tenant's SAML sign-in: its entity ID (the metadata's address) and ACS. */
export const serviceProviderOf = (publicAppUrl: string, tenantId: string) => ({
  entityId: `${publicAppUrl}${samlMetadataPath(tenantId)}`,
  acsUrl: `${publicAppUrl}${samlAcsPath(tenantId)}`,
});

/** How far the IdP's clock may be from ours when times are checked. */
export const CLOCK_SKEW_MS = 60_000;
const METADATA_TTL_MS = 10 * 60 * 1000;
const MAX_CACHED = 200;
// Fetched metadata is kept a few minutes per configuration version, as OIDC discovery is.
const fetched = new Map<string, { metadata: IdpMetadata; expires: number }>();

/**
 * node-saml and its XML signature and encryption libraries (node-forge among them) load with
 * the first SAML sign-in or metadata asked for, not at start (decision 064).
 */
const loadSaml = async () => (await import('@node-saml/node-saml')).SAML;

async function fetchMetadata(url: string, reach: ProviderReach): Promise<string> {
  if (!reach.allowHttp && new URL(url).protocol.toLowerCase() !== 'https:') {
    throw new IdpMetadataError('The IdP metadata URL must be an https:// address.');
  }
  const response = await providerFetchFor(reach.allowPrivate)(url, {
    method: 'GET',
    headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' },
  });
  if (!response.ok)
    throw new TypeError(`fetch failed: the IdP metadata answered ${response.status}`);
  return response.text();
}

/**
 * The identity provider as the configuration describes it: the pasted metadata, else the
 * metadata fetched through the address-checking fetch of decision 031. An entity ID or a
 * certificate given apart from the metadata takes the metadata's place: a pinned certificate
 * is then the only one trusted.
 */
export async function idpOf(provider: SamlProvider, reach: ProviderReach): Promise<IdpMetadata> {
  const key = `${provider.id}|${new Date(provider.updated_at).getTime()}|${reach.allowPrivate}`;
  let metadata = fetched.get(key)?.metadata;
  if (!metadata || (fetched.get(key)?.expires ?? 0) <= Date.now()) {
    const xml =
      provider.saml_metadata_xml ??
      (provider.provider_url ? await fetchMetadata(provider.provider_url, reach) : null);
    if (!xml) throw new IdpMetadataError('The configuration has no IdP metadata.');
    metadata = parseIdpMetadata(xml);
    if (provider.provider_url && !provider.saml_metadata_xml) {
      if (fetched.size >= MAX_CACHED) fetched.delete(fetched.keys().next().value as string);
      fetched.set(key, { metadata, expires: Date.now() + METADATA_TTL_MS });
    }
  }
  const pinned = provider.saml_idp_cert ? [certificateBody(provider.saml_idp_cert)] : [];
  const certificates = pinned.length > 0 ? pinned : metadata.certificates;
  if (certificates.length === 0)
    throw new IdpMetadataError('The IdP metadata names no signing certificate.');
  return {
    entityId: provider.saml_idp_entity_id ?? metadata.entityId,
    ssoUrl: metadata.ssoUrl,
    certificates,
  };
}

/**
 * node-saml for one sign-in: signed assertions required (an unsigned one is refused whatever
 * the response's own signature), audience checked against our entity ID, times with a minute
 * of skew. InResponseTo, the recipient and replays are checked by ./saml-assertion against
 * the database, where every API process sees the same requests and assertions.
 */
export async function samlClient(
  publicAppUrl: string,
  tenantId: string,
  idp: IdpMetadata,
  requestId?: string,
): Promise<SAML> {
  const sp = serviceProviderOf(publicAppUrl, tenantId);
  const SAML = await loadSaml();
  return new SAML({
    callbackUrl: sp.acsUrl,
    entryPoint: idp.ssoUrl,
    issuer: sp.entityId,
    audience: sp.entityId,
    idpCert: idp.certificates,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.never,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    disableRequestedAuthnContext: true,
    signatureAlgorithm: 'sha256',
    digestAlgorithm: 'sha256',
    ...(requestId ? { generateUniqueId: () => requestId } : {}),
  });
}

/** Our metadata for the tenant, which an admin gives the identity provider. */
export async function serviceProviderMetadata(
  publicAppUrl: string,
  tenantId: string,
): Promise<string> {
  const sp = serviceProviderOf(publicAppUrl, tenantId);
  const SAML = await loadSaml();
  // No IdP is needed to describe ourselves; node-saml's constructor asks for a certificate.
  return new SAML({
    callbackUrl: sp.acsUrl,
    issuer: sp.entityId,
    idpCert: 'unused',
    wantAssertionsSigned: true,
    identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
  }).generateServiceProviderMetadata(null, null);
}
