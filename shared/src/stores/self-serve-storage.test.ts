import {
  getPostLoginRedirect,
  getPostLoginRedirectFor,
  setPostLoginRedirect,
  takePostLoginRedirectFor,
} from './self-serve-storage';

beforeEach(() => localStorage.clear());

describe('the remembered page after sign-in', () => {
  it.each([
    ['User', '/self-serve?tenant_id=t1', '/self-serve?tenant_id=t1'],
    ['User', '/self?tenant_id=t1', '/self?tenant_id=t1'],
    ['User', '/', null],
    ['User', '/tenants/users', null],
    ['superAdmin', '/tenants/users', '/tenants/users'],
    ['clientAdmin', '/self-serve?tenant_id=t1', null],
    ['admin', '/self', null],
    ['superAdmin', '/selfie', '/selfie'],
  ])(
    'a %s sign-in with %s remembered goes to %s, and it is forgotten',
    (role, target, expected) => {
      setPostLoginRedirect(target);
      expect(getPostLoginRedirectFor(role)).toBe(expected);
      expect(takePostLoginRedirectFor(role)).toBe(expected);
      expect(getPostLoginRedirect()).toBeNull();
    },
  );
});
