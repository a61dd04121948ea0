import {
  awardStepAt,
  type AwardSteps,
  type BoardKeyFields,
  boardKeyOf,
  boardKeysOf,
  type QuoteListSource,
  quoteListFields,
  type ShipmentListSource,
  shipmentListFields,
  shipmentWords,
  type UserKeySource,
  userKeys,
  usernameKeyOf,
} from './list-fields';

const at = (iso: string) => new Date(iso);
const lane = (originState: string, destinationState: string) => ({ origin: { state: originState }, destination: { state: destinationState } });

describe('boardKeysOf', () => {
  it.each<[string, BoardKeyFields, string[]]>([
    [
      'an open load: one key per filter and pair of filters, for each region its lane touches',
      { status: 'booked', award: null, trailerType: 'Dry Van', ...lane('MA', 'NY') },
      [
        'open',
        'open|trailer:Dry Van',
        'open|region:Northeast',
        'open|trailer:Dry Van|region:Northeast',
        'open|region:Great Lakes',
        'open|trailer:Dry Van|region:Great Lakes',
      ],
    ],
    ['states in any case', { status: 'booked', trailerType: 'Reefer', ...lane('az', 'nm') }, ['open', 'open|trailer:Reefer', 'open|region:Southwest', 'open|trailer:Reefer|region:Southwest']],
    ['a lane in no region: the load is on the board by trailer only', { status: 'booked', trailerType: 'Flatbed', ...lane('ZZ', '') }, ['open', 'open|trailer:Flatbed']],
    ['an award waiting for its signature takes the load off the board', { status: 'booked', award: { carrierId: 7 }, trailerType: 'Dry Van', ...lane('MA', 'NY') }, []],
    ['a load that is no longer booked is not on the board', { status: 'carrier-assigned', award: null, trailerType: 'Dry Van', ...lane('MA', 'NY') }, []],
    ['a cancelled load is not on the board', { status: 'cancelled', trailerType: 'Dry Van', ...lane('MA', 'NY') }, []],
  ])('%s', (_, shipment, keys) => {
    expect(boardKeysOf(shipment)).toEqual(keys);
  });
});

describe('boardKeyOf', () => {
  it.each<[{ trailerType?: string; region?: string }, string]>([
    [{}, 'open'],
    [{ trailerType: 'Flatbed' }, 'open|trailer:Flatbed'],
    [{ region: 'Midwest' }, 'open|region:Midwest'],
    [{ trailerType: 'Flatbed', region: 'Midwest' }, 'open|trailer:Flatbed|region:Midwest'],
    [{ trailerType: '', region: '' }, 'open'],
  ])('%j → %s', (filter, key) => {
    expect(boardKeyOf(filter)).toBe(key);
  });

  it('is one of the keys of every open load the filter shows', () => {
    const keys = boardKeysOf({ status: 'booked', trailerType: 'Step Deck', ...lane('OH', 'TX') });
    for (const filter of [{}, { trailerType: 'Step Deck' }, { region: 'Midwest' }, { region: 'Gulf States' }, { trailerType: 'Step Deck', region: 'Southwest' }]) {
      expect(keys).toContain(boardKeyOf(filter));
    }
    expect(keys).not.toContain(boardKeyOf({ trailerType: 'Reefer' }));
    expect(keys).not.toContain(boardKeyOf({ region: 'Northeast' }));
  });
});

describe('awardStepAt', () => {
  const award = (fields: Partial<AwardSteps>): AwardSteps => ({ awardedAt: at('2026-12-01T10:00:00Z'), signBy: at('2026-12-01T12:00:00Z'), signedAt: null, ...fields });

  it.each<[string, AwardSteps | null | undefined, string | undefined]>([
    ['no award: nothing due', null, undefined],
    ['undefined award: nothing due', undefined, undefined],
    ['unsigned, not reminded: the reminder, half an hour before the lapse', award({}), '2026-12-01T11:30:00.000Z'],
    ['unsigned, given less than an hour: the reminder halfway', award({ signBy: at('2026-12-01T10:40:00Z') }), '2026-12-01T10:20:00.000Z'],
    ['reminded: the lapse', award({ remindedAt: at('2026-12-01T11:30:00Z') }), '2026-12-01T12:00:00.000Z'],
    ['signed: nothing due', award({ signedAt: at('2026-12-01T11:00:00Z') }), undefined],
    ['signed after the reminder: nothing due', award({ remindedAt: at('2026-12-01T11:30:00Z'), signedAt: at('2026-12-01T11:45:00Z') }), undefined],
  ])('%s', (_, given, due) => {
    expect(awardStepAt(given)?.toISOString()).toBe(due);
  });
});

const shipment = (fields: Partial<ShipmentListSource> = {}): ShipmentListSource => ({
  number: 'SHP-2026-000042',
  customer: { name: 'Jane Doe', companyName: 'Acme Freight' },
  origin: { zip: '02108', city: 'Boston', state: 'MA' },
  destination: { zip: '10001', city: 'New York', state: 'NY' },
  status: 'booked',
  exception: null,
  award: null,
  equipment: 'Full Truckload / Perishable Goods',
  postedRate: '1400.00',
  ...fields,
});

describe('shipmentWords', () => {
  it('is the number, the customer and the lane cities', () => {
    expect(shipmentWords(shipment())).toEqual(['SHP-2026-000042', 'Jane Doe', 'Acme Freight', 'Boston', 'New York']);
  });
});

