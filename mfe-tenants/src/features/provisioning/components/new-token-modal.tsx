import { createScimToken, errorMessage } from '@bizcard/shared/api';
import type { ScimTokenCreated } from '@bizcard/shared/model';
import { createScimTokenSchema, fieldErrors } from '@bizcard/shared/schemas';
import {
  Banner,
  Button,
  Field,
  Input,
  Modal,
  ModalFooter,
  useDirty,
  useFormCheck,
} from '@bizcard/shared/ui';
import { type FormEvent, useState } from 'react';
import { NEW_TOKEN } from '../messages';

const EMPTY_FORM = { name: '' };
type FormValues = typeof EMPTY_FORM;

const NO_ERRORS: Record<string, string> = {};

function tokenErrors(values: FormValues) {
  const parsed = createScimTokenSchema.safeParse(values);
  return parsed.success ? null : fieldErrors(parsed.error);
}

interface NewTokenModalProps {
  tenantId: string;
  onClose: () => void;
  onCreated: (created: ScimTokenCreated) => void;
}

/** Names a new token, checked as the API checks, and makes it. */
export function NewTokenModal({ tenantId, onClose, onCreated }: NewTokenModalProps) {
  const [values, setValues] = useState<FormValues>(EMPTY_FORM);
  const checked = useFormCheck(values, tokenErrors);
  const errors = checked.errors ?? NO_ERRORS;
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty = useDirty(values);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createScimTokenSchema.safeParse(values);
    if (checked.checkSubmit(values) || !parsed.success) return;
    setServerError(null);
    setBusy(true);
    try {
      onCreated(await createScimToken(tenantId, parsed.data));
    } catch (error) {
      setServerError(errorMessage(error, NEW_TOKEN.failed));
      setBusy(false);
    }
  }

  return (
    <Modal title={NEW_TOKEN.title} onClose={onClose} dirty={dirty}>
      <form ref={checked.formRef} noValidate onSubmit={submit}>
        {serverError && <Banner tone="error">{serverError}</Banner>}
        <Field label={NEW_TOKEN.nameLabel} required hint={NEW_TOKEN.nameHint} error={errors.name}>
          {(control) => (
            <Input
              {...control}
              name="name"
              value={values.name}
              autoComplete="off"
              onChange={(event) => setValues({ name: event.target.value })}
            />
          )}
        </Field>
        <ModalFooter>
          <Button $variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? NEW_TOKEN.creating : NEW_TOKEN.submit}
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}
