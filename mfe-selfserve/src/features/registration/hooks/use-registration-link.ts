import type { RegistrationLink } from '@bizcard/shared/api';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface RegistrationParams {
  /** Null when tenant_id or user_id is missing or blank (spec §2). */
  link: RegistrationLink | null;
  firstName: string;
  lastName: string;
}

/** What the registration link carries in its query. */
export function useRegistrationLink(): RegistrationParams {
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
  return {
    link,
    firstName: read('firstName'),
    lastName: read('lastName'),
  };
}
