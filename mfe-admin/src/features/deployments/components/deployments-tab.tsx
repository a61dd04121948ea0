import styled from 'styled-components';
import { countOf, type DeploymentChangeInfo, type RemoteDeployment } from '@freight/domain';
import { Badge, Button, Card, CardDescription, CardTitle } from '@freight/ui';
import { DenseTable } from '../../../components/dense-table';
import { Muted } from '../../../components/list-toolbar';
import { TableState } from '../../../components/table-state';
import { useGetDeploymentsQuery } from '../api/deployments-api';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Remotes = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const RemoteCard = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.gray600};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Code = styled.code`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.95em;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  justify-content: space-between;

  & > div {
    flex: 1 1 20rem;
  }
`;

const CardHead = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  justify-content: space-between;

  & > :last-child {
    flex: none;
  }
`;

const RemoteName = styled.h3`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** The remote's name as staff read it. */
const REMOTE_LABELS: Record<string, string> = { marketing: 'Marketing site', portal: 'Customer portal', admin: 'Admin area', tools: 'Tools' };
const remoteLabel = (remote: string) => REMOTE_LABELS[remote] ?? remote;

const ACTIONS: Record<DeploymentChangeInfo['action'], string> = {
  activate: 'Activated',
  canary: 'Canary started',
  rollback: 'Rolled back',
  'auto-rollback': 'Rolled back automatically',
};

const OWN_BUILD = 'Site build';
const version = (value: string | null) => (value === null ? OWN_BUILD : <Code>{value}</Code>);

const when = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
};

function RemoteSummary({ deployment }: { deployment: RemoteDeployment }) {
  const { remote, live, canary, previous, releases } = deployment;
  return (
    <RemoteCard aria-labelledby={`deployment-${remote}`}>
      <CardHead>
        <RemoteName id={`deployment-${remote}`}>{remoteLabel(remote)}</RemoteName>
        {canary ? <Badge tone="warning">Canary running</Badge> : <Badge tone="success">Stable</Badge>}
      </CardHead>
      <Facts>
        <dt>Live</dt>
        <dd>{live ? version(live.version) : OWN_BUILD}</dd>
        {live && (
          <>
            <dt>Since</dt>
            <dd>
              {when(live.at)} <Muted>by {live.by}</Muted>
            </dd>
          </>
        )}
        {canary && (
          <>
            <dt>Canary</dt>
            <dd>
              {version(canary.version)} for {canary.percent}% of visitors
            </dd>
            <dt>Canary health</dt>
            <dd>
              {canary.failures} failed of {countOf(canary.loads, 'load')}
            </dd>
          </>
        )}
        <dt>Previous</dt>
        <dd>{previous.length ? previous.map((p, i) => <span key={`${p.version}-${i}`}>{i > 0 && ', '}{version(p.version)}</span>) : <Muted>None</Muted>}</dd>
        <dt>Releases</dt>
        <dd>{releases.length} in the store</dd>
      </Facts>
    </RemoteCard>
  );
}

const COLUMNS = { when: 'When', remote: 'Remote', change: 'Change', to: 'Now serving', from: 'Was', by: 'By', why: 'Why' };

/** Which release of each remote is live, the canaries, and every change with who made it, when and why. */
export function DeploymentsTab() {
  const { data, isLoading, isError, refetch, isFetching } = useGetDeploymentsQuery();
  const remotes = data?.remotes ?? [];
  const changes = remotes
    .flatMap((deployment) => deployment.changes.map((change) => ({ ...change, remote: deployment.remote })))
    .sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Stack as="section" aria-label="Deployments">
      <Card as="section" aria-labelledby="deployments-remotes">
        <Header>
          <div>
            <CardTitle as="h2" id="deployments-remotes">
              Remotes
            </CardTitle>
            <CardDescription>
              Teams release with <Code>npm run release</Code> and go live with <Code>npm run deploy</Code>.
              {data &&
                ` A canary that fails to load for more than ${Math.round(data.canaryPolicy.maxFailureRate * 100)}% of at least ${countOf(data.canaryPolicy.minSamples, 'load')} is rolled back automatically.`}
            </CardDescription>
          </div>
          <Button size="sm" variant="outline" disabled={isFetching} onClick={() => void refetch()}>
            Refresh
          </Button>
        </Header>
        <TableState isLoading={isLoading} isError={isError} isEmpty={!isLoading && !isError && remotes.length === 0} empty="No remotes" />
        {remotes.length > 0 && (
          <Remotes>
            {remotes.map((deployment) => (
              <RemoteSummary key={deployment.remote} deployment={deployment} />
            ))}
          </Remotes>
        )}
      </Card>
      <Card as="section" aria-labelledby="deployments-changes">
        <CardTitle as="h2" id="deployments-changes">
          Change log
        </CardTitle>
        <TableState isLoading={isLoading} isError={isError} isEmpty={changes.length === 0} empty="No deployment changes yet" />
        {changes.length > 0 && (
          <DenseTable label="Deployment changes" cardsOnPhone>
            <thead>
              <tr>
                <th>{COLUMNS.when}</th>
                <th>{COLUMNS.remote}</th>
                <th>{COLUMNS.change}</th>
                <th>{COLUMNS.to}</th>
                <th>{COLUMNS.from}</th>
                <th>{COLUMNS.by}</th>
                <th>{COLUMNS.why}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change, i) => (
                <tr key={`${change.remote}-${change.at}-${i}`}>
                  <td>{when(change.at)}</td>
                  <td data-label={COLUMNS.remote}>{remoteLabel(change.remote)}</td>
                  <td data-label={COLUMNS.change}>
                    {ACTIONS[change.action]}
                    {change.percent !== undefined && change.action === 'canary' ? ` (${change.percent}%)` : ''}
                  </td>
                  <td data-label={COLUMNS.to}>{version(change.version)}</td>
                  <td data-label={COLUMNS.from}>{version(change.from)}</td>
                  <td data-label={COLUMNS.by}>{change.by}</td>
                  <td data-wrap data-label={COLUMNS.why}>
                    {change.reason}
                  </td>
                </tr>
              ))}
            </tbody>
          </DenseTable>
        )}
      </Card>
    </Stack>
  );
}
