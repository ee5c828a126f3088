import { Field } from '@bizcard/shared/ui';
import styled from 'styled-components';

const Toggle = styled.input`
  width: 36px;
  height: 20px;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

interface SwitchFieldProps {
  label: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}

/** An on/off field of the registry (input `switch`), such as whether a user is active. */
export function SwitchField({ label, checked, error, onChange }: SwitchFieldProps) {
  return (
    <Field label={label} error={error}>
      {(ids) => (
        <Toggle
          {...ids}
          type="checkbox"
          role="switch"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
      )}
    </Field>
  );
}
