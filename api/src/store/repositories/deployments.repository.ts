import { insertOnce } from '../insert-once';
import { Deployment, type DeploymentRecord } from '../models/deployment.model';

/** The change log keeps this many changes per remote in its document; the audit log keeps them all. */
export const MAX_CHANGES = 200;
/** Releases a rollback can go back to, per remote. */
export const MAX_PREVIOUS = 20;

const blank = (remote: string): DeploymentRecord => ({ _id: remote, live: null, previous: [], canary: null, changes: [], rev: 0 });

const plain = (doc: unknown): DeploymentRecord => JSON.parse(JSON.stringify(doc)) as DeploymentRecord;

/**
 * Which release of each remote is live (models/deployment.model.ts). Every read and write names one
 * remote's document by `_id`, so the query way and the views way are the same code: there is no list
 * to keep, and nothing scans. A change is a compare-and-set on `rev`.
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
    if (current.rev === 0) return insertOnce(() => Deployment.create({ _id: current._id, ...fields }));
    const result = await Deployment.updateOne({ _id: current._id, rev: current.rev }, { $set: fields });
    return result.modifiedCount === 1;
  },

  /** Counts a load of the remote's canary `version` (nothing when it is no longer the canary). */
  async countCanaryLoad(remote: string, version: string): Promise<void> {
    await Deployment.updateOne({ _id: remote, 'canary.version': version }, { $inc: { 'canary.loads': 1 } });
  },

  /** Counts a load failure of the canary `version`; the deployment after it, or null when it is not the canary. */
  async countCanaryFailure(remote: string, version: string): Promise<DeploymentRecord | null> {
    const doc = await Deployment.findOneAndUpdate({ _id: remote, 'canary.version': version }, { $inc: { 'canary.failures': 1 } }, { new: true }).lean();
    return doc ? plain(doc) : null;
  },
};
