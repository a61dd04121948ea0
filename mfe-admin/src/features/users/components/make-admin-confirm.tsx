import { useState } from 'react';
import { ADMIN_FORM_TEXTS, type User } from '@freight/domain';
import { ConfirmDialog } from '@freight/ui/widgets';

export interface MakeAdminConfirmProps {
  /** Whom to make an admin; null keeps the dialog closed. */
  user: User | null;
  onConfirm: (user: User) => Promise<unknown>;
  onClose: () => void;
}

/** Admin rights open the whole admin area: granted only once confirmed, never in one click. */
export function MakeAdminConfirm({ user, onConfirm, onClose }: MakeAdminConfirmProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await onConfirm(user!);
    setBusy(false);
    onClose();
  };
  return (
    <ConfirmDialog
      open={user !== null}
      title={ADMIN_FORM_TEXTS.makeAdminTitle(user ? `${user.firstName} ${user.lastName}` : '')}
      description={ADMIN_FORM_TEXTS.makeAdminDetail}
      confirmLabel={ADMIN_FORM_TEXTS.makeAdmin}
      loading={busy}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
