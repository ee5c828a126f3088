import { SCIM_BEARER } from '../docs/route-docs';

/** What every SCIM route's document says: a SCIM token, and SCIM's own error objects. */
export const SCIM_DOCS = {
  security: [{ [SCIM_BEARER]: [] }],
  description:
    "SCIM 2.0 (RFC 7644) for a tenant's directory. Bearer: a SCIM token of the tenant. Bodies and errors are application/scim+json; errors are SCIM error objects (`schemas`, `status`, `scimType`, `detail`), not `{ message }`.",
};
