import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import {
  ADMIN_TOASTS,
  detailsEditable,
  easternDateTimeToIso,
  formatEasternDateTime,
  formatTimeWindow,
  POD_CONTENT_TYPES,
  POD_MAX_BYTES,
  RECORDABLE_EVENT_KINDS,
  type RecordableEventKind,
  lateness,
  refusalOf,
  type Shipment,
  type ShipmentDetails,
  SHIPMENT_EVENT_LABELS,
  SHIPMENT_TIMING_TEXTS,
  SHIPMENT_DOCUMENT_LABELS,
  SHIPMENT_MESSAGES,
  lastReportedPlace,
} from '@freight/domain';
import { type FieldErrors, shipmentDetailsSchema, validate } from '@freight/domain/schemas';
import { errorBodyOf, errorMessage } from '@freight/platform';
import {
  Alert,
  Button,
  Field,
  Input,
  LaneMap,
  Select,
  ShipmentDetailsFields,
  shipmentDetailsBody,
  shipmentDetailsForm,
  ShipmentStatusBadge,
  ShipmentTimeline,
  Spinner,
  Textarea,
  withShipmentDetail,
} from '@freight/ui';
import { Dialog } from '@freight/ui/widgets';
import { useAdminAction } from '../../../components/use-admin-action';
import {
  shipmentDocumentUrl,
  useCancelShipmentMutation,
  useGetAdminShipmentQuery,
  useRecordShipmentEventMutation,
  useUpdateShipmentDetailsMutation,
  useUploadProofOfDeliveryMutation,
} from '../api/admin-shipments-api';
import { ShipmentMargin } from './shipment-margin';
import { CreditReviewPanel } from './credit-review-panel';
import { ShipmentOffers } from './shipment-offers';
import { TrackingLinkSection } from './tracking-link-section';
import { TrailerTypeForm } from './trailer-type-form';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const RoadNotes = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[5]};
  }