describe('shipmentListFields', () => {
  const awarded = { carrierId: 7, awardedAt: at('2026-12-01T10:00:00Z'), signBy: at('2026-12-01T12:00:00Z'), signedAt: null };

  it.each<[string, Partial<ShipmentListSource>, number | null, Partial<ReturnType<typeof shipmentListFields>>]>([
    [
      'an open load: its trailer from the equipment, the board keys and sorts',
      {},
      700,
      { trailerType: 'Reefer', miles: 700, boardRateCents: 140000, boardRpmCents: 200, exceptionOpen: false, carrierId: null, awardStepAt: undefined },
    ],
    ['a trailer type once set stays', { trailerType: 'Flatbed' }, 700, { trailerType: 'Flatbed' }],
    ['unknown miles: no rate per mile', {}, null, { miles: null, boardRateCents: 140000, boardRpmCents: null }],
    ['no posted rate: no rate sorts', { postedRate: null }, 700, { boardRateCents: null, boardRpmCents: null }],
    [
      'an awarded load: off the board, its carrier and its next step',
      { award: awarded },
      700,
      { boardKeys: undefined, boardRateCents: undefined, boardRpmCents: undefined, carrierId: 7, awardStepAt: at('2026-12-01T11:30:00Z') },
    ],
    ['an open exception', { status: 'in-transit', exception: { note: 'Flat tyre' } }, 700, { exceptionOpen: true, boardKeys: undefined }],
  ])('%s', (_, fields, miles, expected) => {
    expect(shipmentListFields(shipment(fields), miles)).toMatchObject(expected);
  });

  it('keys an open load by its trailer and its regions, and its search by its words', () => {
    const fields = shipmentListFields(shipment(), 200);
    expect(fields.boardKeys).toContain('open|trailer:Reefer|region:Northeast');
    expect(fields.searchKeys).toEqual(expect.arrayContaining(['shp', '2026', '000042', 'jan', 'doe', 'acme', 'bos', 'new', 'york']));
  });
});

describe('quoteListFields', () => {
  const quote = (fields: Partial<QuoteListSource>): QuoteListSource => ({
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane.doe@acme-freight.com',
    companyName: 'Acme Freight',
    status: 'approved',
    estimatedPrice: '$1,200.00',
    validUntil: '2099-01-01',
    decision: null,
    ...fields,
  });

  it.each<[string, Partial<QuoteListSource>, string | undefined]>([
    ['an offer awaiting the customer: ends at midnight Eastern after its last day', {}, '2099-01-02T05:00:00.000Z'],
    ['an expired offer keeps its end (the list tells the two apart by it)', { validUntil: '2020-07-01' }, '2020-07-02T04:00:00.000Z'],
    ['a pending quote is no offer', { status: 'pending' }, undefined],
    ['an approved quote without a price is no offer', { estimatedPrice: '' }, undefined],
    ['a decided offer no longer ends', { decision: { outcome: 'accepted' } }, undefined],
  ])('%s', (_, fields, endsAt) => {
    expect(quoteListFields(quote(fields)).offerEndsAt?.toISOString()).toBe(endsAt);
  });

  it('searches the names, the email and the company', () => {
    expect(quoteListFields(quote({})).searchKeys).toEqual(expect.arrayContaining(['ja', 'doe', 'acme', 'freight', 'com']));
    expect(quoteListFields(quote({})).searchKeys).not.toContain('approved');
  });
});

describe('usernameKeyOf', () => {
  it.each([
    ['jdoe', 'jdoe'],
    ['JDoe', 'jdoe'],
    ['  Jane.Doe ', 'jane.doe'],
  ])('%j → %j', (username, key) => {
    expect(usernameKeyOf(username)).toBe(key);
  });
});

describe('userKeys', () => {
  const user = (fields: Partial<UserKeySource>): UserKeySource => ({ username: 'JDoe', firstName: 'Jane', lastName: 'Doe', email: 'jane@acme.com', companyName: 'Acme', ...fields });

  it.each<[string, Partial<UserKeySource>, string | undefined, string | undefined]>([
    ['an account without documents: its username key, nothing due', {}, 'jdoe', undefined],
    ['no username (a partial record): no key', { username: '' }, undefined, undefined],
    ['a certificate not yet reminded of: the reminder, 30 days before it expires', { carrierDocuments: [{ expiresOn: '2099-06-30' }] }, 'jdoe', '2099-05-31T04:00:00.000Z'],
    ['a certificate reminded of (a stored date): its expiry', { carrierDocuments: [{ expiresOn: '2099-06-30', reminderSentAt: at('2099-05-31T12:00:00Z') }] }, 'jdoe', '2099-06-30T04:00:00.000Z'],
    ['an expired certificate: nothing due', { carrierDocuments: [{ expiresOn: '2020-06-30', reminderSentAt: at('2020-05-31T12:00:00Z'), expiredAt: at('2020-06-30T04:00:00Z') }] }, 'jdoe', undefined],
    [
      'several documents: the earliest step',
      { carrierDocuments: [{ expiresOn: '2099-06-30' }, { expiresOn: '2099-04-15', reminderSentAt: '2099-03-16T12:00:00.000Z' }, {}] },
      'jdoe',
      '2099-04-15T04:00:00.000Z',
    ],
  ])('%s', (_, fields, usernameKey, dueAt) => {
    const keys = userKeys(user(fields));
    expect(keys.usernameKey).toBe(usernameKey);
    expect(keys.insuranceDueAt?.toISOString()).toBe(dueAt);
  });

  it('searches the names, username, email and company', () => {
    expect(userKeys(user({})).searchKeys).toEqual(expect.arrayContaining(['jan', 'doe', 'jdo', 'acme', 'com']));
  });
});
