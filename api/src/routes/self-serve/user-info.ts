import {
  type EndUser,
  SELF_SERVE_FIELDS,
  type SelfServeUserInfo,
  selfServeReadName,
} from '@bizcard/shared/model';
import { withDisplayPhones } from '../../phone';

/**
 * The admin wire shape under the self-serve names (spec §3 "Self-serve contact"). Phones as
 * the person's card shows them ('+1 212 555 0199'): saved again, they store the same E.164.
 */
export function toUserInfo(user: EndUser): SelfServeUserInfo {
  const wire: Record<string, unknown> = { ...withDisplayPhones(user) };
  const info: Record<string, unknown> = {
    id: user.id,
    tenant_id: user.tenant_id,
    embedded_url: user.embedded_url,
    qr_code: user.qr_code,
  };
  for (const field of SELF_SERVE_FIELDS) info[selfServeReadName(field)] = wire[field.wire];
  return info as SelfServeUserInfo;
}
