import { isAdminRole, isClientAdmin, isSuperAdmin, roleBadge } from './roles';

describe('role detection', () => {
  it('recognises super admins whatever the spacing and case', () => {
    expect(isSuperAdmin('superAdmin')).toBe(true);
    expect(isSuperAdmin('Super Admin')).toBe(true);
    expect(isSuperAdmin('clientAdmin')).toBe(false);
  });

  it('recognises client admins whatever the spacing and case', () => {
    expect(isClientAdmin('Client Admin')).toBe(true);
    expect(isClientAdmin('clientadmin')).toBe(true);
    expect(isClientAdmin(undefined)).toBe(false);
  });

  it('counts super, client and plain admins as admins, and nobody else', () => {
    expect(['superAdmin', 'Client Admin', 'admin'].every(isAdminRole)).toBe(true);
    expect(['user', 'Manager', '', null].some(isAdminRole)).toBe(false);
  });

  it('badges Super Admin, Client Admin, the raw role, or User', () => {
    expect(roleBadge('superAdmin')).toBe('Super Admin');
    expect(roleBadge('clientAdmin')).toBe('Client Admin');
    expect(roleBadge('admin')).toBe('admin');
    expect(roleBadge('')).toBe('User');
    expect(roleBadge(null)).toBe('User');
  });
});
