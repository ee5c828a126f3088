import { getSelfServeUserInfo, useServerData } from '@bizcard/shared/api';
import { useKeepDraft, useRestoredDraft } from '@bizcard/shared/forms';
import type { Address, EndUserTextFormName, SelfServeFormValues } from '@bizcard/shared/model';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { defaultAddresses, formFromInfo } from '../lib/profile-values';

/** The profile's draft: one form per person, so the record is always their own. */
const DRAFT = ['profile', 'self'] as const;

/**
 * The signed-in person's contact as the server has it, and the form editing it. The form
 * starts again from every answer: the first load, Reset (a reload) and a save.
 */
export function useProfileForm(tenantId: string | null, enabled: boolean) {
  const info = useServerData((signal) => getSelfServeUserInfo(tenantId, signal), [tenantId], {
    enabled,
  });
  const data = info.status === 'ready' ? info.data : null;
  const [values, setValues] = useState<SelfServeFormValues | null>(null);
  const restored = useRestoredDraft<SelfServeFormValues>(...DRAFT);
  const firstAnswer = useRef(true);

  useEffect(() => {
    if (!data) return;
    // The first answer takes back what the person typed before their last session ended.
    const draft = firstAnswer.current ? restored : null;
    firstAnswer.current = false;
    setValues(draft ? { ...formFromInfo(data), ...draft } : formFromInfo(data));
  }, [data, restored]);

  const saved = useMemo(() => (data ? JSON.stringify(formFromInfo(data)) : null), [data]);
  const dirty = values !== null && saved !== null && JSON.stringify(values) !== saved;
  useKeepDraft(...DRAFT, values, dirty);

  const setField = useCallback(
    // The profile has no switches; the shared form's callback also carries their booleans.
    (name: EndUserTextFormName, value: string | boolean) =>
      setValues((current) => current && { ...current, [name]: value }),
    [],
  );

  const setAddress = useCallback(
    (index: number, part: keyof Address, value: string) =>
      setValues(
        (current) =>
          current && {
            ...current,
            addresses: current.addresses.map((address, i) =>
              i === index ? { ...address, [part]: value } : address,
            ),
          },
      ),
    [],
  );

  const addAddress = useCallback(
    () =>
      setValues(
        (current) =>
          current && { ...current, addresses: [...current.addresses, defaultAddresses()[0]!] },
      ),
    [],
  );

  const removeAddress = useCallback(
    (index: number) =>
      setValues(
        (current) =>
          current && { ...current, addresses: current.addresses.filter((_, i) => i !== index) },
      ),
    [],
  );

  return { info, values, dirty, restored, setField, setAddress, addAddress, removeAddress };
}
