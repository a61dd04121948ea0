import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import {
  type AssignedLoad,
  type BoardLoad,
  boardRegionsOf,
  BOARD_SORT_FIRST,
  BOARD_SORTS,
  type BoardSort,
  type SortDirection,
  TRAILER_TYPES,
  trailerTypesOf,
  checkOffer,
  formatEasternDateTime,
  formatLane,
  formatPriceText,
  formatLoadWindow,
  formatWeightLbs,
  LOAD_BOARD_MESSAGES,
  loadBoardRefusal,
  OFFER_MAX_HOURS,
  OFFER_STATUS_LABELS,
  type OfferStatus,
  type TimeWindow,
  type User,
  userCapabilities,
} from '@freight/domain';
import { errorMessage } from '@freight/platform';
import { Alert, Badge, type BadgeTone, Button, EmptyState, Field, Input, Select, ShipmentStatusBadge, Spinner, Textarea } from '@freight/ui';
import { Dialog } from '@freight/ui/widgets';
import {
  rateConfirmationUrl,
  useBookNowMutation,
  useGetAssignedLoadsQuery,
  useGetBoardQuery,
  useGetMyOffersQuery,
  useMakeOfferMutation,
  useSignRateConfirmationMutation,
  useWithdrawOfferMutation,
} from '../api/carrier-loads-api';
import { useDesktop } from '../hooks/use-desktop';
import { BoardCards, BoardTable } from './board-loads';
import { HaulPanel } from './carrier-haul';
import { DriverDialog } from './driver-dialog';
import { HomeZipForm } from './home-zip-form';
import { LoadItem, LoadList } from './load-list';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Filters = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  a {
    font-weight: 600;
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const windowText = (w: TimeWindow) => formatLoadWindow(w);

/** Why this account cannot use the board, from the server's own rule; null when it can. */
export function BoardRefusal({ user }: { user: User }) {
  const refusal = loadBoardRefusal(user);
  if (!refusal) return null;
  return (
    <Alert tone={user.carrierStatus === 'suspended' ? 'warning' : 'info'} title="The load board is not open to your account yet">
      {refusal.message}
    </Alert>
  );
}

function OfferDialog({ load, onClose }: { load: BoardLoad; onClose: () => void }) {
  const [amount, setAmount] = useState(load.postedRate ?? '');
  const [note, setNote] = useState('');
  const [hours, setHours] = useState('4');
  const [errors, setErrors] = useState<Partial<Record<'amount' | 'note' | 'hours', string>>>({});
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();
  const [makeOffer, { isLoading }] = useMakeOfferMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkOffer({ amount, note, hours });
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    try {
      const answer = await makeOffer({ id: load.id, amount: checked.amount, note: checked.note, hours: checked.hours }).unwrap();
      setDone(answer.message);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <Dialog open onClose={onClose} title={`Make an offer on ${load.number}`} description={formatLane(load)}>
      {done ? (
        <Stack>
          <Alert tone="success" title={done} />
          <Button onClick={onClose}>Close</Button>
        </Stack>
      ) : (
        <Form onSubmit={(e) => void submit(e)} noValidate aria-label="Make an offer">
          <Field label="Your rate (USD)" error={errors.amount} required>
            <Input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" autoComplete="off" />
          </Field>
          <Field label={`Offer stands for (hours, 1 to ${OFFER_MAX_HOURS})`} error={errors.hours} required>
            <Input value={hours} onChange={(e) => setHours(e.target.value)} inputMode="numeric" autoComplete="off" />
          </Field>
          <Field label="Note" error={errors.note}>
            <Textarea value={note} onChange={(e) => setNote(e.target.value)} rows={2} />
          </Field>
          {failure && <Alert tone="danger" title={failure} />}
          <Button type="submit" loading={isLoading}>
            Send offer
          </Button>
        </Form>
      )}
    </Dialog>
  );
}

/** The open loads, by trailer type and region: a dense sortable table at desktop, cards on a phone; Book now at the posted rate, or make an offer. */
export function LoadBoard({ user }: { user: User }) {
  const [trailerType, setTrailerType] = useState('');
  const [region, setRegion] = useState('');
  const [order, setOrder] = useState<{ sort: BoardSort; direction: SortDirection }>({ sort: 'pickup', direction: BOARD_SORT_FIRST.pickup });
  const [offset, setOffset] = useState(0);
  const [offering, setOffering] = useState<BoardLoad | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string }>();
  const desktop = useDesktop();
  const refused = loadBoardRefusal(user) !== null;
  const { data, isLoading, isError, error } = useGetBoardQuery({ trailerType, region, ...order, offset }, { skip: refused });
  const [bookNow, booking] = useBookNowMutation();
  if (refused) return <BoardRefusal user={user} />;
  // The carrier's own trailers first, then every other type.
  const own = trailerTypesOf(user.carrierInfo?.equipmentTypes);
  const trailerOptions = [{ value: '', label: 'All trailer types' }, ...[...own, ...TRAILER_TYPES.filter((type) => !own.includes(type))].map((value) => ({ value, label: value }))];
  const regionOptions = [{ value: '', label: 'All regions' }, ...boardRegionsOf(user.carrierInfo?.operatingRegions).map((value) => ({ value, label: value }))];
  const sortOptions = BOARD_SORTS.flatMap((by) => (['desc', 'asc'] as const).map((direction) => ({ value: `${by}:${direction}`, label: sortLabel(by, direction) })));

  function sortBy(by: BoardSort, direction?: SortDirection) {
    const next = direction ?? (order.sort === by ? (order.direction === 'asc' ? 'desc' : 'asc') : BOARD_SORT_FIRST[by]);
    setOrder({ sort: by, direction: next });
    setOffset(0);
  }

  async function book(load: BoardLoad) {
    try {
      const answer = await bookNow(load.id).unwrap();
      setNotice({ tone: 'success', text: answer.message });
    } catch (failure) {
      setNotice({ tone: 'danger', text: errorMessage(failure) ?? '' });
    }
  }

  const shown = { loads: data?.items ?? [], onBook: (load: BoardLoad) => void book(load), onOffer: setOffering, bookingId: booking.isLoading ? booking.originalArgs : undefined };
  return (
    <Stack>
      {/* Not keyed by the saved ZIP: the account refreshed after a save must not remount the form and drop its confirmation. */}
      <HomeZipForm homeZip={user.carrierInfo?.homeZip} />
      <Filters $columns={desktop ? 2 : 3}>
        <Field label="Trailer type">
          <Select value={trailerType} options={trailerOptions} onChange={(e) => (setTrailerType(e.target.value), setOffset(0))} />
        </Field>
        <Field label="Region">
          <Select value={region} options={regionOptions} onChange={(e) => (setRegion(e.target.value), setOffset(0))} />
        </Field>
        {!desktop && (
          <Field label="Sort by">
            <Select
              value={`${order.sort}:${order.direction}`}
              options={sortOptions}
              onChange={(e) => {
                const [by, direction] = e.target.value.split(':') as [BoardSort, SortDirection];
                sortBy(by, direction);
              }}
            />
          </Field>
        )}
      </Filters>
      {notice && <Alert tone={notice.tone} title={notice.text} />}
      {isLoading && <Spinner label="Loading the board..." showLabel />}
      {isError && <Alert tone="danger" title={errorMessage(error)} />}
      {data && data.items.length === 0 && <EmptyState title="No open loads match" description="New loads are posted every day. Try other filters." />}
      {data && data.items.length > 0 && (desktop ? <BoardTable {...shown} sort={order.sort} direction={order.direction} onSort={(by) => sortBy(by)} /> : <BoardCards {...shown} />)}
      {data && data.total > offset + data.items.length && (
        <Button variant="outline" onClick={() => setOffset(offset + data.items.length)}>
          Next page
        </Button>
      )}
      {offset > 0 && (
        <Button variant="ghost" onClick={() => setOffset(0)}>
          First page
        </Button>
      )}
      {offering && <OfferDialog load={offering} onClose={() => setOffering(null)} />}
    </Stack>
  );
}

