import { remoteModuleId } from '@bizcard/shared/contracts';
import { Component, type ReactNode } from 'react';
import { loadedPage } from './load-remote-page';
import { RemoteFailure, type RemoteFailureKind } from './remote-failure';
import { ensureRemotes, type RemotesManifest } from './remotes-manifest';

interface Props {
  /** Federation name of the remote: 'mfe_tenants'. */
  remote: string;
  /** Exposed page without './': 'TenantsPage'. */
  module: string;
  title: string;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Contains a remote page's load failure or render crash inside the main area, and tells them
 * apart: a page whose module loaded and then threw is a crash, reported as a failed load is
 * (the federation runtime reports those, federation.ts).
 */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  private failureKind(): RemoteFailureKind {
    const { remote, module } = this.props;
    return loadedPage(remoteModuleId(remote, module)) ? 'render' : 'load';
  }

  override componentDidCatch(error: unknown): void {
    const { remote, title } = this.props;
    console.error(`[remotes] the "${title}" module failed`, error);
    if (this.failureKind() !== 'render') return;
    // Off the start-up path, like the load failure's report: loaded once a page crashes.
    const noRemotes = (): RemotesManifest => ({});
    void Promise.all([ensureRemotes().catch(noRemotes), import('./remote-failure-report')])
      .then(([remotes, { reportRemoteCrash }]) => reportRemoteCrash(remote, remotes[remote], error))
      .catch(() => undefined);
  }

  override render(): ReactNode {
    const { title, onRetry, children } = this.props;
    if (!this.state.failed) return children;
    return <RemoteFailure title={title} kind={this.failureKind()} onRetry={onRetry} />;
  }
}
