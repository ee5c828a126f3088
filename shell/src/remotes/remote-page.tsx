import { Spinner } from '@bizcard/shared/ui';
import { lazy, Suspense, useState } from 'react';
import { loadedPage, loadRemotePage } from './load-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';

export interface RemotePageProps {
  /** Federation name of the remote, as in remotes.json: 'mfe_tenants'. */
  remote: string;
  /** Exposed module without './': 'TenantsPage'. */
  module: string;
  /** Human name used in the failure message: 'Tenants'. */
  title: string;
}

/** Renders a remote's exposed page, with a loading state and a contained error + Retry. */
export function RemotePage({ remote, module, title }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt((n) => n + 1);
  // A new key remounts the boundary and the loader below it: a retry is a fresh load.
  return (
    <RemoteErrorBoundary
      key={`${remote}/${module}#${attempt}`}
      remote={remote}
      module={module}
      title={title}
      onRetry={retry}
    >
      <RemoteModule remote={remote} module={module} />
    </RemoteErrorBoundary>
  );
}

// Holds the lazy component above its Suspense boundary, so suspending never recreates it.
function RemoteModule({ remote, module }: Pick<RemotePageProps, 'remote' | 'module'>) {
  const [Page] = useState(
    () => loadedPage(`${remote}/${module}`) ?? lazy(() => loadRemotePage(remote, module)),
  );
  return (
    <Suspense fallback={<Spinner label="Loading…" />}>
      <Page />
    </Suspense>
  );
}
