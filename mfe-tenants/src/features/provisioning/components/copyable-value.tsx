import { Button, Field, Input, Toast } from '@bizcard/shared/ui';
import styled from 'styled-components';
import { useCopy } from '../hooks/use-copy';
import { MESSAGES } from '../messages';

const Group = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  input {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

interface CopyableValueProps {
  label: string;
  value: string;
  hint?: string;
}

/** A read-only value with a Copy button; the outcome shows for 2 seconds (spec §9). */
export function CopyableValue({ label, value, hint }: CopyableValueProps) {
  const { copy, notice, tone } = useCopy(label);
  return (
    <Field label={label} hint={hint}>
      {(ids) => (
        <Group>
          <Input {...ids} value={value} readOnly onFocus={(event) => event.target.select()} />
          <Button $variant="secondary" aria-label={`Copy ${label}`} onClick={() => copy(value)}>
            {MESSAGES.copy}
          </Button>
          <Toast message={notice} tone={tone} />
        </Group>
      )}
    </Field>
  );
}
