/**
 * The scale benchmark's hot writes, each timed alone on both sizes (`timeAlone`, the APIs in
 * turn), each sample on a target of its own so it does real work. Targets are prepared before a
 * write is timed, outside the timed part, through the API as users would (or taken from the seed):
 *
 * - staff update a quote (status Approved and a new price, which emails the customer): seeded
 *   quotes spread over the whole id range, each updated once;
 * - the customer accepts a priced, approved quote of its own: the benchmark's customer asks for
 *   quotes (`POST /api/customer-quotes`) and staff price and approve them, untimed;
 * - the customer books a shipment: the quotes it just accepted;
 * - the benchmark's carrier makes an offer: on the loads just booked (open, on the board);
 * - staff award: those offers;
 * - the carrier records Picked up (its window has not opened: `confirmEarlyPickup: true`), then
 *   In transit with a city: on those loads, once the carrier has signed each rate confirmation
 *   (untimed).
 */
const ISO_DAY = 86_400_000;
const day = (fromNow) => new Date(Date.now() + fromNow * ISO_DAY).toISOString().slice(0, 10);

const party = (name, street, city, state, zip) => ({ name, address: { street, city, state, zip }, contactName: 'Dock Office', phone: '(973) 555-0100', email: 'dock@example.com' });

/** The booking form's details: a pickup two weeks ahead, so the carrier's pickup is early and needs its confirmation. */
const bookingDetails = (i) => ({
  pickupWindow: { date: day(14), from: '08:00', to: '12:00' },
  deliveryWindow: { date: day(16), from: '09:00', to: '17:00' },
  shipper: party('Bench Plant', `${100 + i} Dock Street`, 'Newark', 'NJ', '07105'),
  consignee: party('Bench Store', '1 Harbor Way', 'Boston', 'MA', '02118'),
  commodity: 'Machine parts on pallets',
  pieces: 4 + (i % 20),
  weight: 2_500 + 100 * i,
});

export const WRITES = {
  quoteUpdate: 'PATCH /api/admin/quotes/:id (staff: Approved and a price, the customer emailed)',
  accept: 'POST /api/customer-quotes/:id/accept (the customer accepts a priced quote)',
  book: 'POST /api/shipments (the customer books an accepted quote)',
  offer: 'POST /api/carrier/loads/:id/offers (a carrier\'s offer)',
  award: 'POST /api/admin/offers/:id/award (staff award an offer)',
  pickedUp: 'POST /api/carrier/assigned/:id/events (picked-up, early, confirmed)',
  inTransit: 'POST /api/carrier/assigned/:id/events (in-transit, with a city)',
};

function json(res, what) {
  try {
    return JSON.parse(res.text);
  } catch {
    throw new Error(`bench: ${what}: HTTP ${res.status}, not JSON: ${res.text.slice(0, 200)}`);
  }
}

async function must(res, status, what) {
  const answer = await res;
  if (answer.status !== status) throw new Error(`bench: ${what}: HTTP ${answer.status} (expected ${status}) ${answer.text.slice(0, 300)}`);
  return json(answer, what);
}

/**
 * `count` quotes the seed stored, spread evenly over the ids (none decided, none used before):
 * staff's update then touches records all over the collection, not only the newest.
 */
async function spreadQuotes(api, send, count) {
  const [newest] = await must(send(api.base, 'GET', '/api/quotes?limit=1', { cookie: api.admin }), 200, 'the newest quote');
  const targets = [];
  const used = new Set();
  for (let k = 0; k < count; k += 1) {
    for (let id = Math.max(1, Math.floor((newest.id * (k + 0.5)) / count)); id <= newest.id; id += 1) {
      if (used.has(id)) continue;
      const res = await send(api.base, 'GET', `/api/admin/quotes/${id}`, { cookie: api.admin });
      if (res.status !== 200 || json(res, `quote ${id}`).decision) continue;
      used.add(id);
      targets.push(id);
      break;
    }
  }
  if (targets.length < count) throw new Error(`bench: only ${targets.length} quotes to update at ${api.label}`);
  return targets;
}

