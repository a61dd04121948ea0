import { createHash, randomUUID } from 'node:crypto';
import { SHIPMENT_MESSAGES, type Shipment as ApiShipment, type ShipmentStatus, type StoredFileInfo } from '@freight/domain';
import { type FilterQuery, Error as MongooseError } from 'mongoose';
import { ApiError } from '../../core/api-error';
import { byWay } from '../data-access';
import { ids } from '../ids';
import { insertOnce, isDuplicateKey } from '../insert-once';
import { idKey } from '../models/id-key';
import type { OutboxEntry } from '../models/mail-outbox.model';
import { Quote } from '../models/quote.model';
import { Shipment, ShipmentClaim, type ShipmentDocument, type ShipmentRecord } from '../models/shipment.model';
import { FILE_CHUNK_BYTES, StoredFile, type StoredFileRecord } from '../models/stored-file.model';
import { TrackingLink } from '../models/tracking-link.model';
import { oneAtATime } from '../queries/one-at-a-time';
import { type PageRequest, pageOf } from '../queries/pages';
import { searchWords } from '../search-keys';
import { shipmentView } from '../views/shipment-view';
import { mailQueue } from './mail.repository';

export interface ShipmentFilter {
  /** A status, or 'exception': the shipments with an open exception. */
  status?: ShipmentStatus | 'exception' | '';
  /** Only this account's shipments. */
  userId?: number;
  /** Words that must begin words of the number, the customer or the lane's cities. */
  search?: string;
}

export type NewShipment = Omit<ShipmentRecord, '_id' | 'id' | 'number' | 'mailOutbox' | 'searchKeys' | 'exceptionOpen' | 'createdAt' | 'updatedAt'>;

const source = (id: number) => ({ collection: 'shipments', id }) as const;

interface WaySpecific {
  list(filter: ShipmentFilter, page: PageRequest): Promise<{ items: ApiShipment[]; total: number }>;
  count(filter?: ShipmentFilter): Promise<number>;
}

function mongoFilter({ status, userId, search }: ShipmentFilter): FilterQuery<ShipmentRecord> | null {
  const filter: FilterQuery<ShipmentRecord> = {};
  if (userId !== undefined) filter.userId = userId;
  const words = searchWords(search);
  if (words === null) return null;
  if (words.length) filter.searchKeys = words.length === 1 ? words[0] : { $all: words };
  if (status === 'exception') filter.exceptionOpen = true;
  else if (status) filter.status = status;
  return filter;
}

const queries: WaySpecific = {
  async list(filter, page) {
    const query = mongoFilter(filter);
    if (!query) return { items: [], total: 0 };
    const { docs, total } = await pageOf(Shipment, query, page);
    return { items: docs.map((doc) => doc.toJSON() as unknown as ApiShipment), total };
  },
  async count(filter = {}) {
    const query = mongoFilter(filter);
    if (!query) return 0;
    return Object.keys(query).length ? Shipment.countDocuments(query) : Shipment.estimatedDocumentCount();
  },
};

const NOTHING = 'matches:nothing';

function viewFilter({ status, userId, search }: ShipmentFilter) {
  const words = searchWords(search);
  const tags = [
    ...(userId !== undefined ? [`user:${userId}`] : []),
    ...(status === 'exception' ? ['exception'] : status ? [`status:${status}`] : []),
    ...(words ? [] : [NOTHING]),
  ];
  return { tags, words: words ?? [] };
}

const views: WaySpecific = {
  list: (filter, { offset, limit }) => shipmentView.list({ ...viewFilter(filter), offset, limit }),
  count: (filter = {}) => {
    const { tags, words } = viewFilter(filter);
    if (!words.length && tags.length <= 1) return shipmentView.count(tags[0]);
    return shipmentView.query({ tags, words, offset: 0, limit: 0 }).then(({ total }) => total);
  },
};

/** Saves a shipment only if nobody changed it since it was read (409 otherwise), with the emails it asks for. */
async function saveUnchanged(shipment: ShipmentDocument, mail: readonly OutboxEntry[] = []): Promise<void> {
  await mailQueue.expect(source(shipment.id), mail);
  shipment.mailOutbox.push(...mail);
  shipment.increment();
  try {
    await oneAtATime(`shipments:${shipment.id}`, () => shipment.save());
  } catch (error) {
    if (error instanceof MongooseError.VersionError) throw new ApiError(409, SHIPMENT_MESSAGES.changedMeanwhile);
    throw error;
  }
}

/** The id the quote's shipment has (or will have): claimed once per quote by a unique insert. */
async function claimShipmentId(quoteId: number): Promise<number> {
  const key = String(quoteId);
  const existing = await ShipmentClaim.findById(key).lean();
  if (existing) return existing.shipmentId;
  const id = await ids.nextId('shipments');
  if (await insertOnce(() => ShipmentClaim.create({ _id: key, shipmentId: id, at: new Date() }))) return id;
  // A concurrent request claimed it first: its id is the shipment's.
  const winner = await ShipmentClaim.findById(key).lean();
  if (!winner) throw new ApiError(409, SHIPMENT_MESSAGES.changedMeanwhile);
  return winner.shipmentId;
}

