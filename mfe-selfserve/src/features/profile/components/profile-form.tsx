import {
  AddressesEditor,
  DRAFT_RESTORED_MESSAGE,
  EndUserFormFields,
  endUserFormSections,
} from '@bizcard/shared/forms';
import {
  SELF_SERVE_FIELDS,
  SELF_SERVE_READ_ONLY,
  type SelfServeUserInfo,
} from '@bizcard/shared/model';
import { Banner, Button, Card } from '@bizcard/shared/ui';
import { type FormEvent, useState } from 'react';
import { useScrollPadding } from '../../../hooks/use-scroll-padding';
import type { useProfileForm } from '../hooks/use-profile-form';
import { useSaveProfile } from '../hooks/use-save-profile';
import { BottomBar } from './profile-layout';

// Derived from the registry's sections: the profile shows every field but the role.
const SECTIONS = endUserFormSections(SELF_SERVE_FIELDS, SELF_SERVE_READ_ONLY);

interface ProfileFormProps {
  form: ReturnType<typeof useProfileForm>;
  tenantId: string | null;
  onSaved: (user: SelfServeUserInfo) => void;
}

export function ProfileForm({ form, tenantId, onSaved }: ProfileFormProps) {
  const { values } = form;
  const save = useSaveProfile(tenantId, values, onSaved);
  const barRef = useScrollPadding<HTMLDivElement>('bottom');
  // Until the person saves or resets what their last session left unsaved.
  const [restoredShown, setRestoredShown] = useState(Boolean(form.restored));
  if (!values) return null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRestoredShown(false);
    void save.save(values);
  };

  const reset = () => {
    setRestoredShown(false);
    save.clear();
    form.info.reload();
  };

  return (
    <form ref={save.formRef} noValidate onSubmit={submit} aria-label="Your information">
      {restoredShown && <Banner tone="info">{DRAFT_RESTORED_MESSAGE}</Banner>}
      {save.notice && <Banner tone={save.notice.tone}>{save.notice.text}</Banner>}
      <Card>
        <EndUserFormFields
          sections={SECTIONS}
          values={values}
          errors={save.errors}
          onChange={form.setField}
        />
        <AddressesEditor
          addresses={values.addresses}
          error={save.errors.addresses}
          onChange={form.setAddress}
          onAdd={form.addAddress}
          onRemove={form.removeAddress}
        />
      </Card>
      <BottomBar ref={barRef}>
        <Button $variant="secondary" onClick={reset} disabled={save.busy}>
          Reset
        </Button>
        <Button type="submit" disabled={save.busy}>
          {save.busy ? 'Saving...' : 'Save Changes'}
        </Button>
      </BottomBar>
    </form>
  );
}
