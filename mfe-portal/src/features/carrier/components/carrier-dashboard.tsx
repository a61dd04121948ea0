import styled from 'styled-components';
import { CARRIER_STATUS_EXPLAINED, CARRIER_STATUS_LABELS, COMPANY, formatLongDate, OPERATIONS_EMAIL, type CarrierStatus, type User } from '@freight/domain';
import { Alert, Badge, type AlertTone, type BadgeTone, Card, CardDescription, CardHeader, CardTitle } from '@freight/ui';
import { Facts } from '../../../components/facts';
import { CarrierDocuments } from './carrier-documents';
import { OnboardingChecklist } from './onboarding-checklist';

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const History = styled.ol`
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding-left: 1.25rem;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const STATUS_TONES: Record<CarrierStatus, { badge: BadgeTone; alert: AlertTone }> = {
  pending: { badge: 'warning', alert: 'info' },
  verified: { badge: 'success', alert: 'success' },
  suspended: { badge: 'danger', alert: 'warning' },
};

/** A carrier's own area: its onboarding checklist, where its verification stands, the profile staff verify, and its documents. */
export function CarrierDashboard({ user }: { user: User }) {
  const status = user.carrierStatus ?? 'pending';
  const info = user.carrierInfo;
  const suspension = status === 'suspended' ? user.carrierStatusHistory?.at(-1)?.reason : undefined;
  return (
    <Grid>
      <Wide>
        <OnboardingChecklist user={user} />
      </Wide>
      <Card padding="lg">
        <CardHeader>
          <CardTitle as="h2">Verification</CardTitle>
          <CardDescription>
            <Badge tone={STATUS_TONES[status].badge}>{CARRIER_STATUS_LABELS[status]}</Badge>
          </CardDescription>
        </CardHeader>
        <Alert tone={STATUS_TONES[status].alert} title={CARRIER_STATUS_LABELS[status]}>
          {CARRIER_STATUS_EXPLAINED[status]}
          {suspension ? ` Reason: ${suspension}` : ''}
        </Alert>
        <History aria-label="Status history">
          {(user.carrierStatusHistory ?? []).map((change) => (
            <li key={`${change.at}-${change.status}`}>{`${CARRIER_STATUS_LABELS[change.status]}: ${formatLongDate(change.at)}`}</li>
          ))}
        </History>
        <p>
          {'Questions about your account or loads: '}
          <a href={`mailto:${OPERATIONS_EMAIL}`}>{OPERATIONS_EMAIL}</a>
          {' or '}
          <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>.
        </p>
      </Card>
      <Card padding="lg">
        <CardHeader>
          <CardTitle as="h2">Carrier profile</CardTitle>
        </CardHeader>
        <Facts>
          <dt>USDOT number</dt>
          <dd>{info?.dotNumber}</dd>
          <dt>MC number</dt>
          <dd>{info?.mcNumber || 'None given'}</dd>
          <dt>Fleet size</dt>
          <dd>{info?.fleetSize}</dd>
          <dt>Equipment</dt>
          <dd>{info?.equipmentTypes.join(', ')}</dd>
          <dt>Regions</dt>
          <dd>{info?.operatingRegions.join(', ')}</dd>
          <dt>Liability insurance</dt>
          <dd>{info?.insuranceInfo.liability}</dd>
          <dt>Cargo insurance</dt>
          <dd>{info?.insuranceInfo.cargo}</dd>
        </Facts>
      </Card>
      <Wide>
        <CarrierDocuments />
      </Wide>
    </Grid>
  );
}
