import { Banner, Button } from '@bizcard/shared/ui';

/** How a remote page failed: its code never arrived, or it arrived and then threw while rendering. */
export type RemoteFailureKind = 'load' | 'render';

const MESSAGES: Record<RemoteFailureKind, (title: string) => string> = {
  load: (title) => `The "${title}" module could not be loaded.`,
  render: (title) => `The "${title}" module stopped working.`,
};

interface Props {
  title: string;
  kind: RemoteFailureKind;
  onRetry: () => void;
}

/** What a page of a dead or crashed remote shows instead: the rest of the shell keeps working. */
export function RemoteFailure({ title, kind, onRetry }: Props) {
  return (
    <Banner tone="error">
      <p>{MESSAGES[kind](title)}</p>
      <Button $variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </Banner>
  );
}
