import { DRAFT_RESTORED_MESSAGE } from '@bizcard/shared/forms';
import type { AdminUser, Tenant } from '@bizcard/shared/model';
import { Banner, Button, Modal, ModalBody, ModalFooter } from '@bizcard/shared/ui';
import { useState } from 'react';
import { useAdminUserForm } from '../hooks/use-admin-user-form';
import { useTenantOptions } from '../hooks/use-tenant-options';
import { AdminUserFields } from './admin-user-fields';
import { AdminUserTenantSearch } from './admin-user-tenant-search';

// Until the tenants arrive (or if they cannot), the tenant list offers none.
const NO_TENANTS: Tenant[] = [];

interface AdminUserModalProps {
  /** The admin to edit; without it the modal adds one. */
  user?: AdminUser;
  onClose: () => void;
  onSaved: (user: AdminUser) => void;
}

/** Add Admin User and Edit Admin User: the same form, Edit without a password. */
export function AdminUserModal({ user, onClose, onSaved }: AdminUserModalProps) {
  const form = useAdminUserForm(user, onSaved);
  const [tenantSearch, setTenantSearch] = useState('');
  const tenantOptions = useTenantOptions(tenantSearch, form.values.tenant_id);
  const options = tenantOptions.status === 'ready' ? tenantOptions.data : null;
  const { dirty } = form;
  // Until the admin sends the form: what their last session left unsaved was put back.
  const [restoredShown, setRestoredShown] = useState(form.restored);
  const editing = Boolean(user);
  const submitLabel = editing ? 'Save Changes' : 'Create';

  return (
    <Modal title={editing ? 'Edit Admin User' : 'Add Admin User'} onClose={onClose} dirty={dirty}>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={(event) => {
          setRestoredShown(false);
          void form.submit(event);
        }}
      >
        <ModalBody>
          {restoredShown && <Banner tone="info">{DRAFT_RESTORED_MESSAGE}</Banner>}
          {form.serverError && <Banner tone="error">Error: {form.serverError}</Banner>}
          {tenantOptions.status === 'error' && (
            <Banner tone="error">Error: could not load tenants: {tenantOptions.message}</Banner>
          )}
          <AdminUserFields
            values={form.values}
            errors={form.errors}
            tenants={options?.tenants ?? NO_TENANTS}
            tenantSearch={
              options && (tenantSearch || options.total > options.tenants.length) ? (
                <AdminUserTenantSearch
                  shown={options.tenants.length}
                  total={options.total}
                  onSearch={setTenantSearch}
                />
              ) : null
            }
            withPassword={!editing}
            setField={form.setField}
          />
        </ModalBody>
        <ModalFooter>
          <Button $variant="secondary" onClick={onClose} disabled={form.busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={form.busy}>
            {form.busy ? 'Saving...' : submitLabel}
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}
