import { Button, Field, Input, Toast, useTimedMessage } from '@bizcard/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { DURATIONS, MESSAGES } from '../messages';

const Group = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

interface CopyableFieldProps {
  label: string;
  value: string;
}

/** A read-only value with a Copy button; the outcome shows for 2 seconds (spec §4). */
export function CopyableField({ label, value }: CopyableFieldProps) {
  const [message, showMessage] = useTimedMessage(DURATIONS.copy);
  const [failed, setFailed] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setFailed(false);
      showMessage(MESSAGES.copied(label));
    } catch {
      // No clipboard (an insecure page) or permission refused.
      setFailed(true);
      showMessage(MESSAGES.copyFailed);
    }
  };

  return (
    <Field label={label}>
      {(ids) => (
        <Group>
          <Input {...ids} value={value} readOnly />
          <Button $variant="secondary" aria-label={`Copy ${label}`} onClick={copy}>
            Copy
          </Button>
          <Toast message={message} tone={failed ? 'error' : 'success'} />
        </Group>
      )}
    </Field>
  );
}
