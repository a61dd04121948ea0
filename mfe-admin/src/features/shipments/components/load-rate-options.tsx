import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { ADMIN_TOASTS, checkLaneMiles, formatMiles, formatUsd, formatWeightLbs, RATE_OPTION_TEXTS, type RateOption } from '@freight/domain';
import { errorMessage } from '@freight/platform';
import { Alert, Badge, Button, Field, Input, Spinner } from '@freight/ui';
import { InsetPanel } from '../../../components/inset-panel';
import { useAdminAction } from '../../../components/use-admin-action';
import { useGetShipmentRateOptionsQuery, usePostCarrierRateMutation } from '../api/admin-shipments-api';

const Panel = styled(InsetPanel)`
  min-width: 0;
  /* In a phone's dialog the frame would only take width from the rates. */
  ${({ theme }) => theme.media.mobile} {
    padding: 0;
    border: 0;
    background: none;
  }
`;

const Heading = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.md};
  margin: 0;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Facts = styled.p`
  margin: 0;
`;

const MilesForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: end;
  > :first-child {
    flex: 0 1 14rem;
  }
`;

const Options = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
`;

const Option = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  align-content: start;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  min-width: 0;
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Lines = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .total {
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const MarginValue = styled.dd<{ $loss: boolean }>`
  color: ${({ theme, $loss }) => ($loss ? theme.colors.red700 : theme.colors.green700)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

function Breakdown({ option, miles, weightLbs }: { option: RateOption; miles: number; weightLbs: number }) {
  const margin = option.margin;
  return (
    <Lines aria-label={`How ${option.carrierName}'s rate is worked out`}>
      <dt>Base rate</dt>
      <dd>{formatUsd(option.base)}</dd>
      <dt>{`Per mile × ${formatMiles(miles)} mi`}</dt>
      <dd>{formatUsd(option.mileage)}</dd>
      <dt>{`Per pound × ${formatWeightLbs(weightLbs)}`}</dt>
      <dd>{formatUsd(option.weightCharge)}</dd>
      {option.minimumApplied && (
        <>
          <dt>{`Minimum charge applies (line haul ${formatUsd(option.linehaul)})`}</dt>
          <dd>{formatUsd(option.minimumCharge)}</dd>
        </>
      )}
      <dt className="total">Carrier charge</dt>
      <dd className="total">{formatUsd(option.carrierCharge)}</dd>
      <dt>Margin</dt>
      {margin ? <MarginValue $loss={margin.cents < 0}>{`${margin.dollars} (${margin.percent})`}</MarginValue> : <dd>Unknown: the customer price is not a plain amount</dd>}
    </Lines>
  );
}

/**
 * "Rates for this load": each active carrier rate of the load's equipment priced on its miles and
 * weight (the server's formula, see carrierRateFor), with the margin it leaves; "Post this rate"
 * posts that charge as the load's carrier rate, the one the board shows and Book now pays. Staff
 * enter the miles when the lane's ZIP codes give none, or to price on other miles.
 */
export function LoadRateOptions({ shipmentId, postedRate, onPosted }: { shipmentId: number; postedRate: string | null; onPosted: (rate: string) => void }) {
  const headingId = useId();
  const hintId = useId();
  const [milesText, setMilesText] = useState('');
  const [milesError, setMilesError] = useState<string>();
  const [miles, setMiles] = useState<number>();
  const { data, isLoading, isFetching, isError, error } = useGetShipmentRateOptionsQuery({ id: shipmentId, miles });
  const [postRate, posting] = usePostCarrierRateMutation();
  const run = useAdminAction();

  function applyMiles(event: FormEvent) {
    event.preventDefault();
    // Nothing typed on a lane with estimated miles: back to the estimate.
    if (!milesText.trim() && data?.laneMiles != null) {
      setMilesError(undefined);
      return setMiles(undefined);
    }
    const checked = checkLaneMiles(milesText);
    if (checked.error !== undefined) return setMilesError(checked.error);
    setMilesError(undefined);
    setMiles(checked.miles);
  }

  function backToEstimate() {
    setMilesText('');
    setMilesError(undefined);
    setMiles(undefined);
  }

  async function post(option: RateOption) {
    const failure = await run(() => postRate({ id: shipmentId, rate: option.rate }).unwrap(), ADMIN_TOASTS.carrierRatePosted);
    if (!failure) onPosted(option.rate);
  }

  const milesLine = data?.miles == null ? null : data.milesEntered ? RATE_OPTION_TEXTS.enteredMiles(data.miles) : RATE_OPTION_TEXTS.estimatedMiles(data.miles);

  return (
    <Panel aria-labelledby={headingId}>
      <Heading id={headingId}>{RATE_OPTION_TEXTS.heading}</Heading>
      <MilesForm onSubmit={applyMiles} noValidate>
        <Field label={RATE_OPTION_TEXTS.milesLabel} error={milesError}>
          <Input
            aria-describedby={hintId}
            value={milesText}
            onChange={(e) => setMilesText(e.target.value)}
            inputMode="decimal"
            autoComplete="off"
            placeholder={data?.laneMiles != null ? formatMiles(data.laneMiles) : undefined}
          />
        </Field>
        <Button type="submit" variant="outline" size="sm">
          {RATE_OPTION_TEXTS.showRates}
        </Button>
        {data?.milesEntered && data.laneMiles !== null && (
          <Button type="button" variant="ghost" size="sm" onClick={backToEstimate}>
            {RATE_OPTION_TEXTS.useEstimate}
          </Button>
        )}
      </MilesForm>
      {/* Under the form rather than in the field, so the buttons line up with the input. */}
      <Muted id={hintId}>{data && data.laneMiles === null ? RATE_OPTION_TEXTS.milesNeeded : RATE_OPTION_TEXTS.milesHint}</Muted>
      {isLoading && <Spinner label={RATE_OPTION_TEXTS.loading} showLabel />}
      {isError && <Alert tone="danger" title={errorMessage(error) ?? RATE_OPTION_TEXTS.failed} />}
      {data && !isError && (
        <>
          <Facts aria-live="polite">
            {[milesLine, RATE_OPTION_TEXTS.loadFacts(data.weightLbs, data.service, data.price)].filter(Boolean).join(' · ')}
            {isFetching && ' …'}
          </Facts>
          {data.unavailable && <Alert tone={data.miles === null ? 'warning' : 'info'} title={data.unavailable} />}
          {data.options.length > 0 && data.miles !== null && (
            <Options aria-label="Carrier rates priced for this load">
              {data.options.map((option) => (
                <Option key={option.rateId} aria-label={option.carrierName}>
                  <Top>
                    <Name>{option.carrierName}</Name>
                    <span>
                      {postedRate === option.rate ? <Badge tone="success">{RATE_OPTION_TEXTS.posted}</Badge> : <Muted as="span">{option.serviceType}</Muted>}
                    </span>
                  </Top>
                  <Breakdown option={option} miles={data.miles!} weightLbs={data.weightLbs} />
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => void post(option)}
                    loading={posting.isLoading && posting.originalArgs?.rate === option.rate}
                    aria-label={`${RATE_OPTION_TEXTS.post}: ${formatUsd(option.carrierCharge)} from ${option.carrierName}`}
                  >
                    {RATE_OPTION_TEXTS.post}
                  </Button>
                </Option>
              ))}
            </Options>
          )}
        </>
      )}
    </Panel>
  );
}
