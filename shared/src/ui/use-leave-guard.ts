import { useEffect } from 'react';

/** Asked before a link takes the page away from a form with unsaved input. */
export const LEAVE_QUESTION = 'What you entered in this form has not been saved. Leave this page?';

/** The link a plain click would follow inside this app, or null (a new tab, another site…). */
function inAppLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null;
  }
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  return link.origin === window.location.origin ? link : null;
}

/**
 * While `dirty`, leaving the page asks first: closing or reloading the tab and going to
 * another site through the browser's own question (beforeunload), and the app's links (router
 * links, the side menu) through a confirmation. The shell's router is a declarative
 * <BrowserRouter> (docs/decisions/006), where react-router's useBlocker cannot work, so links
 * are caught before the router hears the click. Back is useBackGuard's job.
 */
export function useLeaveGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    // Capture on the document runs before React's listeners on its root.
    const onClick = (event: MouseEvent) => {
      if (!inAppLink(event) || window.confirm(LEAVE_QUESTION)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);
}
