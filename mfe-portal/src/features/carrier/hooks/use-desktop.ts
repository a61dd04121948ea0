import { useEffect, useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@freight/domain';

const DESKTOP = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** Whether the window is desktop-wide (the theme's breakpoint), following it as it is resized. */
export function useDesktop(): boolean {
  const [desktop, setDesktop] = useState(() => typeof window !== 'undefined' && window.matchMedia(DESKTOP).matches);
  useEffect(() => {
    const query = window.matchMedia(DESKTOP);
    const onChange = () => setDesktop(query.matches);
    onChange();
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);
  return desktop;
}
