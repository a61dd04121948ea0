import { useRef, useState } from 'react';
import styled from 'styled-components';
import { ADMIN_TOASTS, formatEasternDateTime, type Shipment, SHIPMENT_MESSAGES } from '@freight/domain';
import { copyText, errorMessage, useToast } from '@freight/platform';
import { Alert, Button } from '@freight/ui';
import { ConfirmDialog } from '@freight/ui/widgets';
import { useAdminAction } from '../../../components/use-admin-action';
import { useCreateStaffTrackingLinkMutation } from '../api/admin-shipments-api';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-content: start;
  h3 { font-size: ${({ theme }) => theme.fontSizes.md}; }
  p { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  input {
    flex: 1 1 18rem;
    min-width: 0;
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    padding: ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    background: ${({ theme }) => theme.colors.gray50};
  }
`;

/**
 * The shipment's live tracking link, for staff to read out or send on, with Copy; staff make a new
 * one as the customer can on its page (a new link replaces the live one after the same warning). A
 * cancelled shipment has none.
 */
export function TrackingLinkSection({ shipment }: { shipment: Shipment }) {
  const { toast } = useToast();
  const [create, { isLoading: creating }] = useCreateStaffTrackingLinkMutation();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const run = useAdminAction();
  const box = useRef<HTMLInputElement>(null);
  const link = shipment.tracking?.path ? `${window.location.origin}${shipment.tracking.path}` : null;

  async function make() {
    const failure = await run(() => create({ id: shipment.id }).unwrap(), ADMIN_TOASTS.trackingLinkCreated);
    setConfirming(false);
    setError(failure ? errorMessage(failure) : undefined);
  }

  async function copy() {
    if (!link) return;
    if (await copyText(link, box.current)) toast({ title: SHIPMENT_MESSAGES.trackingCopied, variant: 'success' });
    else toast({ title: 'Could not copy the link', description: 'Select the link and copy it by hand.', variant: 'destructive' });
  }

  return (
    <Section aria-labelledby="admin-tracking-heading">
      <h3 id="admin-tracking-heading">Tracking link</h3>
      {shipment.status === 'cancelled' ? (
        <p>{SHIPMENT_MESSAGES.trackingCancelledShipment}</p>
      ) : (
        <>
          {link && (
            <>
              <LinkRow>
                <input ref={box} readOnly value={link} aria-label="Tracking link" onFocus={(e) => e.currentTarget.select()} />
                <Button type="button" size="sm" variant="outline" onClick={() => void copy()}>
                  Copy link
                </Button>
              </LinkRow>
              <p>Active since {formatEasternDateTime(shipment.tracking!.createdAt)}</p>
            </>
          )}
          {shipment.tracking && !link && <p>{SHIPMENT_MESSAGES.trackingNotShown}</p>}
          {!shipment.tracking && <p>No live link (it was revoked, or never made). Create one to send to the customer or the consignee.</p>}
          <div>
            <Button type="button" size="sm" variant="outline" onClick={() => (shipment.tracking ? setConfirming(true) : void make())} loading={creating && !confirming}>
              {shipment.tracking ? 'Create a new link' : 'Create tracking link'}
            </Button>
          </div>
          {error && <Alert tone="danger" title={error} />}
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={SHIPMENT_MESSAGES.trackingReplaceTitle}
        description={SHIPMENT_MESSAGES.trackingReplaceWarning}
        confirmLabel="Create a new link"
        tone="danger"
        loading={creating}
        onConfirm={() => void make()}
        onCancel={() => setConfirming(false)}
      />
    </Section>
  );
}
