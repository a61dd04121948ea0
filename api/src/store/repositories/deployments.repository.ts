import { insertedOnce } from '../errors';
import { CanaryVisit } from '../models/canary-visit.model';
import { Deployment, type DeploymentRecord } from '../models/deployment.model';

/** How long a canary visitor's load is remembered (a canary runs hours or days). */
const VISIT_KEPT_MS = 30 * 24 * 60 * 60_000;
const visitKey = (remote: string, version: string, visitor: string) => `${remote}@${version}:${visitor}`;

/** The change log keeps this many changes per remote in its document; the audit log keeps them all. */
export const MAX_CHANGES = 200;
/** Releases a rollback can go back to, per remote. */
export const MAX_PREVIOUS = 20;

const blank = (remote: string): DeploymentRecord => ({ _id: remote, live: null, previous: [], canary: null, changes: [], rev: 0 });

const plain = (doc: unknown): DeploymentRecord => JSON.parse(JSON.stringify(doc)) as DeploymentRecord;

/**
 * Which release of each remote is live (models/deployment.model.ts): one document per remote, read
 * and written by `_id`. A change is a compare-and-set on `rev`.
 */
export const deployments = {
  /** The remote's deployment (a blank one when nothing was ever activated). */
  async get(remote: string): Promise<DeploymentRecord> {
    const doc = await Deployment.findById(remote).lean();
    return doc ? plain(doc) : blank(remote);
  },

  async getAll(remotes: readonly string[]): Promise<Record<string, DeploymentRecord>> {
    const docs = await Promise.all(remotes.map((remote) => this.get(remote)));
    return Object.fromEntries(docs.map((doc) => [doc._id, doc]));
  },

  /**
   * Saves `next` (read as `current`) if no other change came in between; false when one did (read
   * again and retry). The change log is cut to MAX_CHANGES and the rollback list to MAX_PREVIOUS.
   */
  async replace(current: DeploymentRecord, next: Omit<DeploymentRecord, '_id' | 'rev'>): Promise<boolean> {
    const fields = { ...next, changes: next.changes.slice(0, MAX_CHANGES), previous: next.previous.slice(0, MAX_PREVIOUS), rev: current.rev + 1 };
    if (current.rev === 0) return insertedOnce(Deployment.create({ _id: current._id, ...fields }));
    const result = await Deployment.updateOne({ _id: current._id, rev: current.rev }, { $set: fields });
    return result.modifiedCount === 1;
  },

  /**
   * The canary `version` of `remote` was served to `visitor`: its first load is counted (a unique
   * insert decides, so a visitor counts once however often it loads); nothing when it is no longer the canary.
   */
  async countCanaryLoad(remote: string, version: string, visitor: string, at = new Date()): Promise<void> {
    const visit = { _id: visitKey(remote, version, visitor), loadedAt: at, expiresAt: new Date(at.getTime() + VISIT_KEPT_MS) };
    if (await insertedOnce(CanaryVisit.create(visit))) await Deployment.updateOne({ _id: remote, 'canary.version': version }, { $inc: { 'canary.loads': 1 } });
  },

  /**
   * Counts a load failure of the canary `version` reported by `visitor`: only a visitor it was served
   * to, and once (the visit's `failedAt` is set by one conditional update). The deployment after it,
   * or null when nothing was counted.
   */
  async countCanaryFailure(remote: string, version: string, visitor: string, at = new Date()): Promise<DeploymentRecord | null> {
    const first = await CanaryVisit.updateOne({ _id: visitKey(remote, version, visitor), failedAt: { $exists: false } }, { $set: { failedAt: at } });
    if (first.modifiedCount !== 1) return null;
    const doc = await Deployment.findOneAndUpdate({ _id: remote, 'canary.version': version }, { $inc: { 'canary.failures': 1 } }, { new: true }).lean();
    return doc ? plain(doc) : null;
  },
};
