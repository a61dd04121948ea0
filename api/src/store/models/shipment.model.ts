import { type HydratedDocument, model, Schema } from 'mongoose';
import { EVENT_RECORDER_ROLES, POD_CONTENT_TYPES, type Shipment as ApiShipment, SHIPMENT_EVENT_KINDS, SHIPMENT_STATUSES, type ShipmentEvent } from '@freight/domain';
import { searchKeysOf } from '../search-keys';
import { changeLogged } from '../views/change-log';
import { idKeyFromId } from './id-key';
import { mailOutboxPath, type OutboxEntry } from './mail-outbox.model';

export interface ShipmentEventRecord extends Omit<ShipmentEvent, 'at'> {
  at: Date;
}

export interface ShipmentRecord extends Omit<ApiShipment, 'createdAt' | 'updatedAt' | 'events' | 'exception' | 'tracking' | 'deliveredAt' | 'eta' | 'pod'> {
  _id: string;
  createdAt: Date;
  updatedAt: Date;
  events: ShipmentEventRecord[];
  exception: { note: string; at: Date } | null;
  eta?: Date | null;
  deliveredAt?: Date | null;
  pod: (Omit<NonNullable<ApiShipment['pod']>, 'uploadedAt'> & { uploadedAt: Date }) | null;
  /** The sha256 of the live tracking link's token (the token itself is never stored), and when it was made. */
  trackingHash?: string | null;
  trackingCreatedAt?: Date | null;
  mailOutbox: OutboxEntry[];
  /** Whether an exception is open (the list filter "Exception"). */
  exceptionOpen: boolean;
  /** Every prefix of the words of the number, customer and cities (see search-keys). */
  searchKeys: string[];
}

export type ShipmentDocument = HydratedDocument<ShipmentRecord>;

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
    _id: { type: String },
    id: { type: Number, required: true, unique: true },
    number: { type: String, required: true },
    // One shipment per accepted quote: the unique index refuses a second, on either engine.
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
    price: text,
    cancelReason: text,
    eta: { type: Date, default: null },
    events: { type: [eventSchema], default: [] },
    pod: { type: fileInfo, default: null },
    deliveredAt: { type: Date, default: null },
    exceptionOpen: { type: Boolean, default: false },
    trackingHash: { type: String, default: null },
    trackingCreatedAt: { type: Date, default: null },
    mailOutbox: mailOutboxPath,
    searchKeys: { type: [String], default: undefined },
  },
  { timestamps: true },
);

shipmentSchema.pre('validate', function deriveSearchKeys() {
  this.searchKeys = searchKeysOf(shipmentWords(this));
  this.exceptionOpen = Boolean(this.exception);
});

/** What a shipment search matches: its number, the customer, and the lane's cities. */
export const shipmentWords = (s: Pick<ShipmentRecord, 'number' | 'customer' | 'origin' | 'destination'>) => [
  s.number,
  s.customer?.name,
  s.customer?.companyName,
  s.origin?.city,
  s.destination?.city,
];

// The query way's lists, newest first: each filter's equality, then the order (see the declared-index test).
shipmentSchema.index({ status: 1, id: -1 });
shipmentSchema.index({ userId: 1, id: -1 });
shipmentSchema.index({ exceptionOpen: 1, id: -1 });
shipmentSchema.index({ searchKeys: 1, id: -1 });
shipmentSchema.plugin(idKeyFromId);
shipmentSchema.plugin(changeLogged('shipments'));

// API answers: no store-only fields; the tracking link as whether it is live and since when.
shipmentSchema.set('toJSON', {
  versionKey: false,
  transform: (_doc, doc) => {
    const ret = doc as unknown as Record<string, unknown>;
    const createdAt = ret.trackingCreatedAt;
    for (const key of ['_id', '__v', 'mailOutbox', 'searchKeys', 'exceptionOpen', 'trackingHash', 'trackingCreatedAt']) delete ret[key];
    ret.tracking = ret.tracking === undefined && createdAt ? { createdAt } : null;
    return ret;
  },
});

export const Shipment = model<ShipmentRecord>('Shipment', shipmentSchema);

/** Claims that a quote's shipment is being made, with the shipment id it will have (`_id` = the quote id). */
export interface ShipmentClaimRecord {
  _id: string;
  shipmentId: number;
  at: Date;
}

export const ShipmentClaim = model<ShipmentClaimRecord>(
  'ShipmentClaim',
  new Schema<ShipmentClaimRecord>({ _id: { type: String }, shipmentId: { type: Number, required: true }, at: { type: Date, required: true } }),
  'shipment_claims',
);
