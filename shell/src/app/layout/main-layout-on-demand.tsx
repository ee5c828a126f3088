import { Spinner } from '@bizcard/shared/ui';
import { type ComponentType, useEffect, useState } from 'react';

let loaded: ComponentType | undefined;
let loading: Promise<ComponentType> | undefined;

/**
 * Fetches the admin frame (header, side menu and their menus) once: the sign-in pages never
 * show it, so it stays off their start-up JavaScript. A failed fetch is tried again next time.
 */
export function loadMainLayout(): Promise<ComponentType> {
  loading ??= import('./main-layout')
    .then(({ MainLayout }) => {
      loaded = MainLayout;
      return MainLayout;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/**
 * The admin frame, rendered at once when already fetched (the shell preloads it with the
 * opened page). Not a lazy component under Suspense: React would hold the frame back for up
 * to 300 ms after the spinner showed.
 */
export function MainLayoutOnDemand() {
  const [Layout, setLayout] = useState(() => loaded);
  const [failure, setFailure] = useState<unknown>();

  useEffect(() => {
    if (Layout) return;
    loadMainLayout().then((component) => setLayout(() => component), setFailure);
  }, [Layout]);

  if (failure) throw failure;
  return Layout ? <Layout /> : <Spinner />;
}
