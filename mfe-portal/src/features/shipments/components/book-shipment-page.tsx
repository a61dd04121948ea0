import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BOOKING_PREFILL_TEXTS, PATHS, quoteReference, SHIPMENT_MESSAGES, type ShipmentDetails, suggestedWindows } from '@freight/domain';
import { OFFER_MESSAGES } from '@freight/domain';
import { type FieldErrors, shipmentBookingSchema, validate } from '@freight/domain/schemas';
import { errorBodyOf, errorMessage, useCurrentUser, useToast } from '@freight/platform';
import { Alert, Button, Card, PageFrame, ShipmentDetailsFields, shipmentDetailsBody, shipmentDetailsForm, type ShipmentDetailsForm, withShipmentDetail } from '@freight/ui';
import { useBookShipmentMutation } from '../api/customer-shipments-api';
import { useGetBookingPrefillQuery } from '../api/booking-prefill-api';
import { withPrefill } from '../utils/booking-prefill';
import { SignInRedirect } from '../../../components/sign-in-redirect';

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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  justify-content: flex-end;
  ${({ theme }) => theme.media.mobile} {
    > * { flex: 1 1 100%; }
  }
`;

/** The customer who accepted a quote gives the shipping details it does not have yet; the shipment is booked once. */
export function BookShipmentPage() {
  const { user, isLoading } = useCurrentUser();
  const [params] = useSearchParams();
  const quoteId = Number(params.get('quote'));
  const navigate = useNavigate();
  const { toast } = useToast();
  const [book, { isLoading: isBooking }] = useBookShipmentMutation();
  const windows = useMemo(() => suggestedWindows(), []);
  const [form, setForm] = useState<ShipmentDetailsForm>(() => shipmentDetailsForm(windows));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | undefined>();
  const validQuote = Number.isInteger(quoteId) && quoteId > 0;
  // The quote's lane, weight and dates; a quote that is not the customer's accepted one just leaves the form empty.
  const { data: prefill } = useGetBookingPrefillQuery(quoteId, { skip: !user || !validQuote });
  const prefilled = useRef(false);
  useEffect(() => {
    if (!prefill || prefilled.current) return;
    prefilled.current = true;
    setForm((current) => withPrefill(current, prefill));
  }, [prefill]);

  if (!isLoading && !user) return <SignInRedirect />;
  if (!validQuote) return <Navigate to={PATHS.dashboard} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { quoteId, ...shipmentDetailsBody(form) };
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
      // A booking held for a credit review is not booked yet: the toast says so, with the server's plain message.
      const title = shipment.status === 'held' ? SHIPMENT_MESSAGES.heldTitle(shipment.number) : SHIPMENT_MESSAGES.booked(shipment.number);
      toast({ title, description: message, variant: shipment.status === 'held' ? 'default' : 'success' });
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
        {prefill && (
          <Alert tone="info" role="note" title={BOOKING_PREFILL_TEXTS.title(quoteReference(quoteId))}>
            <p>{BOOKING_PREFILL_TEXTS.body}</p>
            {(prefill.equipmentType || prefill.roadMiles !== null) && (
              <p>{[prefill.equipmentType && BOOKING_PREFILL_TEXTS.equipment(prefill.equipmentType), prefill.roadMiles !== null && BOOKING_PREFILL_TEXTS.miles(prefill.roadMiles)].filter(Boolean).join(' · ')}</p>
            )}
          </Alert>
        )}
        <Card padding="lg">
          <Form onSubmit={(e) => void submit(e)} noValidate aria-label="Shipping details">
            <ShipmentDetailsFields value={form} onChange={(path, value) => setForm((previous) => withShipmentDetail(previous, path, value))} errors={errors} />
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