/** "Rate per mile, highest first", "Pickup, soonest first". */
function sortLabel(by: BoardSort, direction: SortDirection): string {
  const names: Record<BoardSort, string> = { pickup: 'Pickup', miles: 'Miles', rate: 'Rate', rpm: 'Rate per mile' };
  const ways: Record<BoardSort, Record<SortDirection, string>> = {
    pickup: { asc: 'soonest first', desc: 'latest first' },
    miles: { asc: 'shortest first', desc: 'longest first' },
    rate: { asc: 'lowest first', desc: 'highest first' },
    rpm: { asc: 'lowest first', desc: 'highest first' },
  };
  return `${names[by]}, ${ways[by][direction]}`;
}

const OFFER_TONES: Record<OfferStatus, BadgeTone> = { pending: 'warning', accepted: 'success', declined: 'danger', expired: 'neutral', withdrawn: 'neutral' };

/** The carrier's offers and their status; a pending one can be withdrawn. */
export function MyOffers({ user }: { user: User }) {
  const refused = loadBoardRefusal(user) !== null;
  const { data, isLoading, isError, error } = useGetMyOffersQuery(undefined, { skip: refused });
  const [withdraw, withdrawing] = useWithdrawOfferMutation();
  const [failure, setFailure] = useState<string>();
  if (refused) return <BoardRefusal user={user} />;
  return (
    <Stack>
      {isLoading && <Spinner label="Loading your offers..." showLabel />}
      {isError && <Alert tone="danger" title={errorMessage(error)} />}
      {failure && <Alert tone="danger" title={failure} />}
      {data && data.length === 0 && <EmptyState title="No offers yet" description="Offers you make on the load board show here." />}
      {data && data.length > 0 && (
        <LoadList aria-label="My offers">
          {data.map((offer) => (
            <LoadItem key={offer.id}>
              <h2>
                {offer.shipmentNumber}: {formatPriceText(offer.amount)}
              </h2>
              <p>{offer.lane}</p>
              <p>{offer.kind === 'book-now' ? 'Booked now at the posted rate' : `Stands until ${formatEasternDateTime(offer.expiresAt)}`}</p>
              {offer.note && <p>Note: {offer.note}</p>}
              <Actions>
                <Badge tone={OFFER_TONES[offer.status]}>{OFFER_STATUS_LABELS[offer.status]}</Badge>
                {offer.status === 'pending' && (
                  <Button
                    size="sm"
                    variant="outline"
                    loading={withdrawing.isLoading && withdrawing.originalArgs === offer.id}
                    onClick={() => void withdraw(offer.id).unwrap().catch((e: unknown) => setFailure(errorMessage(e)))}
                  >
                    Withdraw
                  </Button>
                )}
              </Actions>
            </LoadItem>
          ))}
        </LoadList>
      )}
    </Stack>
  );
}

