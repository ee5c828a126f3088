import type { EndUserBulkResponse } from '@bizcard/shared/model';
import { Button, Modal, Muted, saveBlob, Toast, useTimedMessage } from '@bizcard/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import {
  registrationLinksCsv,
  registrationLinksFileName,
  registrationLinksText,
} from '../lib/registration-links-file';
import { BULK_MESSAGES, DURATIONS, MESSAGES } from '../messages';

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

interface RegistrationLinksModalProps {
  tenantName: string;
  result: EndUserBulkResponse;
  onClose: () => void;
}

/** The links just made: copied to the clipboard or downloaded as CSV, and who got none. */
export function RegistrationLinksModal({
  tenantName,
  result,
  onClose,
}: RegistrationLinksModalProps) {
  const links = result.links ?? [];
  const registered = result.skipped_registered ?? 0;
  const inactive = result.skipped_inactive ?? 0;
  const [message, showMessage] = useTimedMessage(DURATIONS.copy);
  const [failed, setFailed] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(registrationLinksText(links));
      setFailed(false);
      showMessage(BULK_MESSAGES.linksCopied(links.length));
    } catch {
      setFailed(true);
      showMessage(MESSAGES.copyFailed);
    }
  };
  const download = () => {
    const blob = new Blob([registrationLinksCsv(links)], { type: 'text/csv;charset=utf-8' });
    saveBlob(blob, registrationLinksFileName(tenantName));
  };

  return (
    <Modal title="Registration Links" onClose={onClose}>
      <p>{BULK_MESSAGES.linksMade(links.length)}</p>
      {registered + inactive > 0 && (
        <Muted>{BULK_MESSAGES.linksSkipped(registered, inactive)}</Muted>
      )}
      <Footer>
        <Button $variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button $variant="secondary" onClick={download} disabled={links.length === 0}>
          Download CSV
        </Button>
        <Button onClick={copy} disabled={links.length === 0}>
          Copy links
        </Button>
      </Footer>
      <Toast message={message} tone={failed ? 'error' : 'success'} />
    </Modal>
  );
}
