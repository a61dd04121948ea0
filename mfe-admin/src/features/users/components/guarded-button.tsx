import type { ReactNode } from 'react';
import { Button, type ButtonVariant, Tooltip } from '@freight/ui';

interface GuardedButtonProps {
  /** When set, the button is disabled and this reason shows as its tooltip. */
  blockedReason?: string;
  variant?: ButtonVariant;
  label: string;
  onClick: () => void;
  children: ReactNode;
}

/** A row action that may be off limits; the Tooltip wraps a disabled button in a focusable anchor. */
export function GuardedButton({ blockedReason, variant = 'outline', label, onClick, children }: GuardedButtonProps) {
  const button = (
    <Button size="sm" variant={variant} aria-label={label} disabled={Boolean(blockedReason)} onClick={onClick}>
      {children}
    </Button>
  );
  return blockedReason ? <Tooltip content={blockedReason}>{button}</Tooltip> : button;
}
