import { CARRIER_VERIFICATION_MESSAGES, type User } from '@freight/domain';
import { Button, Field, Textarea } from '@freight/ui';
import { Dialog } from '@freight/ui/widgets';
import { useReasonForm } from '../hooks/use-reason-form';

export interface SuspendDialogProps {
  /** The carrier to suspend; null keeps the dialog closed. */
  carrier: User | null;
  /** Resolves to an error (kept open, the server's reason shown) or null (closes). */
  onSuspend: (carrier: User, reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** A suspension needs its reason: the carrier reads it in the email, staff in the history. */
export function SuspendDialog({ carrier, onSuspend, onClose }: SuspendDialogProps) {
  const { reason, setReason, error, busy, submit } = useReasonForm(carrier, {
    field: 'reason',
    required: CARRIER_VERIFICATION_MESSAGES.reasonRequired,
    failed: CARRIER_VERIFICATION_MESSAGES.suspendFailed,
    send: onSuspend,
    onClose,
  });

  return (
    <Dialog
      open={carrier !== null}
      onClose={onClose}
      dismissible={!busy}
      title={`Suspend ${carrier?.companyName ?? ''}`}
      description="No loads are offered to a suspended carrier. The carrier is emailed this reason."
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={submit} loading={busy}>
            Suspend carrier
          </Button>
        </>
      }
    >
      <Field label="Reason for the suspension" error={error} required>
        <Textarea rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </Field>
    </Dialog>
  );
}
