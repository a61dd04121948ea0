import { useCallback, useEffect, useRef, useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@freight/domain';

/** Open/closed state of the mobile menu: Escape closes it (focus back on the toggle), so does growing to desktop. */
export function useMobileMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const toggle = useCallback(() => setIsOpen((open) => !open), []);
  const close = useCallback(() => setIsOpen(false), []);

  useEffect(() => {
    if (!isOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      toggleRef.current?.focus();
    };
    const desktop = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const onResize = () => {
      if (desktop.matches) setIsOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener?.('change', onResize);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener?.('change', onResize);
    };
  }, [isOpen]);

  return { isOpen, toggle, close, toggleRef };
}
