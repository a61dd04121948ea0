import { model, Schema } from 'mongoose';
import { type DriverAssignment, type LoadAward, type ShipmentListSource, shipmentListFields as listFieldsOf, TRAILER_TYPES, type TrailerType, EVENT_RECORDER_ROLES, POD_CONTENT_TYPES, type CreditHold, type Shipment as ApiShipment, SHIPMENT_EVENT_KINDS, SHIPMENT_STATUSES, type ShipmentEvent } from '@freight/domain';
import { laneBetween } from '@freight/domain/zip-centroids';
import { mailOutboxPath, type OutboxEntry } from './mail-outbox.model';
import { centsPath, moneyCentsPath, shownMoney } from './money-fields';

export interface ShipmentEventRecord extends Omit<ShipmentEvent, 'at'> {
  at: Date;
}

/** A load's award as stored: the carrier, the agreed rate, the time to sign by, and the signature once signed. */
export interface AwardRecord extends Omit<LoadAward, 'awardedAt' | 'signBy' | 'signedAt' | 'signature' | 'remindedAt'> {
  awardedAt: Date;
  signBy: Date;
  remindedAt?: Date | null;
  signedAt: Date | null;
  signature: { name: string; at: Date; ip: string } | null;
}

/** A held booking's credit review as stored (times as dates). */
export interface CreditHoldRecord extends Omit<CreditHold, 'heldAt' | 'decision'> {
  heldAt: Date;
  decision: (Omit<NonNullable<CreditHold['decision']>, 'at'> & { at: Date }) | null;
}

export interface ShipmentRecord extends Omit<ApiShipment, 'createdAt' | 'updatedAt' | 'events' | 'exception' | 'tracking' | 'deliveredAt' | 'eta' | 'pod' | 'award' | 'creditHold' | 'driver' | 'checkCalls'> {
  /** The carrier rate staff posted on the board ("1400.00"), or null. */
  postedRate?: string | null;
  /** The accepted price and the posted rate in whole cents, as the database keeps them; a read shows them as `price` and `postedRate` (money-fields). */
  priceCents?: number | null;
  postedRateCents?: number | null;
  /** The trailer the load needs: set from the quote's equipment when the shipment is made (or migrated). */
  trailerType?: TrailerType;
  /** Road miles of the lane from its ZIP codes (derived), or null when one is unknown. */
  miles?: number | null;
  /** While the load is open, for the board's sorts: the posted rate and the rate per mile in cents (derived). */
  boardRateCents?: number | null;
  boardRpmCents?: number | null;
  /** The live award (waiting for the carrier's signature, or signed), or null. */
  award?: AwardRecord | null;
  /** Counts the awards that lapsed; keys each award's emails, so one reminder goes per award. */
  awardRound?: number;
  /** The carrier the load is awarded to (awaiting signature or signed): its assigned loads. */
  carrierId?: number | null;
  /** The carrier's check calls (times as dates). */
  checkCalls?: { at: Date; note: string; by: string }[];
  /** The carrier company's driver on it (the time as a date). */
  driver?: (Omit<DriverAssignment, 'assignedAt'> & { assignedAt: Date }) | null;
  /** A booking held past the customer's credit limit: the figures, and staff's decision (null on other shipments). */
  creditHold?: CreditHoldRecord | null;
  /** The board's keys while the load is open: 'open', 'open|equipment:…', 'open|region:…', both. */
  boardKeys?: string[];
  /** While an award waits for its signature: when its next step is due (the reminder to sign, then the lapse). */
  awardStepAt?: Date;
  createdAt: Date;
  updatedAt: Date;
  events: ShipmentEventRecord[];
  exception: { note: string; at: Date } | null;
  eta?: Date | null;
  deliveredAt?: Date | null;
  pod: (Omit<NonNullable<ApiShipment['pod']>, 'uploadedAt'> & { uploadedAt: Date }) | null;
  /** The sha256 of the live tracking link's token (what a visitor's link is found by), and when it was made. */
  trackingHash?: string | null;
  /**
   * The live link's token sealed under the server's secret (AES-256-GCM), so its owner can see it
   * again; absent on links made before links were kept (they work, but cannot be shown).
   */
  trackingSealed?: string | null;
  trackingCreatedAt?: Date | null;
  mailOutbox: OutboxEntry[];
  /** Whether an exception is open (the list filter "Exception"). */
  exceptionOpen: boolean;
  /** Every prefix of the words of the number, customer and cities (see search-keys). */
  searchKeys: string[];
}

