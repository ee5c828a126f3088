import { Button, COPY_FAILED, Toast, useTimedMessage } from '@bizcard/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { COPY_MESSAGE_MS, DOMAIN_MESSAGES } from '../messages';

const Value = styled.code`
  display: inline-block;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.background};
  word-break: break-all;
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

/** The TXT record a domain's owner publishes, with a Copy button (outcome shown 2 s). */
export function TxtRecord({ domain, record }: { domain: string; record: string }) {
  const [message, showMessage] = useTimedMessage(COPY_MESSAGE_MS);
  const [failed, setFailed] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(record);
      setFailed(false);
      showMessage(DOMAIN_MESSAGES.copied);
    } catch {
      // No clipboard (an insecure page) or permission refused: the value stays selectable.
      setFailed(true);
      showMessage(COPY_FAILED);
    }
  };

  return (
    <div>
      <p>{DOMAIN_MESSAGES.txtHelp(domain)}</p>
      <Line>
        <Value aria-label={`${DOMAIN_MESSAGES.txtRecord} for ${domain}`}>{record}</Value>
        <Button
          $variant="secondary"
          aria-label={`${DOMAIN_MESSAGES.copy} ${DOMAIN_MESSAGES.txtRecord} for ${domain}`}
          onClick={copy}
        >
          {DOMAIN_MESSAGES.copy}
        </Button>
        <Toast message={message} tone={failed ? 'error' : 'success'} />
      </Line>
    </div>
  );
}