function SignForm({ load }: { load: AssignedLoad }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [sign, { isLoading }] = useSignRateConfirmationMutation();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim().length < 2) return setError(LOAD_BOARD_MESSAGES.signatureRequired);
    try {
      await sign({ id: load.id, signature: name }).unwrap();
      setError(undefined);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }
  return (
    <Form onSubmit={(e) => void submit(e)} noValidate aria-label={`Sign the rate confirmation of ${load.number}`}>
      <p>Sign by {formatEasternDateTime(load.award.signBy)}, or the award lapses and the load goes back on the board.</p>
      <Field label="Your full name (your signature)" error={error} required>
        <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" />
      </Field>
      <Button type="submit" loading={isLoading}>
        Sign the rate confirmation
      </Button>
    </Form>
  );
}

/** Loads awarded to the carrier: the rate confirmation to download and sign, then the haul, moved step by step from the road. */
export function AssignedLoads({ user }: { user: User }) {
  const refused = loadBoardRefusal(user) !== null;
  const { data, isLoading, isError, error } = useGetAssignedLoadsQuery(undefined, { skip: refused });
  const dispatches = userCapabilities(user).includes('assignDrivers');
  const [assigning, setAssigning] = useState<AssignedLoad | null>(null);
  if (refused) return <BoardRefusal user={user} />;
  return (
    <Stack>
      {isLoading && <Spinner label="Loading your loads..." showLabel />}
      {isError && <Alert tone="danger" title={errorMessage(error)} />}
      {data && data.length === 0 && (
        <EmptyState
          title="No assigned loads yet"
          description={dispatches ? 'Loads awarded to you show here with their rate confirmation.' : 'Loads your dispatcher gives you show here, with their stops and documents.'}
        />
      )}
      {data && data.length > 0 && (
        <LoadList aria-label="Assigned loads">
          {data.map((load) => (
            <LoadItem key={load.id}>
              <h2>{formatLane(load)}</h2>
              <p>
                {load.number} · {load.equipment} · {formatWeightLbs(load.weight)} · Agreed rate {formatPriceText(load.award.rate)}
              </p>
              <p>Pickup {windowText(load.pickupWindow)} · Delivery {windowText(load.deliveryWindow)}</p>
              <Actions>
                {load.award.signedAt ? <ShipmentStatusBadge status={load.status} exception={Boolean(load.haul?.exception)} /> : <Badge tone="warning">Awaiting your signature</Badge>}
                {!load.haul && (
                  <a href={rateConfirmationUrl(load.id)} download>
                    Rate confirmation (PDF)
                  </a>
                )}
              </Actions>
              {load.award.signature ? <p>Signed by {load.award.signature.name} on {formatEasternDateTime(load.award.signature.at)}</p> : <SignForm load={load} />}
              {(load.driver || dispatches) && (
                <Actions>
                  <p>
                    {load.driver
                      ? `Driver: ${load.driver.name} · ${load.driver.phone} · Truck ${load.driver.truckNumber} · Trailer ${load.driver.trailerNumber}`
                      : 'No driver assigned yet'}
                  </p>
                  {dispatches && (
                    <Button size="sm" variant="outline" onClick={() => setAssigning(load)} aria-label={`${load.driver ? 'Change the driver' : 'Assign a driver'} of ${load.number}`}>
                      {load.driver ? 'Change Driver' : 'Assign Driver'}
                    </Button>
                  )}
                </Actions>
              )}
              {load.haul && <HaulPanel load={load} haul={load.haul} />}
            </LoadItem>
          ))}
        </LoadList>
      )}
      {assigning && <DriverDialog load={assigning} onClose={() => setAssigning(null)} />}
    </Stack>
  );
}