const text = { type: String, trim: true };
const window = new Schema({ date: String, from: String, to: String }, { _id: false });
const place = new Schema({ zip: String, city: String, state: String }, { _id: false });
const party = new Schema(
  {
    name: text,
    address: new Schema({ street: text, city: text, state: text, zip: text }, { _id: false }),
    contactName: text,
    phone: text,
    email: text,
  },
  { _id: false },
);

const eventSchema = new Schema<ShipmentEventRecord>(
  {
    kind: { type: String, enum: SHIPMENT_EVENT_KINDS, required: true },
    at: { type: Date, required: true },
    location: { type: new Schema({ city: String, state: String }, { _id: false }), default: null },
    note: text,
    recordedBy: {
      type: new Schema({ role: { type: String, enum: EVENT_RECORDER_ROLES, required: true }, userId: { type: Number, default: null }, name: String }, { _id: false }),
      required: true,
    },
  },
  { _id: false },
);

const fileInfo = new Schema(
  { fileId: String, name: String, contentType: { type: String, enum: POD_CONTENT_TYPES }, size: Number, sha256: String, uploadedAt: Date },
  { _id: false },
);

const shipmentSchema = new Schema<ShipmentRecord>(
  {
    id: { type: Number, required: true, unique: true },
    number: { type: String, required: true },
    // One shipment per accepted quote: the unique index refuses a second.
    quoteId: { type: Number, required: true, unique: true },
    userId: { type: Number, default: null },
    customer: new Schema({ name: String, companyName: String, email: String }, { _id: false }),
    status: { type: String, enum: SHIPMENT_STATUSES, default: 'booked' },
    exception: { type: new Schema({ note: String, at: Date }, { _id: false }), default: null },
    origin: place,
    destination: place,
    pickupWindow: window,
    deliveryWindow: window,
    shipper: party,
    consignee: party,
    commodity: text,
    pieces: Number,
    weight: Number,
    equipment: text,
    freightClass: text,
    specialInstructions: text,
    // Money is whole cents (money-fields); the text paths keep only values that are no amount.
    priceCents: moneyCentsPath,
    price: text,
    cancelReason: text,
    eta: { type: Date, default: null },
    events: { type: [eventSchema], default: [] },
    pod: { type: fileInfo, default: null },
    deliveredAt: { type: Date, default: null },
    exceptionOpen: { type: Boolean, default: false, private: true },
    trackingHash: { type: String, private: true },
    trackingSealed: { type: String },
    trackingCreatedAt: { type: Date, default: null },
    postedRateCents: { ...centsPath, default: null },
    postedRate: String,
    trailerType: { type: String, enum: TRAILER_TYPES },
    miles: { type: Number, default: null },
    boardRateCents: { type: Number, private: true },
    boardRpmCents: { type: Number, private: true },
    award: {
      type: new Schema(
        {
          offerId: Number,
          carrierId: Number,
          carrierName: String,
          dotNumber: String,
          mcNumber: String,
          rateCents: centsPath,
          rate: String,
          awardedAt: Date,
          signBy: Date,
          remindedAt: { type: Date, default: null },
          signedAt: { type: Date, default: null },
          signature: { type: new Schema({ name: String, at: Date, ip: String }, { _id: false }), default: null },
        },
        { _id: false },
      ),
      default: null,
    },
    awardRound: { type: Number, default: 0 },
    creditHold: {
      type: new Schema(
        {
          openCents: Number,
          loadCents: Number,
          limitCents: Number,
          heldAt: Date,
          decision: {
            type: new Schema({ outcome: { type: String, enum: ['approved', 'refused'] }, at: Date, by: new Schema({ userId: Number, name: String }, { _id: false }), reason: String }, { _id: false }),
            default: null,
          },
        },
        { _id: false },
      ),
      default: null,
    },
    carrierId: { type: Number, default: null },
    // The carrier company's driver on the load (set by its dispatcher), or none.
    driver: {
      type: new Schema(
        { userId: Number, name: String, phone: String, truckNumber: String, trailerNumber: String, assignedAt: Date, assignedBy: String },
        { _id: false },
      ),
      default: null,
    },
    // The carrier's check calls from the road (staff's to read).
    checkCalls: { type: [new Schema({ at: Date, note: String, by: String }, { _id: false })], default: undefined },
    boardKeys: { type: [String], default: undefined, private: true },
    awardStepAt: { type: Date, private: true },
    mailOutbox: mailOutboxPath,
    searchKeys: { type: [String], default: undefined, private: true },
  },
  { timestamps: true },
);

