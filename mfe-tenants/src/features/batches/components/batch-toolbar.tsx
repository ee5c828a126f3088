import { BATCH_NEXT_STATUS, type BatchStatus } from '@bizcard/shared/model';
import { Button, Row, Select } from '@bizcard/shared/ui';
import { type ChangeEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import type { BatchFileKind } from '../hooks/use-batch-files';
import { ACTIONS, MESSAGES, PAPERS, type Paper } from '../messages';

const Bar = styled(Row)`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-size: 14px;
`;

const PaperSelect = styled(Select)`
  width: auto;
`;

const paperOf = (value: string): Paper =>
  PAPERS.find((option) => option.value === value)?.value ?? 'a4';

interface BatchToolbarProps {
  status: BatchStatus;
  downloading: BatchFileKind | null;
  updating: 'encoder-result' | 'status' | null;
  onDownloadEncoding: (awaitingOnly: boolean) => void;
  onDownloadQrSheet: (paper: Paper) => void;
  onUploadResult: (file: File) => void;
  onAdvance: (to: BatchStatus) => void;
}

/**
 * The batch's way through the encoder: its files out, the encoder's result in (which makes it
 * Encoded), then shipped. A Draft is first marked ready.
 */
export function BatchToolbar(props: BatchToolbarProps) {
  const { downloading, updating } = props;
  const [paper, setPaper] = useState<Paper>('a4');
  const [awaitingOnly, setAwaitingOnly] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after fixing it) fires another change.
    event.target.value = '';
    if (file) props.onUploadResult(file);
  };

  return (
    <Bar role="group" aria-label={MESSAGES.toolbar}>
      <Button
        $variant="secondary"
        disabled={downloading !== null}
        onClick={() => props.onDownloadEncoding(awaitingOnly)}
      >
        {downloading === 'encoding' ? MESSAGES.downloading : ACTIONS.encodingFile}
      </Button>
      <Choice>
        <input
          type="checkbox"
          checked={awaitingOnly}
          onChange={(event) => setAwaitingOnly(event.target.checked)}
        />
        {MESSAGES.awaitingOnly}
      </Choice>
      <PaperSelect
        aria-label={MESSAGES.paper}
        value={paper}
        onChange={(event) => setPaper(paperOf(event.target.value))}
      >
        {PAPERS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </PaperSelect>
      <Button
        $variant="secondary"
        disabled={downloading !== null}
        onClick={() => props.onDownloadQrSheet(paper)}
      >
        {downloading === 'qr-sheet' ? MESSAGES.downloading : ACTIONS.qrSheet}
      </Button>
      <Button
        $variant="secondary"
        disabled={updating !== null}
        onClick={() => fileInput.current?.click()}
      >
        {updating === 'encoder-result' ? MESSAGES.uploading : ACTIONS.encoderResult}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".csv"
        hidden
        aria-label={MESSAGES.encoderFile}
        onChange={onFileChosen}
      />
      {props.status === 'draft' ? (
        <Button disabled={updating !== null} onClick={() => props.onAdvance('ready')}>
          {updating === 'status' ? MESSAGES.saving : ACTIONS.markReady}
        </Button>
      ) : (
        <Button
          disabled={updating !== null || BATCH_NEXT_STATUS[props.status] !== 'shipped'}
          onClick={() => props.onAdvance('shipped')}
        >
          {updating === 'status' ? MESSAGES.saving : ACTIONS.markShipped}
        </Button>
      )}
    </Bar>
  );
}
