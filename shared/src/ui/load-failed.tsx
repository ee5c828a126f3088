import { Banner } from './banner';
import { Button } from './button';

interface LoadFailedProps {
  /** What could not be loaded, in the screen's own words (spec §8). */
  message: string;
  onRetry: () => void;
}

/** Data that did not load: the reason, announced at once, and a way to ask again. */
export function LoadFailed({ message, onRetry }: LoadFailedProps) {
  return (
    <Banner tone="error">
      {message}{' '}
      <Button $variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </Banner>
  );
}
