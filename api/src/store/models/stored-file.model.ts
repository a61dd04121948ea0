import { model, Schema } from 'mongoose';

/**
 * Uploaded files (proofs of delivery), kept in the database so backups, `MONGODB_URI` deployments
 * and several API processes all see them. One collection, every document read by `_id` (the one
 * lookup the embedded engine serves from a key, and MongoDB's primary key):
 * - `<fileId>`: the metadata (name, type, size, sha256, how many chunks), written last, so a file
 *   whose upload died half-way has no metadata and is never served;
 * - `<fileId>:<n>`: chunk n of the content, at most FILE_CHUNK_BYTES.
 */
export interface StoredFileRecord {
  _id: string;
  /** Metadata documents only. */
  name?: string;
  contentType?: string;
  size?: number;
  sha256?: string;
  chunks?: number;
  uploadedAt?: Date;
  /** What it belongs to, e.g. `shipments:12:pod`. */
  owner?: string;
  /** Chunk documents only. */
  data?: Buffer;
}

/** 255 KB, as GridFS chunks: well under the 16 MB document limit, and small enough to stream. */
export const FILE_CHUNK_BYTES = 255 * 1024;

const storedFileSchema = new Schema<StoredFileRecord>({
  _id: { type: String },
  name: String,
  contentType: String,
  size: Number,
  sha256: String,
  chunks: Number,
  uploadedAt: Date,
  owner: String,
  data: Buffer,
});

export const StoredFile = model<StoredFileRecord>('StoredFile', storedFileSchema, 'files');
