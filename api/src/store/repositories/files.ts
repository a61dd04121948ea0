import { createHash } from 'node:crypto';
import type { StoredFileInfo } from '@freight/domain';
import mongoose, { mongo } from 'mongoose';

/** The file's own facts, kept with it in GridFS's metadata. */
interface FileMetadata {
  contentType: StoredFileInfo['contentType'];
  sha256: string;
  /** What it belongs to, e.g. `shipments:12:pod`. */
  owner: string;
}

export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

const bucket = () => new mongo.GridFSBucket(mongoose.connection.db!, { bucketName: 'files' });

function objectId(fileId: string): mongo.ObjectId | null {
  return mongo.ObjectId.isValid(fileId) && /^[0-9a-f]{24}$/i.test(fileId) ? new mongo.ObjectId(fileId) : null;
}

/**
 * Uploaded files (carriers' documents, proofs of delivery) in GridFS, so backups, `MONGODB_URI`
 * deployments and several API processes all see them: the content in 255 KB chunks (`files.chunks`,
 * read in order through the `{ files_id, n }` index), the facts in `files.files`, which GridFS
 * writes last: a file whose upload died half-way has no entry and is never served.
 */
export const files = {
  async put(owner: string, name: string, contentType: StoredFileInfo['contentType'], data: Buffer, now = new Date()): Promise<StoredFileInfo> {
    const metadata: FileMetadata = { contentType, sha256: sha256(data), owner };
    const upload = bucket().openUploadStream(name, { metadata });
    await new Promise<void>((resolve, reject) => {
      upload.once('finish', () => resolve());
      upload.once('error', reject);
      upload.end(data);
    });
    return { fileId: upload.id.toHexString(), name, contentType, size: data.length, sha256: metadata.sha256, uploadedAt: now.toISOString() };
  },

  /** The file's facts and content, or null when there is no such file. The checksum is verified. */
  async read(fileId: string): Promise<{ name: string; contentType: string; size: number; data: Buffer } | null> {
    const id = objectId(fileId);
    if (!id) return null;
    const [entry] = await bucket().find({ _id: id }).toArray();
    if (!entry) return null;
    const parts: Buffer[] = [];
    for await (const part of bucket().openDownloadStream(id)) parts.push(part as Buffer);
    const data = Buffer.concat(parts);
    const metadata = entry.metadata as Partial<FileMetadata> | undefined;
    if (data.length !== entry.length || (metadata?.sha256 && sha256(data) !== metadata.sha256)) throw new Error(`stored file ${fileId} fails its checksum`);
    return { name: entry.filename, contentType: metadata?.contentType ?? 'application/octet-stream', size: data.length, data };
  },

  async remove(fileId: string): Promise<void> {
    const id = objectId(fileId);
    if (!id) return;
    await bucket()
      .delete(id)
      .catch((error: unknown) => {
        // Already gone: GridFS says "File not found for id".
        if (!(error instanceof mongo.MongoRuntimeError) || !/not found/i.test(error.message)) throw error;
      });
  },
};
