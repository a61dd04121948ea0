import styled from 'styled-components';
import { CARRIER_STATUS_LABELS, formatLongDate, type User } from '@freight/domain';
import { Button } from '@freight/ui';
import { Dialog } from '@freight/ui/widgets';
import { EmailText } from '../../../components/email-text';
import { CarrierStatusBadge } from './carrier-status-badge';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  dt {
    color: ${({ theme }) => theme.colors.gray600};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: ${({ theme }) => theme.space[2]};
    }
  }
`;

const History = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Heading = styled.h3`
  font-size: 1rem;
  margin: 0 0 ${({ theme }) => theme.space[2]};
`;

export interface CarrierDetailsDialogProps {
  carrier: User | null;
  onClose: () => void;
}

/** Everything staff check before verifying: the carrier's authority, fleet, lanes, insurance and its history. */
export function CarrierDetailsDialog({ carrier, onClose }: CarrierDetailsDialogProps) {
  const info = carrier?.carrierInfo;
  return (
    <Dialog
      open={carrier !== null}
      onClose={onClose}
      size="lg"
      title={carrier?.companyName ?? ''}
      description={carrier ? <CarrierStatusBadge status={carrier.carrierStatus} /> : undefined}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      {carrier && (
        <>
          <Facts>
            <dt>Contact</dt>
            <dd>{`${carrier.firstName} ${carrier.lastName} (${carrier.username})`}</dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${carrier.email}`}>
                <EmailText email={carrier.email} />
              </a>
            </dd>
            <dt>Phone</dt>
            <dd>{carrier.phone ? <a href={`tel:${carrier.phone.replace(/[^\d+]/g, '')}`}>{carrier.phone}</a> : 'None given'}</dd>
            <dt>USDOT number</dt>
            <dd>{info?.dotNumber}</dd>
            <dt>MC number</dt>
            <dd>{info?.mcNumber || 'None given'}</dd>
            <dt>Fleet size</dt>
            <dd>{info?.fleetSize}</dd>
            <dt>Equipment</dt>
            <dd>{info?.equipmentTypes.join(', ')}</dd>
            <dt>Operating regions</dt>
            <dd>{info?.operatingRegions.join(', ')}</dd>
            <dt>Liability insurance</dt>
            <dd>{info?.insuranceInfo.liability}</dd>
            <dt>Cargo insurance</dt>
            <dd>{info?.insuranceInfo.cargo}</dd>
            <dt>Safety rating</dt>
            <dd>{info?.safetyRating || 'Not given'}</dd>
            <dt>Registered</dt>
            <dd>{formatLongDate(carrier.createdAt)}</dd>
          </Facts>
          <Heading>Status history</Heading>
          <History>
            {(carrier.carrierStatusHistory ?? []).map((change) => (
              <li key={`${change.at}-${change.status}`}>
                <strong>{CARRIER_STATUS_LABELS[change.status]}</strong>
                {` on ${formatLongDate(change.at)}, ${change.by === 'registration' ? 'at registration' : `by ${change.by}`}`}
                {change.reason ? `: ${change.reason}` : ''}
              </li>
            ))}
          </History>
        </>
      )}
    </Dialog>
  );
}
