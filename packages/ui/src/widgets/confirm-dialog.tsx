import type { ReactNode } from 'react';
import { Button } from '../components/button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** danger for destructive actions (delete), primary otherwise. */
  tone?: 'danger' | 'primary';
  /** Shows a busy confirm button and keeps the dialog open. */
  loading?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape, × and backdrop. */
  onCancel: () => void;
  children?: ReactNode;
}

/** "Are you sure?" modal. Focus starts on Cancel so Enter never destroys anything by accident. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'primary',
  loading = false,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={description}
      size="sm"
      dismissible={!loading}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
