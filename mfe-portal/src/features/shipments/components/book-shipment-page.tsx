import { type FormEvent, useMemo, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS, SHIPMENT_MESSAGES, type ShipmentDetails, suggestedWindows } from '@freight/domain';
import { OFFER_MESSAGES } from '@freight/domain';
import { type FieldErrors, shipmentBookingSchema, validate } from '@freight/domain/schemas';
import { errorBodyOf, errorMessage, useCurrentUser, useToast } from '@freight/platform';
import { Alert, Button, Card, Field, Input, PageFrame, Textarea } from '@freight/ui';
import { useBookShipmentMutation } from '../api/customer-shipments-api';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 60rem;
  margin: 0 auto;
  width: 100%;
  h1 { font-size: ${({ theme }) => theme.fontSizes['2xl']}; }
  > p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  legend { font-size: ${({ theme }) => theme.fontSizes.lg}; font-weight: 600; margin-bottom: ${({ theme }) => theme.space[3]}; }
`;

const Grid = styled.div<{ $columns?: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns = 2 }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  justify-content: flex-end;
  ${({ theme }) => theme.media.mobile} {
    > * { flex: 1 1 100%; }
  }
`;

type PartyKey = 'shipper' | 'consignee';
const emptyParty = () => ({ name: '', address: { street: '', city: '', state: '', zip: '' }, contactName: '', phone: '', email: '' });

interface FormState {
  pickupWindow: ShipmentDetails['pickupWindow'];
  deliveryWindow: ShipmentDetails['deliveryWindow'];
  shipper: ReturnType<typeof emptyParty>;
  consignee: ReturnType<typeof emptyParty>;
  commodity: string;
  pieces: string;
  weight: string;
  freightClass: string;
  specialInstructions: string;
}

/** The customer who accepted a quote gives the shipping details it does not have yet; the shipment is booked once. */
export function BookShipmentPage() {
  const { user, isLoading } = useCurrentUser();
  const [params] = useSearchParams();
  const quoteId = Number(params.get('quote'));
  const navigate = useNavigate();
  const { toast } = useToast();
  const [book, { isLoading: isBooking }] = useBookShipmentMutation();
  const windows = useMemo(() => suggestedWindows(), []);
  const [form, setForm] = useState<FormState>({
    ...windows,
    shipper: emptyParty(),
    consignee: emptyParty(),
    commodity: '',
    pieces: '',
    weight: '',
    freightClass: '',
    specialInstructions: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | undefined>();

  if (!isLoading && !user) return <Navigate to={PATHS.login} replace />;
  if (!Number.isInteger(quoteId) || quoteId <= 0) return <Navigate to={PATHS.dashboard} replace />;

  const set = (path: string, value: string) =>
    setForm((previous) => {
      const next = structuredClone(previous) as unknown as Record<string, unknown>;
      const keys = path.split('.');
      let at = next;
      for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
      at[keys.at(-1)!] = value;
      return next as unknown as FormState;
    });

  const text = (path: string, label: string, props: { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email' | 'text'; maxLength?: number } = {}) => {
    const value = path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], form) as string;
    return (
      <Field label={label} error={errors[path]} required={!['freightClass', 'specialInstructions'].includes(path) && !path.endsWith('.email')}>
        <Input value={value} onChange={(e) => set(path, e.target.value)} {...props} />
      </Field>
    );
  };

  const party = (key: PartyKey, title: string) => (
    <Group>
      <legend>{title}</legend>
      <Grid>
        {text(`${key}.name`, 'Company or name', { autoComplete: 'organization' })}
        {text(`${key}.address.street`, 'Street address', { autoComplete: 'street-address' })}
      </Grid>
      <Grid $columns={3}>
        {text(`${key}.address.city`, 'City')}
        {text(`${key}.address.state`, 'State (2 letters)', { maxLength: 2 })}
        {text(`${key}.address.zip`, 'ZIP code', { inputMode: 'numeric', maxLength: 10 })}
      </Grid>
      <Grid $columns={3}>
        {text(`${key}.contactName`, 'Contact name')}
        {text(`${key}.phone`, 'Contact phone', { type: 'tel', inputMode: 'tel' })}
        {text(`${key}.email`, 'Contact email (optional)', { type: 'email', inputMode: 'email' })}
      </Grid>
    </Group>
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { quoteId, ...form, pieces: form.pieces === '' ? undefined : Number(form.pieces), weight: form.weight === '' ? undefined : Number(form.weight) };
    const checked = validate(shipmentBookingSchema, body);
    if (checked.errors) {
      setErrors(checked.errors);
      setFailure(Object.values(checked.errors)[0]);
      return;
    }
    setErrors({});
    setFailure(undefined);
    try {
      const { shipment, message } = await book(checked.value as ShipmentDetails & { quoteId: number }).unwrap();
      toast({ title: SHIPMENT_MESSAGES.booked(shipment.number), description: message, variant: 'success' });
      navigate(`${PATHS.shipments}?id=${shipment.id}`);
    } catch (error) {
      setErrors(errorBodyOf(error).errors ?? {});
      setFailure(errorMessage(error) ?? OFFER_MESSAGES.tryAgain);
    }
  }

  return (
    <PageFrame siteNav>
      <Page>
        <div>
          <h1>Book your shipment</h1>
          <p>Quote Q-{quoteId}: tell us where to pick up, where to deliver, and what we are carrying. Times are Eastern.</p>
        </div>
        <Card padding="lg">
          <Form onSubmit={(e) => void submit(e)} noValidate aria-label="Shipping details">
            <Group>
              <legend>When</legend>
              <Grid $columns={3}>
                {text('pickupWindow.date', 'Pickup date', { type: 'date' })}
                {text('pickupWindow.from', 'Pickup from', { type: 'time' })}
                {text('pickupWindow.to', 'Pickup until', { type: 'time' })}
              </Grid>
              <Grid $columns={3}>
                {text('deliveryWindow.date', 'Delivery date', { type: 'date' })}
                {text('deliveryWindow.from', 'Delivery from', { type: 'time' })}
                {text('deliveryWindow.to', 'Delivery until', { type: 'time' })}
              </Grid>
            </Group>
            {party('shipper', 'Shipper (pickup)')}
            {party('consignee', 'Consignee (delivery)')}
            <Group>
              <legend>Freight</legend>
              <Grid>
                {text('commodity', 'Commodity')}
                {text('freightClass', 'Freight class (optional)', { maxLength: 10 })}
              </Grid>
              <Grid>
                {text('pieces', 'Pieces', { inputMode: 'numeric' })}
                {text('weight', 'Weight (lbs)', { inputMode: 'numeric' })}
              </Grid>
              <Field label="Special instructions (optional)" error={errors.specialInstructions}>
                <Textarea value={form.specialInstructions} onChange={(e) => set('specialInstructions', e.target.value)} rows={3} />
              </Field>
            </Group>
            {failure && <Alert tone="danger" title={failure} />}
            <Actions>
              <Button as={Link} to={PATHS.dashboard} variant="outline">
                Back to my quotes
              </Button>
              <Button type="submit" variant="accent" loading={isBooking}>
                Book shipment
              </Button>
            </Actions>
          </Form>
        </Card>
      </Page>
    </PageFrame>
  );
}
