import type { RegistrationLink } from '@bizcard/shared/api';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * What the registration link carries in its query: null when tenant_id or user_id is missing
 * or blank (spec §2). Its firstName and lastName are not read: the names shown come from the
 * server's record for the token.
 */
export function useRegistrationLink(): { link: RegistrationLink | null } {
  const [params] = useSearchParams();
  const read = (name: string) => params.get(name)?.trim() ?? '';
  const tenantId = read('tenant_id');
  const userId = read('user_id');
  const token = read('token');
  // One object per link, so it can be a dependency of the calls made with it.
  const link = useMemo(
    () => (tenantId && userId ? { tenantId, userId, token } : null),
    [tenantId, userId, token],
  );
  return { link };
}
