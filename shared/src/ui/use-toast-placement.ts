import { type RefObject, useLayoutEffect, useState } from 'react';

/** A corner of the window, as inline style: `{ bottom: 24, right: 24 }`. */
export type ToastPlacement = Partial<Record<'top' | 'bottom' | 'left' | 'right', number>>;

/** The distance from the window's edges (the theme's space(6)). */
const MARGIN = 24;

const PREFERRED: ToastPlacement = { bottom: MARGIN, right: MARGIN };

/** The places a toast may take, in the order it prefers them: corners, then the edges' middles. */
function places(width: number): ToastPlacement[] {
  const middle = Math.max(0, Math.round((window.innerWidth - width) / 2));
  return [
    PREFERRED,
    { top: MARGIN, right: MARGIN },
    { bottom: MARGIN, left: MARGIN },
    { top: MARGIN, left: MARGIN },
    { bottom: MARGIN, left: middle },
    { top: MARGIN, left: middle },
  ];
}

const CONTROLS =
  'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Where the toast's box would be in this corner of the window. */
function boxAt(corner: ToastPlacement, width: number, height: number): Box {
  const left =
    corner.left !== undefined ? corner.left : window.innerWidth - (corner.right ?? 0) - width;
  const top =
    corner.top !== undefined ? corner.top : window.innerHeight - (corner.bottom ?? 0) - height;
  return { left, top, right: left + width, bottom: top + height };
}

const intersects = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** How many visible controls a box at this place would cover. */
function coveredControls(box: Box, toast: HTMLElement): number {
  let covered = 0;
  for (const control of document.querySelectorAll(CONTROLS)) {
    if (toast.contains(control)) continue;
    const rect = control.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    if (intersects(box, rect)) covered += 1;
  }
  return covered;
}

/** The first place where the toast covers no control, else the one where it covers fewest. */
function bestPlace(toast: HTMLElement): ToastPlacement {
  const { width, height } = toast.getBoundingClientRect();
  let best = PREFERRED;
  let fewest = Number.POSITIVE_INFINITY;
  for (const corner of places(width)) {
    const covered = coveredControls(boxAt(corner, width, height), toast);
    if (covered === 0) return corner;
    if (covered < fewest) [best, fewest] = [corner, covered];
  }
  return best;
}

/**
 * Keeps a toast off the page's controls: it takes the first place where it covers none (the
 * corners, bottom right first, then the middle of the bottom and top edges), and looks again
 * as the page scrolls, resizes or changes under it (a saved row arriving in a table).
 */
export function useToastPlacement(
  toastRef: RefObject<HTMLElement | null>,
  shown: boolean,
): ToastPlacement {
  const [placement, setPlacement] = useState<ToastPlacement>(PREFERRED);

  useLayoutEffect(() => {
    const toast = toastRef.current;
    if (!shown || !toast) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const next = bestPlace(toast);
      setPlacement((held) =>
        held.top === next.top && held.left === next.left && held.right === next.right ? held : next,
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, [toastRef, shown]);

  return placement;
}
