import styled from 'styled-components';
import {
  authorityCheckOf,
  authorityCheckText,
  CARRIER_DOCUMENT_LABELS,
  CARRIER_STATUS_LABELS,
  DOCUMENT_REVIEW_LABELS,
  FMCSA_MESSAGES,
  type FmcsaLookup,
  formatLongDate,
  isExpired,
  policyExpiryLines,
  type User,
  VERIFICATION_OVERRIDE_MESSAGES,
} from '@freight/domain';
import { errorMessage } from '@freight/platform';
import { Alert, Badge, Button } from '@freight/ui';
import { Dialog } from '@freight/ui/widgets';
import { EmailText } from '../../../components/email-text';
import { carrierDocumentUrl, useLookUpFmcsaMutation } from '../api/carriers-api';
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

const Documents = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    align-items: center;
    overflow-wrap: anywhere;
  }
`;

const Answer = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
`;

const Section = styled.section`
  margin: 0 0 ${({ theme }) => theme.space[5]};
`;

/** The carrier's certificate of insurance and W-9: download, its policies' expiry dates, review state. */
function CarrierDocumentList({ carrier }: { carrier: User }) {
  const documents = carrier.carrierDocuments ?? [];
  return (
    <Section aria-labelledby={`carrier-${carrier.id}-documents`}>
      <Heading id={`carrier-${carrier.id}-documents`}>Documents</Heading>
      {documents.length === 0 ? (
        <p>No documents uploaded yet.</p>
      ) : (
        <Documents>
          {documents.map((doc) => {
            const expired = doc.expiresOn ? isExpired(doc.expiresOn) : false;
            return (
              <li key={doc.id}>
                <strong>{CARRIER_DOCUMENT_LABELS[doc.type]}</strong>
                <a href={carrierDocumentUrl(carrier.id, doc.id)} download aria-label={`Download ${CARRIER_DOCUMENT_LABELS[doc.type]} (${doc.name})`}>
                  {doc.name}
                </a>
                <span>{`uploaded ${formatLongDate(doc.uploadedAt)}`}</span>
                {policyExpiryLines(doc).map((line) => (
                  <span key={line.policy}>{line.text}</span>
                ))}
                <Badge tone={expired ? 'danger' : doc.review === 'accepted' ? 'success' : 'warning'}>{expired ? 'Expired' : DOCUMENT_REVIEW_LABELS[doc.review]}</Badge>
              </li>
            );
          })}
        </Documents>
      )}
    </Section>
  );
}

function FmcsaAnswer({ answer }: { answer: FmcsaLookup }) {
  if (!answer.checked) return <Alert tone={answer.reason === 'not-configured' ? 'info' : 'warning'} title={answer.message} />;
  if (!answer.found) return <Alert tone="warning" title={answer.message} />;
  return (
    <Facts aria-label="FMCSA answer">
      <dt>Legal name</dt>
      <dd>{answer.legalName}</dd>
      <dt>Operating status</dt>
      <dd>{answer.operatingStatus}</dd>
      <dt>Allowed to operate</dt>
      <dd>{answer.allowedToOperate ? 'Yes' : 'No'}</dd>
      <dt>Checked</dt>
      <dd>{formatLongDate(answer.checkedAt)}</dd>
    </Facts>
  );
}

/** Staff ask FMCSA about the USDOT number; nothing is shown as checked unless FMCSA answered (its answer is kept as the authority check). */
function FmcsaLookUp({ carrier }: { carrier: User }) {
  const [lookUp, { data, error, isLoading }] = useLookUpFmcsaMutation();
  return (
    <Section aria-labelledby={`carrier-${carrier.id}-fmcsa`}>
      <Heading id={`carrier-${carrier.id}-fmcsa`}>FMCSA</Heading>
      <Button variant="outline" size="sm" loading={isLoading} onClick={() => void lookUp(carrier.id)}>
        {FMCSA_MESSAGES.button}
      </Button>
      <Answer aria-live="polite">{!isLoading && (error ? <Alert tone="danger" title={errorMessage(error)} /> : data ? <FmcsaAnswer answer={data} /> : null)}</Answer>
    </Section>
  );
}

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
            <dt>Authority check</dt>
            <dd>{authorityCheckText(authorityCheckOf(carrier))}</dd>
            <dt>Registered</dt>
            <dd>{formatLongDate(carrier.createdAt)}</dd>
          </Facts>
          <CarrierDocumentList carrier={carrier} />
          <FmcsaLookUp carrier={carrier} />
          <Heading>Status history</Heading>
          <History>
            {(carrier.carrierStatusHistory ?? []).map((change) => (
              <li key={`${change.at}-${change.status}`}>
                <strong>{CARRIER_STATUS_LABELS[change.status]}</strong>
                {` on ${formatLongDate(change.at)}, ${change.by === 'registration' ? 'at registration' : `by ${change.by}`}`}
                {change.override?.length ? ` ${VERIFICATION_OVERRIDE_MESSAGES.without(change.override)}` : ''}
                {change.reason ? `: ${change.reason}` : ''}
              </li>
            ))}
          </History>
        </>
      )}
    </Dialog>
  );
}
