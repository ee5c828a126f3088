import { useSyncExternalStore } from 'react';
import { onRemoteLoadStateChange, remoteLoadStates } from '../../../remotes/remote-load-status';

/** How each remote's loads in this page ended so far, kept current while shown. */
export const useRemoteLoadStates = () =>
  useSyncExternalStore(onRemoteLoadStateChange, remoteLoadStates);
