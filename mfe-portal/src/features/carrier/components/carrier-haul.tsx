import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import {
  type AssignedLoad,
  carrierNextStep,
  type CarrierEventKind,
  DRIVER_MESSAGES,
  earlyPickup,
  formatLane,
  formatTimeWindow,
  formatWeightLbs,
  type HaulDetails,
  LOAD_BOARD_MESSAGES,
  POD_CONTENT_TYPES,
  POD_MAX_BYTES,
  SHIPMENT_EVENT_LABELS,
  SHIPMENT_MESSAGES,
  SHIPMENT_TIMING_TEXTS,
  type ShipmentParty,
  type TimeWindow,
} from '@freight/domain';
import { errorMessage, useToast } from '@freight/platform';
import { Alert, Button, Checkbox, Field, Input, ShipmentTimeline, Textarea } from '@freight/ui';
import { Dialog } from '@freight/ui/widgets';
import { billOfLadingUrl, rateConfirmationUrl, useCheckCallMutation, useDeliverLoadMutation, useNearestPlaceMutation, useRecordCarrierEventMutation } from '../api/carrier-loads-api';

/** What the carrier can do from the road: its next milestone, another location while rolling, an exception. */
type Step = CarrierEventKind | 'delivered';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space[4]};
`;

const Stops = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Stop = styled.section`
  display: grid;
  gap: 2px;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  address {
    font-style: normal;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: 1.5;
    overflow-wrap: anywhere;
  }
  a {
    font-weight: 600;
  }
`;

/** The carrier's buttons: full width and thumb-sized on a phone, in a row on a desk. */
const StepButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.media.mobile} {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    button {
      min-height: 48px;
      width: 100%;
    }
  }
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  a {
    font-weight: 600;
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Place = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 6rem;
  gap: ${({ theme }) => theme.space[3]};
`;

const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A maps search for the stop's address: on a phone, its maps app opens it and offers the route. */
const mapsOf = (a: ShipmentParty['address']) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${a.street}, ${a.city}, ${a.state} ${a.zip}`)}`;

/** Where the phone is, from the browser (it asks the person first); rejects when refused or unavailable. */
const currentPosition = () =>
  new Promise<{ latitude: number; longitude: number }>((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject(new Error('unavailable'));
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      reject,
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
    return undefined;
  });

function StopCard({ title, party, window }: { title: string; party: ShipmentParty; window: TimeWindow }) {
  const a = party.address;
  return (
    <Stop aria-label={title}>
      <h3>{title}</h3>
      <address>
        <strong>{party.name}</strong>
        <br />
        {a.street}
        <br />
        {a.city}, {a.state} {a.zip}
        <br />
        {party.contactName} · <a href={telOf(party.phone)}>{party.phone}</a>
      </address>
      <a href={mapsOf(a)} target="_blank" rel="noreferrer" aria-label={`Navigate to the ${title.toLowerCase()}: ${a.street}, ${a.city}`}>
        Navigate
      </a>
      <p>{formatTimeWindow(window, 'ET')}</p>
    </Stop>
  );
}

