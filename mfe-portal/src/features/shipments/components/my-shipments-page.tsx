import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatEasternDateTime, formatLongDate, formatTimeWindow, lastReportedPlace, lateness, nextMilestoneLabel, PATHS, type Shipment, SHIPMENT_EVENT_LABELS, SHIPMENT_MESSAGES, SHIPMENT_TIMING_TEXTS } from '@freight/domain';
import { OFFER_MESSAGES, SHIPMENT_DOCUMENT_LABELS } from '@freight/domain';
import { copyText, errorMessage, useCurrentUser, useToast } from '@freight/platform';
import { Alert, Button, Card, EmptyState, LaneMap, PageFrame, ShipmentStatusBadge, ShipmentTimeline, Spinner } from '@freight/ui';
import { ConfirmDialog } from '@freight/ui/widgets';
import { documentUrl, laneMapUrl, SHIPMENTS_PAGE_SIZE, useCreateTrackingLinkMutation, useGetMyShipmentQuery, useGetMyShipmentsQuery, useRevokeTrackingLinkMutation } from '../api/customer-shipments-api';
import { SignInRedirect } from '../../../components/sign-in-redirect';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  h1 { font-size: ${({ theme }) => theme.fontSizes['2xl']}; }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  p { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Row = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1.2fr) minmax(0, 2fr) minmax(0, 1.2fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h2 { font-size: ${({ theme }) => theme.fontSizes.md}; }
  span.muted { display: block; color: ${({ theme }) => theme.colors.textMuted}; }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[12]} 0;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; margin-bottom: ${({ theme }) => theme.space[4]}; }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 500; }
  dd { margin: 0; overflow-wrap: anywhere; white-space: pre-line; }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    dd + dt { margin-top: ${({ theme }) => theme.space[2]}; }
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.media.mobile} {
    > * { flex: 1 1 100%; }
  }
`;

const LinkBox = styled.input`
  width: 100%;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.gray50};
