import { isAdminRole } from '../roles';

/** Browser storage keys of the self-serve flow (spec §3 "Browser storage"). */
export const SELF_SERVE_TENANT_KEY = 'selfServeTenantId';
export const POST_LOGIN_REDIRECT_KEY = 'postLoginRedirect';

const read = (key: string): string | null => {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

const write = (key: string, value: string | null): void => {
  try {
    if (value) globalThis.localStorage?.setItem(key, value);
    else globalThis.localStorage?.removeItem(key);
  } catch {
    // Storage disabled: the flow still works, it just forgets across reloads.
  }
};

export const getSelfServeTenantId = () => read(SELF_SERVE_TENANT_KEY);
export const rememberSelfServeTenantId = (tenantId: string | null) =>
  write(SELF_SERVE_TENANT_KEY, tenantId);

export const getPostLoginRedirect = () => read(POST_LOGIN_REDIRECT_KEY);
export const setPostLoginRedirect = (target: string | null) =>
  write(POST_LOGIN_REDIRECT_KEY, target);

/** Reads and forgets the remembered target, which wins over the default landing page. */
export function takePostLoginRedirect(): string | null {
  const target = read(POST_LOGIN_REDIRECT_KEY);
  write(POST_LOGIN_REDIRECT_KEY, null);
  return target;
}

/** The self-serve pages (/self, /self-serve…), where only end users belong. */
const isSelfServeTarget = (target: string) => /^\/self(?:-serve)?(?:[/?#-]|$)/.test(target);

/**
 * The remembered target if it suits who signed in: an end user's profile never greets an
 * admin, nor an admin page an end user (spec §6: the redirect is for the next sign-in only).
 */
const suits = (role: string | null | undefined, target: string | null) =>
  target !== null && isSelfServeTarget(target) !== isAdminRole(role);

export const getPostLoginRedirectFor = (role: string | null | undefined): string | null => {
  const target = getPostLoginRedirect();
  return suits(role, target) ? target : null;
};

/** Reads and forgets the remembered target after any sign-in; null when it is not theirs. */
export function takePostLoginRedirectFor(role: string | null | undefined): string | null {
  const target = takePostLoginRedirect();
  return suits(role, target) ? target : null;
}
