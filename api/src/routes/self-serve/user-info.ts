import {
  type EndUser,
  SELF_SERVE_FIELDS,
  type SelfServeUserInfo,
  selfServeReadName,
} from '@bizcard/shared/model';

/** The admin wire shape under the self-serve names (spec §3 "Self-serve contact"). */
export function toUserInfo(user: EndUser): SelfServeUserInfo {
  const wire = user as unknown as Record<string, unknown>;
  const info: Record<string, unknown> = {
    id: user.id,
    tenant_id: user.tenant_id,
    embedded_url: user.embedded_url,
    qr_code: user.qr_code,
  };
  for (const field of SELF_SERVE_FIELDS) info[selfServeReadName(field)] = wire[field.wire];
  return info as SelfServeUserInfo;
}
