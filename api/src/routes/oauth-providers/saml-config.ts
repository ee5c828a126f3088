import type { OAuthProviderInput } from '@bizcard/shared/schemas';
import {
  certificateBody,
  IdpMetadataError,
  isCertificate,
  parseIdpMetadata,
} from '../../auth/sso/saml-idp-metadata';
import { HttpError } from '../../errors';
import { SAML_CERT_INVALID, SAML_METADATA_REQUIRED, SAML_NO_CERT } from './messages';

type SamlFields = Pick<
  OAuthProviderInput,
  'provider_name' | 'provider_url' | 'saml_metadata_xml' | 'saml_idp_entity_id' | 'saml_idp_cert'
>;

/**
 * A SAML configuration names its identity provider's metadata (an address or the XML); pasted
 * XML must describe an identity provider that signs, unless a certificate is given, and a
 * given certificate must be one. The fetched kind is read at sign-in (decision 057).
 */
export function checkSamlConfig(input: SamlFields): void {
  if (input.provider_name !== 'saml') return;
  if (!input.provider_url && !input.saml_metadata_xml) {
    throw new HttpError(400, SAML_METADATA_REQUIRED);
  }
  const cert = input.saml_idp_cert ? certificateBody(input.saml_idp_cert) : null;
  if (cert !== null && !isCertificate(cert)) throw new HttpError(400, SAML_CERT_INVALID);
  if (!input.saml_metadata_xml) return;
  try {
    const metadata = parseIdpMetadata(input.saml_metadata_xml);
    if (cert === null && metadata.certificates.length === 0) throw new HttpError(400, SAML_NO_CERT);
  } catch (error) {
    if (error instanceof IdpMetadataError) throw new HttpError(400, error.message);
    throw error;
  }
}

/** Only a SAML configuration keeps SAML fields. */
export const samlFieldsOf = (input: SamlFields) =>
  input.provider_name === 'saml'
    ? {
        saml_metadata_xml: input.saml_metadata_xml,
        saml_idp_entity_id: input.saml_idp_entity_id,
        saml_idp_cert: input.saml_idp_cert,
      }
    : { saml_metadata_xml: null, saml_idp_entity_id: null, saml_idp_cert: null };