/** A lean read gives BSON Binary for a Buffer path. */
function bytesOf(value: unknown): Buffer {
  if (Buffer.isBuffer(value)) return value;
  const { buffer } = value as { buffer: Uint8Array };
  return Buffer.from(buffer);
}

export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

export const shipments = {
  ...byWay<WaySpecific>({ queries, views }),

  find: (id: number): Promise<ShipmentDocument | null> => Shipment.findById(idKey(id)),

  /**
   * Books the quote's one shipment. Retries and concurrent requests for the same quote all reach
   * the same shipment: its id is claimed once per quote, and the unique `_id` (and `quoteId`) lets
   * one insert through. `created` is false for every request but the one that stored it.
   */
  async book(fields: NewShipment, mail: (shipment: ShipmentRecord) => OutboxEntry[], number: (id: number) => string) {
    const id = await claimShipmentId(fields.quoteId);
    const stored = await Shipment.findById(idKey(id));
    if (stored) return { shipment: stored, created: false, mail: [] as OutboxEntry[] };
    const draft = new Shipment({ ...fields, id, number: number(id) });
    const outbox = mail(draft.toObject());
    await mailQueue.expect(source(id), outbox);
    draft.mailOutbox = outbox;
    try {
      await draft.save();
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const winner = await Shipment.findById(idKey(id));
      if (!winner) throw error;
      return { shipment: winner, created: false, mail: [] as OutboxEntry[] };
    }
    // The quote points at its shipment (the shipment names its quote already).
    await Quote.updateOne({ _id: idKey(fields.quoteId) }, { $set: { shipmentId: id } });
    return { shipment: draft, created: true, mail: outbox };
  },

  save: saveUnchanged,

  /** Makes `hash` the shipment's one live tracking link (a previous one stops working). */
  async setTracking(shipment: ShipmentDocument, hash: string, now = new Date()): Promise<void> {
    const previous = shipment.trackingHash;
    await TrackingLink.create({ _id: hash, shipmentId: shipment.id, createdAt: now });
    shipment.trackingHash = hash;
    shipment.trackingCreatedAt = now;
    await saveUnchanged(shipment);
    if (previous) await TrackingLink.deleteOne({ _id: previous });
  },

  async revokeTracking(shipment: ShipmentDocument): Promise<void> {
    const previous = shipment.trackingHash;
    shipment.trackingHash = null;
    shipment.trackingCreatedAt = null;
    await saveUnchanged(shipment);
    if (previous) await TrackingLink.deleteOne({ _id: previous });
  },

  /** The shipment a live tracking link's token hash names, or null. */
  async findByTrackingHash(hash: string): Promise<ShipmentDocument | null> {
    const link = await TrackingLink.findById(hash).lean();
    if (!link) return null;
    const shipment = await Shipment.findById(idKey(link.shipmentId));
    return shipment && shipment.trackingHash === hash ? shipment : null;
  },
};

/** Files kept in the database, in chunks read by `_id` (see stored-file.model). */
export const files = {
  async put(owner: string, name: string, contentType: StoredFileInfo['contentType'], data: Buffer, now = new Date()): Promise<StoredFileInfo> {
    const fileId = randomUUID();
    const chunks: StoredFileRecord[] = [];
    for (let n = 0, at = 0; at < data.length; n += 1, at += FILE_CHUNK_BYTES) chunks.push({ _id: `${fileId}:${n}`, data: data.subarray(at, at + FILE_CHUNK_BYTES) });
    await StoredFile.insertMany(chunks, { ordered: true });
    const info = { fileId, name, contentType, size: data.length, sha256: sha256(data), uploadedAt: now };
    // The metadata last: a file is served only once all of it is stored.
    await StoredFile.create({ _id: fileId, name, contentType, size: data.length, sha256: info.sha256, chunks: chunks.length, uploadedAt: now, owner });
    return { ...info, uploadedAt: now.toISOString() };
  },

  /** The file's metadata and content, or null when it is not (fully) stored. The checksum is verified. */
  async read(fileId: string): Promise<{ name: string; contentType: string; size: number; data: Buffer } | null> {
    const meta = await StoredFile.findById(fileId).lean();
    if (!meta?.chunks) return null;
    const parts = await Promise.all(Array.from({ length: meta.chunks }, (_, n) => StoredFile.findById(`${fileId}:${n}`).lean()));
    if (parts.some((part) => !part?.data)) return null;
    const data = Buffer.concat(parts.map((part) => bytesOf(part!.data)));
    if (data.length !== meta.size || sha256(data) !== meta.sha256) throw new Error(`stored file ${fileId} fails its checksum`);
    return { name: meta.name ?? 'file', contentType: meta.contentType ?? 'application/octet-stream', size: data.length, data };
  },

  async remove(fileId: string): Promise<void> {
    const meta = await StoredFile.findById(fileId).lean();
    await StoredFile.deleteOne({ _id: fileId });
    for (let n = 0; n < (meta?.chunks ?? 0); n += 1) await StoredFile.deleteOne({ _id: `${fileId}:${n}` });
  },
};
