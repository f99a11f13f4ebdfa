import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

// Unsaved changes: while a form holds some, closing or reloading the tab asks the browser's own
// question, and following a link inside the shop (the console's nav, a breadcrumb) is held until the
// user says to leave. Links are caught before the router sees them, so the console needs no router API
// the storefront does not already load (docs/decisions/024-the-console.md). The browser's Back button
// is not held; the tab's question still covers a reload or a close.

function linkTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const to = `${url.pathname}${url.search}${url.hash}`;
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  return to === here ? null : to;
}

/** While `dirty`: the path a link click was held at (to ask about), and the answers. */
export function useLeaveGuard(dirty: boolean) {
  const navigate = useNavigate();
  const [held, setHeld] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      const to = linkTarget(event);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setHeld(to);
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);

  return {
    held,
    stay: () => setHeld(null),
    leave: () => {
      const to = held;
      setHeld(null);
      if (to) navigate(to);
    },
  };
}
