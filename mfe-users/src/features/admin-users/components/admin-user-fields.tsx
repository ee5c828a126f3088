import { ADMIN_ROLE_LABELS, type AdminRole, type Tenant } from '@bizcard/shared/model';
import { SUPER_ADMIN_NO_TENANT_HINT } from '@bizcard/shared/schemas';
import { Field, Input, Select } from '@bizcard/shared/ui';
import type { ChangeEvent, ReactNode } from 'react';
import type { AdminUserField, AdminUserFormValues } from '../hooks/use-admin-user-form';

// The create payload uses superAdmin or clientAdmin (spec §3); 'admin' is kept only for
// admins who already hold it, so editing them does not change their role by accident.
const OFFERED_ROLES: AdminRole[] = ['superAdmin', 'clientAdmin'];

interface AdminUserFieldsProps {
  values: AdminUserFormValues;
  errors: Record<string, string>;
  tenants: Tenant[];
  /** Shown above the Tenant list when there are too many tenants to offer at once. */
  tenantSearch?: ReactNode;
  withPassword: boolean;
  setField: (name: AdminUserField, value: string) => void;
}

/** The form's fields in the order of spec §5, so its messages read top to bottom. */
export function AdminUserFields({
  values,
  errors,
  tenants,
  tenantSearch,
  withPassword,
  setField,
}: AdminUserFieldsProps) {
  const bind = (name: AdminUserField) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setField(name, event.target.value),
  });
  const superAdmin = values.role === 'superAdmin';
  const roles = values.role === 'admin' ? [...OFFERED_ROLES, 'admin' as const] : OFFERED_ROLES;

  return (
    <>
      <Field label="First Name" required error={errors.first_name}>
        {(control) => <Input {...control} {...bind('first_name')} autoComplete="off" />}
      </Field>
      <Field label="Last Name" required error={errors.last_name}>
        {(control) => <Input {...control} {...bind('last_name')} autoComplete="off" />}
      </Field>
      <Field label="Email" required error={errors.email}>
        {(control) => <Input {...control} {...bind('email')} type="email" autoComplete="off" />}
      </Field>
      <Field label="Role" required error={errors.role}>
        {(control) => (
          <Select {...control} {...bind('role')}>
            <option value="">Select role</option>
            {roles.map((role) => (
              <option key={role} value={role}>
                {ADMIN_ROLE_LABELS[role]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {!superAdmin && tenantSearch}
      <Field
        label="Tenant"
        required={!superAdmin}
        error={errors.tenant_id}
        hint={superAdmin ? SUPER_ADMIN_NO_TENANT_HINT : undefined}
      >
        {(control) => (
          <Select {...control} {...bind('tenant_id')} disabled={superAdmin}>
            <option value="">Select tenant</option>
            {tenants.map((tenant) => (
              <option key={tenant.id} value={tenant.id}>
                {tenant.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {withPassword && (
        <Field label="Password" required error={errors.password}>
          {(control) => (
            <Input {...control} {...bind('password')} type="password" autoComplete="new-password" />
          )}
        </Field>
      )}
    </>
  );
}
