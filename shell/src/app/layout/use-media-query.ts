import { useCallback, useSyncExternalStore } from 'react';

/** Below this width the side menu folds away behind a Menu button (issue: phone screens). */
export const COMPACT_LAYOUT_QUERY = '(max-width: 767px)';

// jsdom and very old browsers have no matchMedia: they get the wide layout.
const mediaList = (query: string) =>
  typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

/**
 * Whether a CSS media query matches now, kept current as the window resizes. Read during
 * render (not in an effect) so a phone never paints the wide layout first.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaList(query)?.matches ?? false);
}
