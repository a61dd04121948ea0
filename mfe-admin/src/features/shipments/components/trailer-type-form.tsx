import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { ADMIN_TOASTS, type Shipment, SHIPMENT_MESSAGES, TRAILER_TYPES, type TrailerType, trailerTypeEditable, trailerTypeOf } from '@freight/domain';
import { shipmentTrailerTypeSchema, validate } from '@freight/domain/schemas';
import { errorMessage } from '@freight/platform';
import { Button, Field, Select } from '@freight/ui';
import { useAdminAction } from '../../../components/use-admin-action';
import { useChangeTrailerTypeMutation } from '../api/admin-shipments-api';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-content: start;
  h3 { font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  > :first-child { flex: 0 1 16rem; }
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The trailer type the board lists the load under: the quote's equipment's, until staff change it. */
const trailerTypeOfShipment = (shipment: Pick<Shipment, 'trailerType' | 'equipment'>): string => shipment.trailerType ?? trailerTypeOf(shipment.equipment);

/**
 * Staff change the load's trailer type while it is open on the board (booked, no award): carriers
 * filter the board by it. Afterwards it is shown with the reason it can no longer change.
 */
export function TrailerTypeForm({ shipment }: { shipment: Shipment }) {
  const current = trailerTypeOfShipment(shipment);
  const [choice, setChoice] = useState<string>(current);
  const [error, setError] = useState<string>();
  const [save, { isLoading }] = useChangeTrailerTypeMutation();
  const run = useAdminAction();
  const editable = trailerTypeEditable(shipment);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(shipmentTrailerTypeSchema, { trailerType: choice });
    if (checked.errors) return setError(checked.errors.trailerType ?? Object.values(checked.errors)[0]);
    const trailerType = (checked.value as { trailerType: TrailerType }).trailerType;
    const failure = await run(() => save({ id: shipment.id, trailerType }).unwrap(), ADMIN_TOASTS.trailerTypeChanged);
    setError(failure ? errorMessage(failure) : undefined);
  }

  if (!editable) {
    return (
      <Form as="section" aria-labelledby="admin-trailer-heading">
        <h3 id="admin-trailer-heading">Trailer type</h3>
        <p>{current}</p>
        {shipment.status !== 'cancelled' && <Muted>{SHIPMENT_MESSAGES.trailerTypeLocked}</Muted>}
      </Form>
    );
  }

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate aria-label="Trailer type">
      <h3>Trailer type</h3>
      <Row>
        <Field label="Trailer type on the load board" error={error} hint="Carriers filter the board by it.">
          <Select value={choice} options={TRAILER_TYPES} onChange={(e) => setChoice(e.target.value)} />
        </Field>
        <Button type="submit" variant="outline" loading={isLoading} disabled={choice === current}>
          Save trailer type
        </Button>
      </Row>
    </Form>
  );
}
