import { Component, type ReactNode } from 'react';
import { RemoteFailure } from './remote-failure';

interface Props {
  title: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Contains a remote page's load failure or render crash inside the main area. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[remotes] the "${this.props.title}" module failed`, error);
  }

  override render(): ReactNode {
    const { title, onRetry, children } = this.props;
    return this.state.failed ? <RemoteFailure title={title} onRetry={onRetry} /> : children;
  }
}