`;

const Since = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const lane = (s: Shipment) => `${s.origin.city}, ${s.origin.state} → ${s.destination.city}, ${s.destination.state}`;
const partyText = (p: Shipment['shipper']) => `${p.name}\n${p.address.street}\n${p.address.city}, ${p.address.state} ${p.address.zip}\n${p.contactName} · ${p.phone}`;

/** The shipment's tracking link: shown, with Copy; a new one replaces it after a warning; revoke. A cancelled shipment has none. */
export function TrackingPanel({ shipment }: { shipment: Shipment }) {
  const [create, { isLoading: creating }] = useCreateTrackingLinkMutation();
  const [revoke, { isLoading: revoking }] = useRevokeTrackingLinkMutation();
  const [confirming, setConfirming] = useState(false);
  const box = useRef<HTMLInputElement>(null);
  const { toast } = useToast();
  const path = shipment.tracking?.path ?? null;
  const link = path ? `${window.location.origin}${path}` : null;

  async function make() {
    try {
      const answer = await create(shipment.id).unwrap();
      setConfirming(false);
      toast({ title: answer.message, variant: 'success' });
    } catch (error) {
      setConfirming(false);
      toast({ title: 'Could not create the link', description: errorMessage(error) ?? OFFER_MESSAGES.tryAgain, variant: 'destructive' });
    }
  }

  async function stop() {
    try {
      await revoke(shipment.id).unwrap();
      toast({ title: SHIPMENT_MESSAGES.trackingRevoked, variant: 'success' });
    } catch (error) {
      toast({ title: 'Could not revoke the link', description: errorMessage(error) ?? OFFER_MESSAGES.tryAgain, variant: 'destructive' });
    }
  }

  async function copy() {
    if (!link) return;
    if (await copyText(link, box.current)) toast({ title: SHIPMENT_MESSAGES.trackingCopied, variant: 'success' });
    else toast({ title: 'Could not copy the link', description: 'Select the link and copy it by hand.', variant: 'destructive' });
  }

  return (
    <Card padding="lg" as="section" aria-labelledby="tracking-heading">
      <h2 id="tracking-heading">Tracking link</h2>
      <Stack>
        <p>Share this link with your consignee: it shows the status, the timeline by city, the map and the delivery window, never prices, names or documents. It stops working 45 days after delivery.</p>
        {shipment.status === 'cancelled' ? (
          <Alert tone="info" title={SHIPMENT_MESSAGES.trackingCancelledShipment} />
        ) : (
          <>
            {link && (
              <div>
                <LinkBox ref={box} readOnly value={link} aria-label="Tracking link" onFocus={(e) => e.currentTarget.select()} />
                <Since>Active since {formatEasternDateTime(shipment.tracking!.createdAt)}</Since>
              </div>
            )}
            {shipment.tracking && !link && <Alert tone="info" title={SHIPMENT_MESSAGES.trackingNotShown} />}
            <Buttons>
              {link && (
                <Button size="sm" variant="accent" onClick={() => void copy()}>
                  Copy link
                </Button>
              )}
              <Button size="sm" variant={link ? 'outline' : 'accent'} onClick={() => (shipment.tracking ? setConfirming(true) : void make())} loading={creating && !confirming}>
                {shipment.tracking ? 'Create a new link' : 'Create tracking link'}
              </Button>
              {shipment.tracking && (
                <Button size="sm" variant="outline" onClick={() => void stop()} loading={revoking}>
                  Revoke link
                </Button>
              )}
            </Buttons>
          </>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={SHIPMENT_MESSAGES.trackingReplaceTitle}
        description={SHIPMENT_MESSAGES.trackingReplaceWarning}
        confirmLabel="Create a new link"
        tone="danger"
        loading={creating}
        onConfirm={() => void make()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}

function MapPanel({ shipment }: { shipment: Shipment }) {
  return (
    <Card padding="lg" as="section" aria-labelledby="map-heading">
      <h2 id="map-heading">Map</h2>
      <LaneMap src={laneMapUrl(shipment.id, shipment.updatedAt)} origin={shipment.origin} current={lastReportedPlace(shipment.events)} destination={shipment.destination} />
    </Card>
  );
}

function ShipmentDetail({ id }: { id: number }) {
  const { data: shipment, isLoading, isError, error } = useGetMyShipmentQuery(id);
  if (isLoading) return <Center><Spinner label="Loading the shipment..." showLabel /></Center>;
  if (isError || !shipment) return <Alert tone="danger" title={errorMessage(error) ?? SHIPMENT_MESSAGES.notFound} />;
  const late = lateness(shipment);
  return (
    <Page>
      <Head>
        <div>
          <h1>Shipment {shipment.number}</h1>
          <p>{lane(shipment)} · Booked {formatLongDate(shipment.createdAt)}</p>
        </div>
        <ShipmentStatusBadge status={shipment.status} exception={Boolean(shipment.exception)} late={Boolean(late)} />
      </Head>
      {shipment.status === 'held' && <Alert tone="info" title={SHIPMENT_MESSAGES.heldForCustomer} />}
      {late && <Alert tone="warning" title={SHIPMENT_TIMING_TEXTS.why(late)} />}
      {shipment.exception && <Alert tone="warning" title={`${SHIPMENT_EVENT_LABELS['exception-raised']}: ${shipment.exception.note}`} />}
      <Columns>
        <Stack>
          <MapPanel shipment={shipment} />
          <Card padding="lg" as="section" aria-labelledby="timeline-heading">
            <h2 id="timeline-heading">Timeline</h2>
            <ShipmentTimeline events={shipment.events} />
          </Card>
        </Stack>
        <Stack>
          <Card padding="lg" as="section" aria-labelledby="documents-heading">
            <h2 id="documents-heading">Documents</h2>
            <Buttons>
              <Button as="a" href={documentUrl(shipment.id, 'bill-of-lading')} download size="sm" variant="outline">
                {SHIPMENT_DOCUMENT_LABELS.bol}
              </Button>
              {shipment.pod ? (
                <Button as="a" href={documentUrl(shipment.id, 'pod')} download size="sm" variant="outline">
                  {SHIPMENT_DOCUMENT_LABELS.pod}
                </Button>
              ) : (
                <p>The proof of delivery appears here once the shipment is delivered.</p>
              )}
            </Buttons>
          </Card>
          <TrackingPanel shipment={shipment} />
        </Stack>
      </Columns>
      <Card padding="lg" as="section" aria-labelledby="details-heading">
        <Columns>
          <div>
            <h2 id="details-heading">Details</h2>
            <Details>
              <dt>Pickup window</dt>
              <dd>{formatTimeWindow(shipment.pickupWindow)}</dd>
              <dt>Delivery window</dt>
              <dd>{formatTimeWindow(shipment.deliveryWindow)}</dd>
              {shipment.eta && (
                <>
                  <dt>Estimated delivery</dt>
                  <dd>{formatEasternDateTime(shipment.eta)}</dd>
                </>
              )}
              <dt>Freight</dt>
              <dd>
                {shipment.commodity} · {shipment.pieces} pieces · {shipment.weight.toLocaleString('en-US')} lbs{shipment.freightClass ? ` · class ${shipment.freightClass}` : ''}
              </dd>
              <dt>Equipment</dt>
              <dd>{shipment.equipment}</dd>
              <dt>Price</dt>
              <dd>{shipment.price}</dd>
              {shipment.specialInstructions && (
                <>
                  <dt>Instructions</dt>
                  <dd>{shipment.specialInstructions}</dd>
                </>
              )}
              {shipment.cancelReason && (
                <>
                  <dt>Cancelled</dt>
                  <dd>{shipment.cancelReason}</dd>
                </>
              )}
            </Details>
          </div>
          <Details>
            <dt>Shipper</dt>
            <dd>{partyText(shipment.shipper)}</dd>
            <dt>Consignee</dt>
            <dd>{partyText(shipment.consignee)}</dd>
          </Details>
        </Columns>
      </Card>
      <div>
        <Button as={Link} to={PATHS.shipments} variant="ghost" size="sm">
          ← All my shipments
        </Button>
      </div>
    </Page>
  );
}

function ShipmentList() {
  const [offset, setOffset] = useState(0);
  const { data, isLoading, isError, refetch } = useGetMyShipmentsQuery({ offset });
  if (isLoading) return <Center><Spinner label="Loading your shipments..." showLabel /></Center>;
  if (isError || !data) {
    return (
      <Alert tone="danger" title="Your shipments could not be loaded">
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <Page>
      <Head>
        <div>
          <h1>My Shipments</h1>
          <p>{data.total === 1 ? '1 shipment' : `${data.total} shipments`} · times in Eastern</p>
        </div>
        <Button as={Link} to={PATHS.dashboard} variant="outline" size="sm">
          My quotes
        </Button>
      </Head>
      {data.items.length === 0 ? (
        <EmptyState headingLevel={2} title="No shipments yet" description="Accept a priced quote, then book it here with the pickup and delivery details." action={<Button as={Link} to={PATHS.dashboard} variant="accent">Go to my quotes</Button>} />
      ) : (
        <List>
          {data.items.map((shipment) => {
            const next = nextMilestoneLabel(shipment);
            return (
              <li key={shipment.id}>
                <Row padding="md">
                  <div>
                    <h2>{shipment.number}</h2>
                    <span className="muted">Booked {formatLongDate(shipment.createdAt)}</span>
                  </div>
                  <div>
                    {lane(shipment)}
                    <span className="muted">Delivery {formatTimeWindow(shipment.deliveryWindow)}</span>
                  </div>
                  <div>
                    <ShipmentStatusBadge status={shipment.status} exception={Boolean(shipment.exception)} late={lateness(shipment) !== null} />
                    {next && <span className="muted">Next: {next}</span>}
                  </div>
                  <Button as={Link} to={`${PATHS.shipments}?id=${shipment.id}`} size="sm" variant="outline" aria-label={`View shipment ${shipment.number}`}>
                    View
                  </Button>
                </Row>
              </li>
            );
          })}
        </List>
      )}
      {data.total > SHIPMENTS_PAGE_SIZE && (
        <Buttons>
          <Button variant="outline" size="sm" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - SHIPMENTS_PAGE_SIZE))}>
            Previous
          </Button>
          <Button variant="outline" size="sm" disabled={offset + SHIPMENTS_PAGE_SIZE >= data.total} onClick={() => setOffset(offset + SHIPMENTS_PAGE_SIZE)}>
            Next
          </Button>
        </Buttons>
      )}
    </Page>
  );
}

/** My Shipments: the list (status and next milestone), or one shipment (`?id=`) with its timeline, documents, tracking link and details. */
export function MyShipmentsPage() {
  const { user, isLoading } = useCurrentUser();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!isLoading && !user) return <SignInRedirect />;
  return (
    <PageFrame siteNav>
      {!user ? <Center><Spinner label="Loading..." showLabel /></Center> : Number.isInteger(id) && id > 0 ? <ShipmentDetail id={id} /> : <ShipmentList />}
    </PageFrame>
  );
}