`;

/** The carrier's driver on the load and its check calls from the road, for staff. */
function FromTheRoad({ shipment }: { shipment: Shipment }) {
  if (!shipment.driver && !shipment.checkCalls?.length) return null;
  return (
    <RoadNotes>
      {shipment.driver && <p>{`Driver: ${shipment.driver.name} · ${shipment.driver.phone} · Truck ${shipment.driver.truckNumber} · Trailer ${shipment.driver.trailerNumber}`}</p>}
      {shipment.checkCalls?.length ? (
        <>
          <h3>Check calls</h3>
          <ul aria-label="Check calls">
            {shipment.checkCalls.map((call) => (
              <li key={call.at}>{`${formatEasternDateTime(call.at)}, ${call.by}: ${call.note}`}</li>
            ))}
          </ul>
        </>
      ) : null}
    </RoadNotes>
  );
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-content: start;
  h3 { font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

const Summary = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a { color: ${({ theme }) => theme.colors.blue700}; font-weight: 600; }
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h3 { font-size: ${({ theme }) => theme.fontSizes.md}; }
  p { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const stateOf = (s: Shipment) => ({ status: s.status, exceptionOpen: Boolean(s.exception), hasPod: Boolean(s.pod) });

/** The events staff may record on this shipment now (the same rule the API applies). */
const allowedKinds = (s: Shipment) => RECORDABLE_EVENT_KINDS.filter((kind) => refusalOf(stateOf(s), kind) === null);

function EventForm({ shipment }: { shipment: Shipment }) {
  const kinds = allowedKinds(shipment);
  const [kind, setKind] = useState<RecordableEventKind | ''>(kinds[0] ?? '');
  const [city, setCity] = useState('');
  const [state, setState] = useState('');
  const [note, setNote] = useState('');
  const [happened, setHappened] = useState({ date: '', time: '' });
  const [eta, setEta] = useState({ date: '', time: '' });
  const [error, setError] = useState<string | undefined>();
  const [record, { isLoading }] = useRecordShipmentEventMutation();
  const run = useAdminAction();
  const chosen = kinds.includes(kind as RecordableEventKind) ? (kind as RecordableEventKind) : kinds[0];
  if (!chosen) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const at = easternDateTimeToIso(happened.date, happened.time);
    const etaIso = easternDateTimeToIso(eta.date, eta.time);
    if (at === null || etaIso === null) {
      setError(at === null ? SHIPMENT_MESSAGES.eventTimeInvalid : SHIPMENT_MESSAGES.etaInvalid);
      return;
    }
    const failure = await run(() => record({ id: shipment.id, kind: chosen, city, state, note, at, eta: etaIso }).unwrap(), ADMIN_TOASTS.shipmentEventRecorded);
    setError(failure ? errorMessage(failure) : undefined);
    if (!failure) {
      setNote('');
      setHappened({ date: '', time: '' });
    }
  }

  return (
    <Form onSubmit={(e) => void submit(e)} aria-label="Record an event">
      <h3>Record an event</h3>
      <Field label="Event">
        <Select value={chosen} options={kinds.map((value) => ({ value, label: SHIPMENT_EVENT_LABELS[value] }))} onChange={(e) => setKind(e.target.value as RecordableEventKind)} />
      </Field>
      <Row>
        <Field label="City">
          <Input value={city} onChange={(e) => setCity(e.target.value)} autoComplete="off" />
        </Field>
        <Field label="State">
          <Input value={state} onChange={(e) => setState(e.target.value)} maxLength={2} autoComplete="off" />
        </Field>
      </Row>
      <Row>
        <Field label="Happened on (Eastern)" hint="Leave empty for now">
          <Input type="date" value={happened.date} onChange={(e) => setHappened({ ...happened, date: e.target.value })} />
        </Field>
        <Field label="At (Eastern)">
          <Input type="time" value={happened.time} onChange={(e) => setHappened({ ...happened, time: e.target.value })} />
        </Field>
      </Row>
      {chosen !== 'delivered' && chosen !== 'completed' && (
        <Row>
          <Field label="Estimated delivery (Eastern)" hint="Optional: shown to the customer and on the tracking page">
            <Input type="date" value={eta.date} onChange={(e) => setEta({ ...eta, date: e.target.value })} />
          </Field>
          <Field label="ETA time (Eastern)">
            <Input type="time" value={eta.time} onChange={(e) => setEta({ ...eta, time: e.target.value })} />
          </Field>
        </Row>
      )}
      <Field label={chosen === 'exception-raised' ? 'What happened (required)' : 'Note'}>
        <Textarea value={note} onChange={(e) => setNote(e.target.value)} rows={2} />
      </Field>
      {error && (
        <Alert tone="danger" title={error} />
      )}
      <Button type="submit" loading={isLoading}>
        Record {SHIPMENT_EVENT_LABELS[chosen]}
      </Button>
    </Form>
  );
}

function PodForm({ shipment }: { shipment: Shipment }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [upload, { isLoading }] = useUploadProofOfDeliveryMutation();
  const run = useAdminAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setError(SHIPMENT_MESSAGES.podEmpty);
    if (file.size > POD_MAX_BYTES) return setError(SHIPMENT_MESSAGES.podTooLarge);
    const failure = await run(() => upload({ id: shipment.id, file }).unwrap(), ADMIN_TOASTS.podUploaded);
    setError(failure ? errorMessage(failure) : undefined);
  }

  return (
    <Form onSubmit={(e) => void submit(e)} aria-label="Proof of delivery">
      <h3>{SHIPMENT_DOCUMENT_LABELS.pod}</h3>
      {shipment.pod && <Summary>On file: {shipment.pod.name}</Summary>}
      <Field label="PDF, JPEG or PNG, up to 10 MB">
        <Input type="file" accept={POD_CONTENT_TYPES.join(',')} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </Field>
      {error && <Alert tone="danger" title={error} />}
      <Button type="submit" variant="outline" loading={isLoading}>
        Upload proof of delivery
      </Button>
    </Form>
  );
}

function CancelForm({ shipment }: { shipment: Shipment }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [cancel, { isLoading }] = useCancelShipmentMutation();
  const run = useAdminAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setError(SHIPMENT_MESSAGES.reasonRequired);
    const failure = await run(() => cancel({ id: shipment.id, reason }).unwrap(), ADMIN_TOASTS.shipmentCancelled);
    setError(failure ? errorMessage(failure) : undefined);
  }

  return (
    <Form onSubmit={(e) => void submit(e)} aria-label="Cancel the shipment">
      <h3>Cancel the shipment</h3>
      <Field label="Reason">
        <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={2} />
      </Field>
      {error && <Alert tone="danger" title={error} />}
      <Button type="submit" variant="danger" loading={isLoading}>
        Cancel shipment
      </Button>
    </Form>
  );
}

/** Staff change the shipping details until pickup (the same fields and rules as the customer's booking). */
function DetailsForm({ shipment, onDone }: { shipment: Shipment; onDone: () => void }) {
  const [form, setForm] = useState(() => shipmentDetailsForm(shipment));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | undefined>();
  const [save, { isLoading }] = useUpdateShipmentDetailsMutation();
  const run = useAdminAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(shipmentDetailsSchema, shipmentDetailsBody(form));
    if (checked.errors) {
      setErrors(checked.errors);
      setError(Object.values(checked.errors)[0]);
      return;
    }
    const failure = await run(() => save({ id: shipment.id, details: checked.value as ShipmentDetails }).unwrap(), ADMIN_TOASTS.shipmentDetailsSaved);
    setErrors(failure ? (errorBodyOf(failure).errors ?? {}) : {});
    setError(failure ? errorMessage(failure) : undefined);
    if (!failure) onDone();
  }

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate aria-label="Shipping details">
      <h3>Shipping details</h3>
      <ShipmentDetailsFields value={form} onChange={(path, value) => setForm((previous) => withShipmentDetail(previous, path, value))} errors={errors} />
      {error && <Alert tone="danger" title={error} />}
      <Actions>
        <Button type="button" variant="outline" onClick={onDone}>
          Discard changes
        </Button>
        <Button type="submit" loading={isLoading}>
          Save details
        </Button>
      </Actions>
    </Form>
  );
}

/**
 * One shipment for staff: its timeline and documents, with the events that may be recorded now, the
 * POD upload and cancelling; its tracking link (copy, or a new one); its trailer type and the load board.
 */
export function ShipmentDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { data: shipment, isLoading, isError } = useGetAdminShipmentQuery(id);
  const canCancel = shipment ? refusalOf(stateOf(shipment), 'cancelled') === null : false;
  const podOpen = shipment ? shipment.status === 'delivered' || shipment.status === 'completed' : false;
  const [editing, setEditing] = useState(false);
  const late = shipment ? lateness(shipment) : null;
  return (
    <Dialog open onClose={onClose} size="lg" title={shipment ? `Shipment ${shipment.number}` : 'Shipment'} description={shipment ? `${shipment.customer.companyName} · ${shipment.origin.city}, ${shipment.origin.state} → ${shipment.destination.city}, ${shipment.destination.state}` : undefined}>
      {isLoading && <Spinner label="Loading the shipment..." showLabel />}
      {isError && <Alert tone="danger" title={SHIPMENT_MESSAGES.notFound} />}
      {shipment && (
        <Body>
          <Summary>
            <ShipmentStatusBadge status={shipment.status} exception={Boolean(shipment.exception)} late={Boolean(late)} />
            <span>
              Pickup {formatTimeWindow(shipment.pickupWindow)} · Delivery {formatTimeWindow(shipment.deliveryWindow)}
            </span>
          </Summary>
          {late && <Alert tone="warning" title={SHIPMENT_TIMING_TEXTS.why(late)} />}
          {shipment.exception && <Alert tone="warning" title={`${SHIPMENT_EVENT_LABELS['exception-raised']}: ${shipment.exception.note}`} />}
          <CreditReviewPanel shipment={shipment} />
          <Links>
            <a href={shipmentDocumentUrl(shipment.id, 'bill-of-lading')} download>
              {SHIPMENT_DOCUMENT_LABELS.bol}
            </a>
            {shipment.pod && (
              <a href={shipmentDocumentUrl(shipment.id, 'pod')} download>
                {SHIPMENT_DOCUMENT_LABELS.pod}
              </a>
            )}
          </Links>
          <ShipmentMargin id={shipment.id} />
          <Columns>
            <Section aria-labelledby="admin-map-heading">
              <h3 id="admin-map-heading">Map</h3>
              <LaneMap src={`/api/shipments/${shipment.id}/map.svg?v=${encodeURIComponent(shipment.updatedAt)}`} origin={shipment.origin} current={lastReportedPlace(shipment.events)} destination={shipment.destination} />
            </Section>
            <TrackingLinkSection shipment={shipment} />
          </Columns>
          {editing && detailsEditable(shipment.status) ? (
            <DetailsForm shipment={shipment} onDone={() => setEditing(false)} />
          ) : (
            detailsEditable(shipment.status) && (
              <div>
                <Button type="button" variant="outline" size="sm" onClick={() => setEditing(true)}>
                  Edit shipping details
                </Button>
              </div>
            )
          )}
          <Columns>
            <div>
              <ShipmentTimeline events={shipment.events} />
              <FromTheRoad shipment={shipment} />
            </div>
            <div>
              <EventForm key={`${shipment.status}-${shipment.events.length}`} shipment={shipment} />
              {podOpen && <PodForm shipment={shipment} />}
              {canCancel && <CancelForm shipment={shipment} />}
            </div>
          </Columns>
          <TrailerTypeForm key={`${shipment.trailerType ?? ''}-${shipment.status}-${Boolean(shipment.award)}`} shipment={shipment} />
          {shipment.status !== 'cancelled' && shipment.status !== 'held' && <ShipmentOffers shipment={shipment} />}
        </Body>
      )}
    </Dialog>
  );
}
