import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Where a toast sits, as inline style: a place in the window (`{ bottom: 24, right: 24 }`), or
 * `{ position: 'static' }` when every place in the window would cover a control and the toast
 * takes room of its own in the page instead.
 */
export type ToastPlacement = Partial<Record<'top' | 'bottom' | 'left' | 'right', number>> & {
  position?: 'static';
};

/** The distance from the window's edges (the theme's space(6)). */
const MARGIN = 24;
/** How far apart the places along an edge are tried. */
const STEP = 8;

const PREFERRED: ToastPlacement = { bottom: MARGIN, right: MARGIN };
const IN_THE_PAGE: ToastPlacement = { position: 'static' };

/**
 * The places a toast may take, in the order it prefers them: the corners, the middles of the
 * bottom and top edges, then every height along the right, left and middle of the window, from
 * the bottom up (on a phone's table the corners all hold a row's tick box or its Edit).
 */
function places(width: number, height: number): ToastPlacement[] {
  const middle = Math.max(0, Math.round((window.innerWidth - width) / 2));
  const fixed: ToastPlacement[] = [
    PREFERRED,
    { top: MARGIN, right: MARGIN },
    { bottom: MARGIN, left: MARGIN },
    { top: MARGIN, left: MARGIN },
    { bottom: MARGIN, left: middle },
    { top: MARGIN, left: middle },
  ];
  const along: ToastPlacement[] = [];
  for (let top = window.innerHeight - MARGIN - height; top > MARGIN; top -= STEP) {
    along.push({ top, right: MARGIN }, { top, left: MARGIN }, { top, left: middle });
  }
  return [...fixed, ...along];
}

const CONTROLS =
  'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

const CLIPS = /auto|scroll|hidden|clip/;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Where the toast's box would be at this place in the window. */
function boxAt(place: ToastPlacement, width: number, height: number): Box {
  const left =
    place.left !== undefined ? place.left : window.innerWidth - (place.right ?? 0) - width;
  const top =
    place.top !== undefined ? place.top : window.innerHeight - (place.bottom ?? 0) - height;
  return { left, top, right: left + width, bottom: top + height };
}

const intersects = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The part of a control that can be seen: a row scrolled out of its table takes no room. */
function seenBox(control: Element): Box | null {
  const rect = control.getBoundingClientRect();
  const box: Box = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
  for (let node = control.parentElement; node; node = node.parentElement) {
    const { overflowX, overflowY } = getComputedStyle(node);
    if (!CLIPS.test(overflowX) && !CLIPS.test(overflowY)) continue;
    const clip = node.getBoundingClientRect();
    box.left = Math.max(box.left, clip.left);
    box.top = Math.max(box.top, clip.top);
    box.right = Math.min(box.right, clip.right);
    box.bottom = Math.min(box.bottom, clip.bottom);
  }
  return box.right > box.left && box.bottom > box.top ? box : null;
}

/** The seen boxes of the page's controls, other than the toast's own. */
function controlBoxes(toast: HTMLElement): Box[] {
  const boxes: Box[] = [];
  for (const control of document.querySelectorAll(CONTROLS)) {
    if (toast.contains(control)) continue;
    const box = seenBox(control);
    if (box) boxes.push(box);
  }
  return boxes;
}

/** The first place in the window where the toast covers no control, else the page. */
function freePlace(toast: HTMLElement): ToastPlacement {
  const { width, height } = toast.getBoundingClientRect();
  const controls = controlBoxes(toast);
  for (const place of places(width, height)) {
    const box = boxAt(place, width, height);
    if (!controls.some((control) => intersects(box, control))) return place;
  }
  return IN_THE_PAGE;
}

/**
 * Keeps a toast off the page's controls: it takes the first place in the window where it covers
 * none, and looks again as the page scrolls, resizes or changes under it (a saved row arriving
 * in a table). When no place in the window is free it sits in the page where it was put, taking
 * room of its own, and stays there until it goes: moving back would shift the page twice.
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
    const stop = () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
    const place = () => {
      frame = 0;
      const next = freePlace(toast);
      if (next === IN_THE_PAGE) stop();
      setPlacement((held) =>
        held.top === next.top &&
        held.bottom === next.bottom &&
        held.left === next.left &&
        held.right === next.right &&
        held.position === next.position
          ? held
          : next,
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    const observer = new MutationObserver(schedule);
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    place();
    return () => {
      stop();
      setPlacement(PREFERRED);
    };
  }, [toastRef, shown]);

  return placement;
}
