import styled from 'styled-components';
import type { ShipmentDetails } from '@freight/domain';
import { Field } from './field';
import { Input, Textarea } from './input';

/** The shipping details as a form holds them: every value a string, as typed. */
export interface ShipmentDetailsForm {
  pickupWindow: { date: string; from: string; to: string };
  deliveryWindow: { date: string; from: string; to: string };
  shipper: ShipmentPartyForm;
  consignee: ShipmentPartyForm;
  commodity: string;
  pieces: string;
  weight: string;
  freightClass: string;
  specialInstructions: string;
}

interface ShipmentPartyForm {
  name: string;
  address: { street: string; city: string; state: string; zip: string };
  contactName: string;
  phone: string;
  email: string;
}

const emptyParty = (): ShipmentPartyForm => ({ name: '', address: { street: '', city: '', state: '', zip: '' }, contactName: '', phone: '', email: '' });

/** A blank form with these windows (booking), or the form of stored details (staff editing them). */
export function shipmentDetailsForm(from: Pick<ShipmentDetails, 'pickupWindow' | 'deliveryWindow'> & Partial<ShipmentDetails>): ShipmentDetailsForm {
  const party = (p: ShipmentDetails['shipper'] | undefined): ShipmentPartyForm =>
    p ? { name: p.name, address: { ...p.address }, contactName: p.contactName, phone: p.phone, email: p.email ?? '' } : emptyParty();
  return {
    pickupWindow: { ...from.pickupWindow },
    deliveryWindow: { ...from.deliveryWindow },
    shipper: party(from.shipper),
    consignee: party(from.consignee),
    commodity: from.commodity ?? '',
    pieces: from.pieces === undefined ? '' : String(from.pieces),
    weight: from.weight === undefined ? '' : String(from.weight),
    freightClass: from.freightClass ?? '',
    specialInstructions: from.specialInstructions ?? '',
  };
}

/** The form's values as the API takes them (numbers as numbers; blanks left for the schema to name). */
export const shipmentDetailsBody = (form: ShipmentDetailsForm) => ({
  ...form,
  pieces: form.pieces === '' ? undefined : Number(form.pieces),
  weight: form.weight === '' ? undefined : Number(form.weight),
});

/** The form with the value at a dotted path ("shipper.address.zip") changed. */
export function withShipmentDetail(form: ShipmentDetailsForm, path: string, value: string): ShipmentDetailsForm {
  const next = structuredClone(form) as unknown as Record<string, unknown>;
  const keys = path.split('.');
  let at = next;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys.at(-1)!] = value;
  return next as unknown as ShipmentDetailsForm;
}

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
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

export interface ShipmentDetailsFieldsProps {
  value: ShipmentDetailsForm;
  onChange: (path: string, value: string) => void;
  /** Each field's message, by its dotted path. */
  errors: Record<string, string>;
}

const OPTIONAL = ['freightClass', 'specialInstructions'];

/**
 * The shipping details: when, the shipper and consignee, and the freight. The customer fills them
 * in when booking; staff change them until pickup. Times are Eastern.
 */
export function ShipmentDetailsFields({ value, onChange, errors }: ShipmentDetailsFieldsProps) {
  const text = (path: string, label: string, props: { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email' | 'text'; maxLength?: number } = {}) => {
    const current = path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], value) as string;
    return (
      <Field label={label} error={errors[path]} required={!OPTIONAL.includes(path) && !path.endsWith('.email')}>
        <Input value={current} onChange={(e) => onChange(path, e.target.value)} {...props} />
      </Field>
    );
  };

  const party = (key: 'shipper' | 'consignee', title: string) => (
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

  return (
    <>
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
          <Textarea value={value.specialInstructions} onChange={(e) => onChange('specialInstructions', e.target.value)} rows={3} />
        </Field>
      </Group>
    </>
  );
}
