import {
  AddressesEditor,
  DRAFT_RESTORED_MESSAGE,
  EndUserFormFields,
  endUserFormSections,
} from '@bizcard/shared/forms';
import type { EndUser, Tenant } from '@bizcard/shared/model';
import { Banner, Button, ModalBody } from '@bizcard/shared/ui';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useSaveUser } from '../hooks/use-save-user';
import { useUserFormDraft } from '../hooks/use-user-form-draft';
import { CardTemplateField } from './card-template-field';
import { CopyableField } from './copyable-field';
import { DeleteUserAction } from './delete-user-action';
import { RegistrationLinkAction } from './registration-link-action';

/** Every field of the registry, in the sections the self-serve profile uses too. */
const FORM_SECTIONS = endUserFormSections();

import { UserPhotoField } from './user-photo-field';

// Below the scrolling fields, not over them: the modal keeps it in view.
const Footer = styled.div`
  flex: none;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

interface UserFormProps {
  tenant: Tenant;
  /** The user being edited, or null for a new one. */
  user: EndUser | null;
  onCancel: () => void;
  onSaved: (message: string) => void;
  /** Told whether the form holds unsaved input, so its modal can ask before discarding it. */
  onDirtyChange?: (dirty: boolean) => void;
}

export function UserForm({ tenant, user, onCancel, onSaved, onDirtyChange }: UserFormProps) {
  const form = useUserFormDraft(tenant.id, user);
  const { dirty } = form;
  const [restoredShown, setRestoredShown] = useState(form.restored);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const save = useSaveUser(tenant, user?.id ?? null, form.values, onSaved);
  const errorMessage = save.serverError ?? save.errors.form;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRestoredShown(false);
    void save.submit(form.values);
  };

  // Spec §4: Cancel leaves the form blank, role User, with the two default addresses.
  const cancel = () => {
    form.reset();
    save.clear();
    onCancel();
  };

  return (
    <form ref={save.formRef} noValidate onSubmit={submit}>
      <ModalBody>
        {restoredShown && <Banner tone="info">{DRAFT_RESTORED_MESSAGE}</Banner>}
        {errorMessage && <Banner tone="error">{errorMessage}</Banner>}
        {user && <CopyableField label="Embedded URL" value={user.embedded_url} />}
        {user && <RegistrationLinkAction tenant={tenant} user={user} />}
        {user && <CardTemplateField tenantId={tenant.id} userId={user.id} />}
        <EndUserFormFields
          sections={FORM_SECTIONS}
          values={form.values}
          errors={save.errors}
          onChange={form.setField}
        />
        {user && <UserPhotoField tenantId={tenant.id} user={user} />}
        <AddressesEditor
          addresses={form.values.addresses}
          error={save.errors.addresses}
          onChange={form.setAddress}
          onAdd={form.addAddress}
          onRemove={form.removeAddress}
        />
      </ModalBody>
      <Footer>
        {user && (
          <DeleteUserAction
            tenantId={tenant.id}
            user={user}
            disabled={save.busy}
            onDeleted={onSaved}
          />
        )}
        <Button $variant="secondary" onClick={cancel} disabled={save.busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.busy}>
          {save.busy ? 'Saving...' : user ? 'Save Changes' : 'Create User'}
        </Button>
      </Footer>
    </form>
  );
}
