import { useState } from 'react';
import { ConfirmDialog } from '@freight/ui/widgets';

export interface DeleteConfirmProps {
  /** What is being deleted, e.g. "carrier rate Keystone Transport"; null keeps the dialog closed. */
  subject: string | null;
  detail?: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** "Delete …?" with a danger button that stays busy until the server has answered. */
export function DeleteConfirm({ subject, detail, onConfirm, onClose }: DeleteConfirmProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await onConfirm();
    setBusy(false);
    onClose();
  };
  return (
    <ConfirmDialog
      open={subject !== null}
      title={`Delete ${subject ?? ''}?`}
      description={detail ?? 'This cannot be undone.'}
      confirmLabel="Delete"
      tone="danger"
      loading={busy}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
