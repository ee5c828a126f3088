import { AddressesEditor, DRAFT_RESTORED_MESSAGE, EndUserFormFields } from '@bizcard/shared/forms';
import type { SelfServeUserInfo } from '@bizcard/shared/model';
import { Banner, Button, Card } from '@bizcard/shared/ui';
import { type FormEvent, useMemo, useState } from 'react';
import { useScrollPadding } from '../../../hooks/use-scroll-padding';
import type { useProfileForm } from '../hooks/use-profile-form';
import { useSaveProfile } from '../hooks/use-save-profile';
import { lockedFormNames, profileSections } from '../lib/locked-fields';
import { LockedAddresses } from './locked-addresses';
import { BottomBar } from './profile-layout';

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
  // Derived from the registry's sections: every field but the role; locked ones read-only.
  const info = form.info.status === 'ready' ? form.info.data : null;
  const locked = useMemo(() => lockedFormNames(info), [info]);
  const sections = useMemo(() => profileSections(locked), [locked]);
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
          sections={sections}
          values={values}
          errors={save.errors}
          onChange={form.setField}
        />
        {locked.includes('addresses') ? (
          <LockedAddresses addresses={values.addresses} />
        ) : (
          <AddressesEditor
            addresses={values.addresses}
            error={save.errors.addresses}
            onChange={form.setAddress}
            onAdd={form.addAddress}
            onRemove={form.removeAddress}
          />
        )}
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
