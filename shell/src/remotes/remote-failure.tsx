import { Banner, Button } from '@bizcard/shared/ui';

/** What a page of a dead remote shows instead: the rest of the shell keeps working. */
export function RemoteFailure({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Banner tone="error">
      <p>The "{title}" module could not be loaded.</p>
      <Button $variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </Banner>
  );
}
