import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { ADMIN_TOASTS, CARRIER_STATUS_LABELS, checkPrice, DEFAULT_SIGN_HOURS, formatBoardMiles, formatEasternDateTime, formatPriceText, formatRatePerMile, LOAD_BOARD_MESSAGES, OFFER_STATUS_LABELS, RATE_OPTION_TEXTS, ratePerMile, type Shipment, SIGN_MAX_HOURS } from '@freight/domain';
import { errorMessage } from '@freight/platform';
import { Alert, Badge, Button, Field, Input, Spinner } from '@freight/ui';
import { useAdminAction } from '../../../components/use-admin-action';
import { LoadRateOptions } from './load-rate-options';
import { staffRateConfirmationUrl, useAwardOfferMutation, useGetShipmentOffersQuery, usePostCarrierRateMutation, useWithdrawAwardMutation } from '../api/admin-shipments-api';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin: 0;
  }
`;

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: ${({ theme }) => theme.space[3]};
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/**
 * Takes back an award its carrier has not signed (a Book now staff cannot confirm, a load that
 * changed): the carrier reads the reason, and the load goes back on the board.
 */
function WithdrawAward({ shipmentId, carrierName }: { shipmentId: number; carrierName: string }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [withdraw, withdrawing] = useWithdrawAwardMutation();
  const run = useAdminAction();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setError(LOAD_BOARD_MESSAGES.withdrawReasonRequired);
    const failure = await run(() => withdraw({ id: shipmentId, reason: reason.trim() }).unwrap(), ADMIN_TOASTS.awardWithdrawn);
    setError(failure ? errorMessage(failure) : undefined);
    if (!failure) setReason('');
  }
  return (
    <Row onSubmit={(e) => void submit(e)} noValidate aria-label={`Withdraw the award to ${carrierName}`}>
      <Field label="Reason for withdrawing the award" error={error} hint="The carrier reads it in its email.">
        <Input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} autoComplete="off" />
      </Field>
      <Button type="submit" variant="subtleDanger" loading={withdrawing.isLoading}>
        Withdraw award
      </Button>
    </Row>
  );
}

/** Staff's side of the load board for one shipment: the posted carrier rate, the offers with margin, and the award. */
export function ShipmentOffers({ shipment }: { shipment: Shipment }) {
  const { data, isLoading, isError, error } = useGetShipmentOffersQuery(shipment.id);
  const [rate, setRate] = useState(shipment.postedRate ?? '');
  const [rateError, setRateError] = useState<string>();
  const [hours, setHours] = useState(String(DEFAULT_SIGN_HOURS));
  const [awardError, setAwardError] = useState<string>();
  const [postRate, posting] = usePostCarrierRateMutation();
  const [award, awarding] = useAwardOfferMutation();
  const run = useAdminAction();
  const open = shipment.status === 'booked' && !data?.award;

  async function saveRate(event: FormEvent) {
    event.preventDefault();
    const checked = rate.trim() ? checkPrice(rate) : { price: '' };
    if (checked.error) return setRateError(checked.error);
    const failure = await run(() => postRate({ id: shipment.id, rate: checked.price ?? '' }).unwrap(), ADMIN_TOASTS.carrierRatePosted);
    setRateError(failure ? errorMessage(failure) : undefined);
  }

  /** A rate posted from the carrier rates shows in the rate field, as if typed and saved. */
  function ratePosted(posted: string) {
    setRate(posted);
    setRateError(undefined);
  }

  async function awardOffer(offerId: number) {
    const signHours = Number(hours);
    if (!Number.isInteger(signHours) || signHours < 1 || signHours > SIGN_MAX_HOURS) return setAwardError(LOAD_BOARD_MESSAGES.signHoursInvalid);
    const failure = await run(() => award({ id: shipment.id, offerId, signHours }).unwrap(), ADMIN_TOASTS.loadAwarded);
    setAwardError(failure ? errorMessage(failure) : undefined);
  }

  return (
    <Section aria-label="Carrier offers">
      <h3>Carrier offers</h3>
      {open && shipment.trailerType && (
        <p>{RATE_OPTION_TEXTS.onBoard(shipment.trailerType, formatBoardMiles(shipment.miles ?? null), formatRatePerMile(ratePerMile(data?.postedRate ?? shipment.postedRate, shipment.miles)))}</p>
      )}
      {isLoading && <Spinner label="Loading the offers..." showLabel />}
      {isError && <Alert tone="danger" title={errorMessage(error) ?? ''} />}
      {data?.award && (
        <Alert tone={data.award.signedAt ? 'success' : 'info'} title={`Awarded to ${data.award.carrierName} at ${formatPriceText(data.award.rate)}`}>
          {data.award.signature ? `Signed by ${data.award.signature.name} on ${formatEasternDateTime(data.award.signature.at)} from ${data.award.signature.ip}. ` : `Waiting for the carrier's signature until ${formatEasternDateTime(data.award.signBy)}. `}
          <a href={staffRateConfirmationUrl(shipment.id)} download>
            Rate confirmation (PDF)
          </a>
        </Alert>
      )}
      {data?.award && !data.award.signedAt && <WithdrawAward shipmentId={shipment.id} carrierName={data.award.carrierName} />}
      {open && (
        <Row onSubmit={(e) => void saveRate(e)} noValidate aria-label="Carrier rate">
          <Field label="Post carrier rate (USD)" error={rateError} hint={data?.postedMargin ? `Margin ${data.postedMargin.dollars} (${data.postedMargin.percent}) on ${formatPriceText(data.price)}` : undefined}>
            <Input value={rate} onChange={(e) => setRate(e.target.value)} inputMode="decimal" autoComplete="off" />
          </Field>
          <Button type="submit" variant="outline" loading={posting.isLoading}>
            Save rate
          </Button>
        </Row>
      )}
      {open && <LoadRateOptions shipmentId={shipment.id} postedRate={data?.postedRate ?? shipment.postedRate ?? null} onPosted={ratePosted} />}
      {open && (
        <Field label={`Hours to sign (1 to ${SIGN_MAX_HOURS})`} error={awardError}>
          <Input value={hours} onChange={(e) => setHours(e.target.value)} inputMode="numeric" autoComplete="off" />
        </Field>
      )}
      {data && data.offers.length === 0 && <p>No offers yet.</p>}
      {data && data.offers.length > 0 && (
        <List aria-label="Offers">
          {data.offers.map((offer) => (
            <li key={offer.id}>
              <strong>
                {formatPriceText(offer.amount)} · {offer.carrierName}
                {offer.kind === 'book-now' ? ' (Book now)' : ''}
              </strong>
              <span>
                USDOT {offer.dotNumber}
                {offer.mcNumber ? ` · ${offer.mcNumber}` : ''} · {offer.carrierStatus ? CARRIER_STATUS_LABELS[offer.carrierStatus] : 'Unknown status'}
                {offer.insurance ? ` · ${offer.insurance}` : ''}
              </span>
              <span>{offer.margin ? `Margin ${offer.margin.dollars} (${offer.margin.percent})` : 'Margin unknown: the customer price is not a plain amount'}</span>
              {offer.note && <span>Note: {offer.note}</span>}
              <span>
                <Badge tone={offer.status === 'pending' ? 'warning' : offer.status === 'accepted' ? 'success' : 'neutral'}>{OFFER_STATUS_LABELS[offer.status]}</Badge>
              </span>
              {open && offer.status === 'pending' && (
                <Button size="sm" onClick={() => void awardOffer(offer.id)} loading={awarding.isLoading && awarding.originalArgs?.offerId === offer.id} aria-label={`Award to ${offer.carrierName} at ${formatPriceText(offer.amount)}`}>
                  Award
                </Button>
              )}
            </li>
          ))}
        </List>
      )}
    </Section>
  );
}
