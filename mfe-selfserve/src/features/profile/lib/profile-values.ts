import {
  type Address,
  DEFAULT_ADDRESSES,
  SELF_SERVE_FIELDS,
  type SelfServeFormValues,
  type SelfServeUserInfo,
  selfServeReadName,
} from '@bizcard/shared/model';
import type { SelfServeUpdateRequest } from '@bizcard/shared/schemas';

const TEXT_FIELDS = SELF_SERVE_FIELDS.filter((field) => field.input !== 'addresses');

export const defaultAddresses = (): Address[] =>
  DEFAULT_ADDRESSES.map((address) => ({ ...address }));

/** The form from the server's answer; a person without addresses gets the two defaults. */
export function formFromInfo(info: SelfServeUserInfo): SelfServeFormValues {
  const read = info as unknown as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) values[field.form] = read[selfServeReadName(field)] ?? '';
  values.addresses = info.addresses?.length
    ? info.addresses.map((address) => ({ ...address }))
    : defaultAddresses();
  return values as SelfServeFormValues;
}

const hasContent = (address: Address) =>
  [address.street, address.city, address.state, address.zipCode].some((part) => part?.trim());

/** Spec §7: all contact fields and tenant_id; address entries left blank are not sent. */
export function toUpdateRequest(
  values: SelfServeFormValues,
  tenantId: string | null,
): SelfServeUpdateRequest {
  return {
    ...values,
    addresses: values.addresses.filter(hasContent),
    tenant_id: tenantId,
  };
}