const ConfirmError = styled.p`
  margin-top: calc(-1 * ${({ theme }) => theme.space[2]});
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const STEP_TEXTS: Record<Step, { button: string; title: string; submit: string }> = {
  'picked-up': { button: 'Record pickup', title: 'Record pickup', submit: 'Record pickup' },
  'in-transit': { button: 'Record in transit', title: 'Where is the load now?', submit: 'Record in transit' },
  delivered: { button: 'Mark delivered', title: 'Mark delivered', submit: 'Mark delivered' },
  'exception-raised': { button: 'Report an exception', title: 'Report an exception', submit: 'Report exception' },
};

/** One step from the road, in a dialog: where (pickup, in transit), what happened (an exception), or the proof of delivery. */
function StepDialog({ load, haul, step, onClose }: { load: AssignedLoad; haul: HaulDetails; step: Step; onClose: () => void }) {
  const texts = STEP_TEXTS[step];
  const start = step === 'picked-up' ? haul.shipper.address : null;
  const [city, setCity] = useState(start?.city ?? '');
  const [state, setState] = useState(start?.state ?? '');
  const [note, setNote] = useState('');
  const [file, setFile] = useState<File | null>(null);
  // Before the pickup window opens, a pickup is recorded only once the carrier confirms it (the server asks the same).
  const early = step === 'picked-up' && earlyPickup(load.pickupWindow, new Date());
  const [confirmedEarly, setConfirmedEarly] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<'place' | 'note' | 'file' | 'confirm' | 'form', string>>>({});
  const [record, recording] = useRecordCarrierEventMutation();
  const [nearest, locating] = useNearestPlaceMutation();
  const [where, setWhere] = useState<string>();

  // A location check-in: the phone's position (with the person's permission) becomes the nearest city.
  async function checkIn() {
    setWhere(undefined);
    try {
      const place = await nearest(await currentPosition()).unwrap();
      setCity(place.city);
      setState(place.state);
      setWhere(`${place.city}, ${place.state}`);
    } catch (failure) {
      setErrors({ place: failure instanceof Error || (failure as { code?: number })?.code !== undefined ? DRIVER_MESSAGES.locationDenied : (errorMessage(failure) ?? DRIVER_MESSAGES.noPlace) });
    }
  }
  const [deliver, delivering] = useDeliverLoadMutation();
  const { toast } = useToast();

  function problems(): typeof errors {
    if (step === 'delivered') {
      if (!file) return { file: LOAD_BOARD_MESSAGES.podRequired };
      if (file.size > POD_MAX_BYTES) return { file: SHIPMENT_MESSAGES.podTooLarge };
      return {};
    }
    if (step === 'in-transit' && (!city.trim() || !state.trim())) return { place: LOAD_BOARD_MESSAGES.inTransitPlaceRequired };
    if (state.trim() && !/^[A-Za-z]{2}$/.test(state.trim())) return { place: 'Please enter the two-letter state' };
    if (step === 'exception-raised' && !note.trim()) return { note: SHIPMENT_MESSAGES.noteRequired };
    if (early && !confirmedEarly) return { confirm: SHIPMENT_TIMING_TEXTS.confirmEarlyPickupRequired };
    return {};
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = problems();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const answer =
        step === 'delivered' ? await deliver({ id: load.id, file: file! }).unwrap() : await record({ id: load.id, kind: step, city: city.trim(), state: state.trim(), note: note.trim(), ...(early ? { confirmEarlyPickup: true } : {}) }).unwrap();
      toast({ title: answer.message, variant: 'success' });
      onClose();
    } catch (failure) {
      setErrors({ form: errorMessage(failure) });
    }
  }

  return (
    <Dialog open onClose={onClose} title={`${texts.title}: ${load.number}`} description={formatLane(load)}>
      <Form onSubmit={(e) => void submit(e)} noValidate aria-label={texts.title}>
        {step === 'delivered' ? (
          <>
            <Field label="Proof of delivery" hint="A photo or PDF of the bill of lading signed by the consignee: PDF, JPEG or PNG, up to 10 MB" error={errors.file} required>
              <Input type="file" accept={POD_CONTENT_TYPES.join(',')} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
            </Field>
            <Field label="Or take a photo of it" hint={file ? `Chosen: ${file.name}` : 'Opens the phone’s camera'}>
              <Input type="file" accept="image/jpeg,image/png" capture="environment" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
            </Field>
          </>
        ) : step === 'exception-raised' ? (
          <Field label="What happened" hint="A delay, damage, a refused load: the customer and our team are told at once" error={errors.note} required>
            <Textarea value={note} onChange={(e) => setNote(e.target.value)} rows={3} maxLength={1000} />
          </Field>
        ) : (
          <>
            <Button type="button" variant="outline" onClick={() => void checkIn()} loading={locating.isLoading}>
              Use My Location
            </Button>
            {where && <p role="status">{`Near ${where}`}</p>}
            <Place>
              <Field label="City" error={errors.place} required={step === 'in-transit'}>
                <Input value={city} onChange={(e) => setCity(e.target.value)} autoComplete="address-level2" maxLength={80} />
              </Field>
              <Field label="State" required={step === 'in-transit'}>
                <Input value={state} onChange={(e) => setState(e.target.value.toUpperCase())} autoComplete="address-level1" maxLength={2} />
              </Field>
            </Place>
            <Field label="Note">
              <Textarea value={note} onChange={(e) => setNote(e.target.value)} rows={2} maxLength={1000} />
            </Field>
            {early && (
              <>
                <Alert tone="warning" title={SHIPMENT_TIMING_TEXTS.earlyPickup(load.pickupWindow)} />
                <Checkbox
                  name="confirmEarlyPickup"
                  label={SHIPMENT_TIMING_TEXTS.confirmEarlyPickup}
                  checked={confirmedEarly}
                  onChange={(e) => setConfirmedEarly(e.target.checked)}
                  aria-invalid={errors.confirm ? true : undefined}
                  aria-describedby={errors.confirm ? 'confirm-early-error' : undefined}
                />
                {errors.confirm && (
                  <ConfirmError id="confirm-early-error" role="alert">
                    {errors.confirm}
                  </ConfirmError>
                )}
              </>
            )}
          </>
        )}
        {errors.form && <Alert tone="danger" title={errors.form} />}
        <Button type="submit" loading={recording.isLoading || delivering.isLoading}>
          {texts.submit}
        </Button>
      </Form>
    </Dialog>
  );
}

/** A check call from the road: a note for the broker's team, sent with its time. */
function CheckCallDialog({ load, onClose }: { load: AssignedLoad; onClose: () => void }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [send, { isLoading }] = useCheckCallMutation();
  const { toast } = useToast();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) return setError(DRIVER_MESSAGES.checkCallRequired);
    try {
      const answer = await send({ id: load.id, note: note.trim() }).unwrap();
      toast({ title: answer.message, variant: 'success' });
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    }
    return undefined;
  }
  return (
    <Dialog open onClose={onClose} title={`Check call: ${load.number}`} description="For our team: where you are, delays, what to expect. Sent with the time.">
      <Form onSubmit={(e) => void submit(e)} noValidate aria-label="Check call">
        <Field label="Note" error={error} required>
          <Textarea value={note} onChange={(e) => setNote(e.target.value)} rows={3} maxLength={500} />
        </Field>
        <Button type="submit" loading={isLoading}>
          Send Check Call
        </Button>
      </Form>
    </Dialog>
  );
}

/**
 * A signed load as its carrier hauls it, phone first: where to pick up and deliver and whom to call,
 * the freight, the documents, the next step in one tap, and the timeline the customer sees too.
 */
export function HaulPanel({ load, haul }: { load: AssignedLoad; haul: HaulDetails }) {
  const [step, setStep] = useState<Step | null>(null);
  const [calling, setCalling] = useState(false);
  const next = carrierNextStep(load.status);
  const rolling = load.status === 'picked-up' || load.status === 'in-transit';
  const steps: Step[] = [
    ...(next ? [next] : []),
    ...(load.status === 'in-transit' ? (['in-transit'] as const) : []),
    ...((next || rolling) && !haul.exception ? (['exception-raised'] as const) : []),
  ];
  return (
    <Panel>
      {haul.exception && (
        <Alert tone="warning" title={`${SHIPMENT_EVENT_LABELS['exception-raised']} open`}>
          {haul.exception.note} Our team clears it once it is resolved.
        </Alert>
      )}
      <Stops>
        <StopCard title="Pickup" party={haul.shipper} window={load.pickupWindow} />
        <StopCard title="Delivery" party={haul.consignee} window={load.deliveryWindow} />
      </Stops>
      <p>
        {haul.commodity} · {haul.pieces} pieces · {formatWeightLbs(load.weight)}
        {haul.freightClass ? ` · Class ${haul.freightClass}` : ''}
      </p>
      {haul.specialInstructions && <Alert tone="info" title="Special instructions">{haul.specialInstructions}</Alert>}
      <Links>
        <a href={billOfLadingUrl(load.id)} download>
          Bill of lading (PDF)
        </a>
        <a href={rateConfirmationUrl(load.id)} download>
          Rate confirmation (PDF)
        </a>
      </Links>
      {haul.pod && <p>Proof of delivery on file: {haul.pod.name}</p>}
      {steps.length > 0 && (
        <StepButtons>
          {steps.map((s, i) => (
            <Button key={`${s}-${i}`} variant={i === 0 ? 'primary' : 'outline'} onClick={() => setStep(s)} aria-label={`${s === 'in-transit' && load.status === 'in-transit' ? 'Update location' : STEP_TEXTS[s].button} for ${load.number}`}>
              {s === 'in-transit' && load.status === 'in-transit' ? 'Update location' : STEP_TEXTS[s].button}
            </Button>
          ))}
        </StepButtons>
      )}
      <ShipmentTimeline events={haul.events} label={`Timeline of ${load.number}`} />
      {(rolling || load.status === 'carrier-assigned') && (
        <Button variant="ghost" onClick={() => setCalling(true)} aria-label={`Check call for ${load.number}`}>
          Check Call
        </Button>
      )}
      {step && <StepDialog load={load} haul={haul} step={step} onClose={() => setStep(null)} />}
      {calling && <CheckCallDialog load={load} onClose={() => setCalling(false)} />}
    </Panel>
  );
}
