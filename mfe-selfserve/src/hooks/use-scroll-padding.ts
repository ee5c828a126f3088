import { useLayoutEffect, useRef } from 'react';

// Room for the focus ring between a focused control and the bar.
const GAP = 8;

/**
 * Keeps the page's scroll padding on one side the height of a bar fixed (or sticky) to that
 * side, so a control reached with Tab is scrolled clear of the bar instead of stopping
 * under it. Follows the bar's height as it changes (a narrow screen, a larger font).
 * Returns the ref for the bar.
 */
export function useScrollPadding<T extends HTMLElement>(side: 'top' | 'bottom') {
  const barRef = useRef<T>(null);

  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const { style } = document.documentElement;
    const property = side === 'top' ? 'scrollPaddingTop' : 'scrollPaddingBottom';
    const apply = () => {
      style[property] = `${bar.offsetHeight + GAP}px`;
    };
    apply();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      style[property] = '';
    };
  }, [side]);

  return barRef;
}
