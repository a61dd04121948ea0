import { useId } from 'react';
import styled from 'styled-components';
import { groupThousands, LANE_TEXTS, transitModeOf } from '@freight/domain';
import { errorBodyOf } from '@freight/platform';
import { useGetLaneQuery } from '../api/lanes-api';
import type { Estimate } from '../hooks/use-quote-calculator';
import { Label, Row, Rows, Value } from './quote-result-styles';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.gray50};
`;

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Small = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Beside the specified estimate: the lane's real road miles and transit time, asked of the API.
 * They are for planning and never change the estimate's price.
 */
export function LaneFacts({ estimate }: { estimate: Estimate }) {
  const headingId = useId();
  const { originZip, destinationZip, serviceType } = estimate.input;
  const { data, error, isFetching } = useGetLaneQuery({ originZip: originZip.trim(), destinationZip: destinationZip.trim(), serviceType });
  const mode = transitModeOf(serviceType);
  const body = error ? errorBodyOf(error) : undefined;

  return (
    <Panel aria-labelledby={headingId} aria-busy={isFetching}>
      <Heading id={headingId}>{LANE_TEXTS.milesHeading}</Heading>
      {data ? (
        <>
          <Rows>
            <Row>
              <Label>Road miles (estimated)</Label>
              <Value>{groupThousands(data.roadMiles)} mi</Value>
            </Row>
            <Row>
              <Label>Transit time</Label>
              <Value>{LANE_TEXTS.transitDays(data.transitDays)}</Value>
            </Row>
          </Rows>
          <Small>
            {data.origin.city}, {data.origin.state} → {data.destination.city}, {data.destination.state}. {LANE_TEXTS.roadMilesAssumption}{' '}
            {mode === 'ltl' ? LANE_TEXTS.ltlAssumption : LANE_TEXTS.truckloadAssumption}
          </Small>
          <Small>{LANE_TEXTS.specEstimateNote}</Small>
        </>
      ) : error ? (
        <Small role="status">{LANE_TEXTS.unavailable(Object.values(body?.errors ?? {})[0] ?? body?.message)}</Small>
      ) : (
        <Small role="status">{LANE_TEXTS.loading}</Small>
      )}
    </Panel>
  );
}
