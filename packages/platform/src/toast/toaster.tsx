import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { ToastData } from './toast-types';
import { ToastItem } from './toast-item';

export const TOAST_HOTKEY = 'F8';

const Region = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndices.toast};
  width: calc(100% - 2 * ${({ theme }) => theme.space[4]});
  max-width: 420px;
  pointer-events: none;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 4px; }
  ${({ theme }) => theme.media.mobile} {
    top: ${({ theme }) => theme.space[4]};
    bottom: auto;
  }
`;

// Not a list: one toast at a time, and each toast is its own live status region.
const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

interface ToasterProps {
  toast: ToastData | null;
  onDismiss: (id: number) => void;
}

/** The notification region: always present so screen readers hear new toasts; F8 moves focus to it. */
export function Toaster({ toast, onDismiss }: ToasterProps) {
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      region.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Region ref={region} role="region" aria-label={`Notifications (${TOAST_HOTKEY})`} tabIndex={-1}>
      <Stack>{toast && <ToastItem key={toast.id} toast={toast} onDismiss={() => onDismiss(toast.id)} />}</Stack>
    </Region>
  );
}
