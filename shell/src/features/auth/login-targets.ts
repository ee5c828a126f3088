import { SELF_SERVE_PATH, withTenant } from '@bizcard/shared/auth';
import type { CallbackResponse } from '@bizcard/shared/model';

/** Where a magic-link sign-in lands when no post-login redirect was remembered (spec §4). */
export const callbackLanding = ({ mode, tenant_id }: CallbackResponse): string =>
  mode === 'self' ? withTenant(SELF_SERVE_PATH, tenant_id) : '/';
