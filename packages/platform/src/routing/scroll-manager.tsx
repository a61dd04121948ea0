import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long to wait for a hash target that a lazily loaded page has not rendered yet. */
const HASH_TARGET_WAIT_MS = 3000;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

function findTarget(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.slice(1));
  return id ? document.getElementById(id) : null;
}

function scrollToHash(hash: string): () => void {
  const scroll = (el: HTMLElement) => el.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  const target = findTarget(hash);
  if (target) {
    scroll(target);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const late = findTarget(hash);
    if (!late) return;
    stop();
    scroll(late);
  });
  const timer = setTimeout(() => stop(), HASH_TARGET_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * New pages start at the top; links with a hash (/#services) scroll smoothly to their section,
 * waiting briefly for a page that is still loading. Back/forward keeps the browser's own position.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (hash) return scrollToHash(hash);
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0 });
    return undefined;
  }, [pathname, hash, navigationType]);

  return null;
}
