import { Button, Toast, useTimedMessage } from '@bizcard/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { COPY_NOTICE_MS, YOUR_CARD_TEXT } from '../messages';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Address = styled.a`
  overflow-wrap: anywhere;
  font-weight: 600;
`;

/** The public card's address, opening it in a new tab, with a Copy button beside it. */
export function CardLink({ url }: { url: string }) {
  const [notice, showNotice] = useTimedMessage(COPY_NOTICE_MS);
  const [failed, setFailed] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setFailed(false);
      showNotice(YOUR_CARD_TEXT.copied);
    } catch {
      // No clipboard (an insecure page) or permission refused.
      setFailed(true);
      showNotice(YOUR_CARD_TEXT.copyFailed);
    }
  };

  return (
    <Row>
      <Address href={url} target="_blank" rel="noopener noreferrer">
        {url}
      </Address>
      <Button $variant="secondary" aria-label={YOUR_CARD_TEXT.copyLabel} onClick={copy}>
        {YOUR_CARD_TEXT.copy}
      </Button>
      <Toast message={notice} tone={failed ? 'error' : 'success'} />
    </Row>
  );
}
