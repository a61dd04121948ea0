import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { COMPANY, formatEasternDateTime, formatLongDate, lastReportedPlace, lateness, PATHS, type PublicTracking, SHIPMENT_MESSAGES, SHIPMENT_TIMING_TEXTS } from '@freight/domain';
import { baseApi, usePageData } from '@freight/platform';
import { Alert, Button, Card, LaneMap, PageFrame, ShipmentStatusBadge, ShipmentTimeline, Spinner } from '@freight/ui';

const trackingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTracking: build.query<PublicTracking, string>({ query: (token) => `api/track/${encodeURIComponent(token)}` }),
  }),
});

/** The lane map of a link (cities only), drawn by the server; a new timeline step is a new image. */
const trackingMapUrl = (token: string, data: PublicTracking) => `/api/track/${encodeURIComponent(token)}/map.svg?v=${encodeURIComponent(data.events.at(-1)?.at ?? '')}`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 48rem;
  width: 100%;
  margin: 0 auto;
  h1 { font-size: ${({ theme }) => theme.fontSizes['2xl']}; }
  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; margin-bottom: ${({ theme }) => theme.space[4]}; }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  p { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  dd { margin: 2px 0 0; font-weight: 600; }
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[12]} 0;
`;

/** /track/<token>: what a consignee may see of a shipment (status, timeline by city, delivery window, ETA), signed in or not. */
export function TrackingPage() {
  const { token = '' } = useParams();
  const { pathname } = useLocation();
  // The server renders the page with the shipment and writes it into the page: shown at once, and the
  // browser takes it over without asking the API again.
  const written = usePageData<PublicTracking>(pathname);
  const asked = trackingApi.useGetTrackingQuery(token, { skip: written !== undefined });
  const data = written ?? asked.data;
  const { isLoading, isError, error } = asked;
  // A cancelled shipment's link opens nothing (410): the page says so, rather than "not valid".
  const cancelled = isError && (error as { status?: unknown } | undefined)?.status === 410;
  const late = data ? lateness(data) : null;
  // Once delivered, the page leads with when it was, not the window it was due in.
  const deliveredAt = data && (data.status === 'delivered' || data.status === 'completed') ? data.events.findLast((e) => e.kind === 'delivered')?.at : undefined;
  return (
    <PageFrame back={{ to: PATHS.home, label: `${COMPANY.name} home` }}>
      <Stack>
        {isLoading && (
          <Center>
            <Spinner label="Loading the shipment..." showLabel />
          </Center>
        )}
        {isError && (
          <Card padding="lg">
            <Stack>
              <h1>{cancelled ? SHIPMENT_MESSAGES.trackingLinkCancelledHeading : SHIPMENT_MESSAGES.trackingLinkInvalidHeading}</h1>
              <Alert tone="warning" title={cancelled ? SHIPMENT_MESSAGES.trackingCancelled : SHIPMENT_MESSAGES.trackingNotFound} />
              <p>{cancelled ? `Questions? Ask the sender, or call us at ${COMPANY.phone}.` : `Ask the sender for a new link, or call us at ${COMPANY.phone}.`}</p>
              <div>
                <Button as={Link} to={PATHS.home} variant="outline">
                  Go to the home page
                </Button>
              </div>
            </Stack>
          </Card>
        )}
        {data && (
          <>
            <Head>
              <div>
                <h1>Shipment {data.number}</h1>
                <p>
                  {data.origin.city}, {data.origin.state} → {data.destination.city}, {data.destination.state}
                </p>
              </div>
              <ShipmentStatusBadge status={data.status} exception={data.exception} late={Boolean(late)} />
            </Head>
            {late && <Alert tone="warning" title={SHIPMENT_TIMING_TEXTS.why(late)} />}
            <Card padding="lg" as="section" aria-labelledby="delivery-heading">
              <h2 id="delivery-heading">Delivery</h2>
              <Facts>
                {deliveredAt && (
                  <div>
                    <dt>Delivered</dt>
                    <dd>{formatEasternDateTime(deliveredAt)}</dd>
                  </div>
                )}
                <div>
                  <dt>Delivery window</dt>
                  <dd>
                    {formatLongDate(`${data.deliveryWindow.date}T12:00:00Z`)}, {data.deliveryWindow.from}–{data.deliveryWindow.to} Eastern
                  </dd>
                </div>
                {data.eta && !deliveredAt && (
                  <div>
                    <dt>Estimated arrival</dt>
                    <dd>{formatEasternDateTime(data.eta)}</dd>
                  </div>
                )}
              </Facts>
            </Card>
            <Card padding="lg" as="section" aria-labelledby="map-heading">
              <h2 id="map-heading">Map</h2>
              <LaneMap src={trackingMapUrl(token, data)} origin={data.origin} current={lastReportedPlace(data.events)} destination={data.destination} />
            </Card>
            <Card padding="lg" as="section" aria-labelledby="timeline-heading">
              <h2 id="timeline-heading">Timeline</h2>
              <ShipmentTimeline events={data.events} showNotes={false} />
            </Card>
          </>
        )}
      </Stack>
    </PageFrame>
  );
}
