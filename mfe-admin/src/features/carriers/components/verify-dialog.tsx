import styled from 'styled-components';
import { CARRIER_VERIFICATION_MESSAGES, documentsMissingForVerification, type User, VERIFICATION_OVERRIDE_MESSAGES } from '@freight/domain';
import { Alert, Button, Field, Textarea } from '@freight/ui';
import { Dialog } from '@freight/ui/widgets';
import { useReasonForm } from '../hooks/use-reason-form';

export interface VerifyDialogProps {
  /** The carrier to verify without its documents; null keeps the dialog closed. */
  carrier: User | null;
  /** Resolves to an error (kept open, the server's reason shown) or null (closes). */
  onVerify: (carrier: User, overrideReason: string) => Promise<unknown>;
  onClose: () => void;
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * A carrier without its certificate of insurance or W-9 on file is verified only on staff's override
 * reason, which the status history and the audit log keep (the carrier's email does not carry it).
 */
export function VerifyDialog({ carrier, onVerify, onClose }: VerifyDialogProps) {
  const { reason, setReason, error, busy, submit } = useReasonForm(carrier, {
    field: 'overrideReason',
    required: VERIFICATION_OVERRIDE_MESSAGES.reasonRequired,
    failed: CARRIER_VERIFICATION_MESSAGES.verifyFailed,
    send: onVerify,
    onClose,
  });
  const missing = documentsMissingForVerification(carrier?.carrierDocuments);

  return (
    <Dialog
      open={carrier !== null}
      onClose={onClose}
      dismissible={!busy}
      title={`Verify ${carrier?.companyName ?? ''}`}
      description="Verifying lets the carrier book and be awarded loads. The reason stays in its status history and the audit log."
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={submit} loading={busy}>
            Verify with override
          </Button>
        </>
      }
    >
      <Stack>
        {missing.length > 0 && <Alert tone="warning" title="Documents missing" role="note">{VERIFICATION_OVERRIDE_MESSAGES.documentsMissing(missing)}</Alert>}
        <Field label="Override reason" error={error} required hint="For example: the insurer confirmed the policies by phone.">
          <Textarea rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
      </Stack>
    </Dialog>
  );
}