/**
 * Times each write on every API (`timeAlone(name, apis, call)`: p50/p95 per API) and returns
 * `[[name, rows]]`. `count` is the samples and warm-ups of one write, so each gets that many targets.
 */
export async function measureWrites(apis, { send, timeAlone, count, step }) {
  const results = [];
  const timed = async (name, call) => results.push([name, await timeAlone(name, apis, call)]);
  const each = async (what, fn) => {
    for (const api of apis) for (let i = 0; i < count; i += 1) await fn(api, i);
    step(`  prepared: ${what} (${count} at each size)`);
  };
  const answers = (api, key) => (api.answers[key] ??= []);
  const keep = (key) => (api, i, res) => {
    answers(api, key)[i] = res;
    return res;
  };

  for (const api of apis) {
    api.answers = {};
    api.quoteUpdates = await spreadQuotes(api, send, count);
  }
  step(`  prepared: ${count} seeded quotes at each size, spread over the ids`);
  await timed(WRITES.quoteUpdate, (a, i) =>
    send(a.base, 'PATCH', `/api/admin/quotes/${a.quoteUpdates[i]}`, { cookie: a.admin, body: { status: 'approved', estimatedPrice: `${1_500 + i}.00`, customerMessage: 'Priced for your lane.' } }),
  );

  await each('quotes the customer asked for, priced and approved by staff', async (api, i) => {
    const { id } = await must(send(api.base, 'POST', '/api/customer-quotes', { cookie: api.customer, body: { serviceNeeded: 'Freight Transportation', projectDetails: `Bench lane ${i}` } }), 201, 'a customer quote');
    await must(send(api.base, 'PATCH', `/api/admin/quotes/${id}`, { cookie: api.admin, body: { status: 'approved', estimatedPrice: `${1_800 + i}.00` } }), 200, 'pricing a quote');
    (api.offered ??= [])[i] = id;
  });
  await timed(WRITES.accept, (a, i) => send(a.base, 'POST', `/api/customer-quotes/${a.offered[i]}/accept`, { cookie: a.customer, body: { signature: 'Scale Customer', accept: true } }));

  await timed(WRITES.book, (a, i) => send(a.base, 'POST', '/api/shipments', { cookie: a.customer, body: { quoteId: a.offered[i], ...bookingDetails(i) } }).then((res) => keep('book')(a, i, res)));
  for (const api of apis) {
    api.loads = api.answers.book.map((res) => {
      // 201: a new shipment (200 would be one booked before for the same quote).
      if (res.status !== 201) throw new Error(`bench: a booking at ${api.label} stored nothing new (HTTP ${res.status})`);
      return json(res, 'a booking').shipment.id;
    });
  }

  await timed(WRITES.offer, (a, i) => send(a.base, 'POST', `/api/carrier/loads/${a.loads[i]}/offers`, { cookie: a.carrier, body: { amount: `${1_400 + i}.00`, note: 'Bench offer', hours: 24 } }).then((res) => keep('offer')(a, i, res)));
  for (const api of apis) api.offers = api.answers.offer.map((res) => json(res, 'an offer').offer.id);

  await timed(WRITES.award, (a, i) => send(a.base, 'POST', `/api/admin/offers/${a.offers[i]}/award`, { cookie: a.admin, body: { signHours: 24 } }));

  await each('rate confirmations signed by the carrier', (api, i) => must(send(api.base, 'POST', `/api/carrier/assigned/${api.loads[i]}/sign`, { cookie: api.carrier, body: { signature: 'Scale Carrier' } }), 200, 'signing'));
  await timed(WRITES.pickedUp, (a, i) => send(a.base, 'POST', `/api/carrier/assigned/${a.loads[i]}/events`, { cookie: a.carrier, body: { kind: 'picked-up', confirmEarlyPickup: true } }));
  await timed(WRITES.inTransit, (a, i) => send(a.base, 'POST', `/api/carrier/assigned/${a.loads[i]}/events`, { cookie: a.carrier, body: { kind: 'in-transit', city: 'Hartford', state: 'CT' } }));
  return results;
}
