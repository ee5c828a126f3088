import { type Address, DEFAULT_ADDRESS_COUNTRY, type EndUser } from '@bizcard/shared/model';
import { useCallback, useState } from 'react';
import {
  blankForm,
  type FieldValue,
  formFromUser,
  type TextFieldName,
  type UserFormValues,
} from '../lib/user-form-values';

const newAddress = (): Address => ({
  type: 'home',
  street: '',
  city: '',
  state: '',
  zipCode: '',
  country: DEFAULT_ADDRESS_COUNTRY,
});

/** The form's values, starting from `start`, else the user being edited, else blanks. */
export function useUserForm(user: EndUser | null, start?: UserFormValues | null) {
  const [values, setValues] = useState<UserFormValues>(
    () => start ?? (user ? formFromUser(user) : blankForm()),
  );

  const setField = useCallback(
    (name: TextFieldName, value: FieldValue) =>
      setValues((current) => ({ ...current, [name]: value })),
    [],
  );

  const setAddress = useCallback(
    (index: number, field: keyof Address, value: string) =>
      setValues((current) => ({
        ...current,
        addresses: current.addresses.map((address, i) =>
          i === index ? { ...address, [field]: value } : address,
        ),
      })),
    [],
  );

  const addAddress = useCallback(
    () => setValues((current) => ({ ...current, addresses: [...current.addresses, newAddress()] })),
    [],
  );

  const removeAddress = useCallback(
    (index: number) =>
      setValues((current) => ({
        ...current,
        addresses: current.addresses.filter((_, i) => i !== index),
      })),
    [],
  );

  const reset = useCallback(() => setValues(blankForm()), []);

  return { values, setField, setAddress, addAddress, removeAddress, reset };
}