/** Road miles between the lane's ZIP codes, or null when one is unknown (the mode changes only the transit days). */
function laneMilesOf(s: Pick<ShipmentRecord, 'origin' | 'destination'>): number | null {
  const lane = laneBetween(s.origin?.zip ?? '', s.destination?.zip ?? '', 'truckload');
  return lane.ok ? lane.facts.roadMiles : null;
}

/** The fields the lists, the board and the jobs find a shipment by (domain list-fields), with the lane's miles from the ZIP data; the repository writes them with every change. */
export const shipmentListFields = (s: ShipmentListSource) => listFieldsOf(s, laneMilesOf(s));

// A shipment created through the model gets them as it is validated; updates write them with the change.
// They read the posted rate as the API shows it (money-fields), from a plain copy of the document.
shipmentSchema.pre('validate', function deriveListFields() {
  this.set(shipmentListFields(shownMoney({ schema: shipmentSchema }, this.toObject<ShipmentRecord>())));
});

// The lists, newest first: each filter's equality, then the order (see the declared-index test).
shipmentSchema.index({ status: 1, id: -1 });
shipmentSchema.index({ userId: 1, id: -1 });
// A customer's shipments of some statuses: the ones not invoiced yet, for the credit limit (shipments/credit-review).
shipmentSchema.index({ userId: 1, status: 1, id: -1 });
shipmentSchema.index({ exceptionOpen: 1, id: -1 });
shipmentSchema.index({ searchKeys: 1, id: -1 });
// The load board: one key per filter (status open and no award are in the key), then each sort the
// board offers (read forwards or backwards): pickup date, miles, posted rate, rate per mile.
shipmentSchema.index({ boardKeys: 1, 'pickupWindow.date': -1, id: -1 });
shipmentSchema.index({ boardKeys: 1, miles: -1, id: -1 });
shipmentSchema.index({ boardKeys: 1, boardRateCents: -1, id: -1 });
shipmentSchema.index({ boardKeys: 1, boardRpmCents: -1, id: -1 });
// A carrier's awarded and assigned loads.
shipmentSchema.index({ carrierId: 1, id: -1 });
// A driver's loads: those of their company assigned to them, newest first.
shipmentSchema.index({ carrierId: 1, 'driver.userId': 1, id: -1 });
// Staff's revenue and margin per week: the loads delivered in the report's weeks (billing-reports).
shipmentSchema.index({ deliveredAt: 1 });
// Awards waiting for a signature, by the time their next step (reminder, lapse) is due.
shipmentSchema.index({ awardStepAt: 1 }, { partialFilterExpression: { awardStepAt: { $exists: true } } });
// A tracking link's token is found by its hash (only shipments with a live link are in the index).
shipmentSchema.index({ trackingHash: 1 }, { unique: true, partialFilterExpression: { trackingHash: { $exists: true } } });

export const Shipment = model<ShipmentRecord>('Shipment', shipmentSchema);
