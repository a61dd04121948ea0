import { model, Schema } from 'mongoose';
import type { CanaryInfo, DeployedReleaseInfo, DeploymentChangeInfo } from '@freight/domain';

/** A release that was or is live (the API's DeployedReleaseInfo, its time a date). */
export type DeployedRelease = Omit<DeployedReleaseInfo, 'at'> & { at: Date };

/**
 * A release served to a share of visitors, with what their browsers reported: `loads`, the requests
 * for its remoteEntry.js; `failures`, the load failures the shell reported for it (errorLoadRemote).
 */
export type CanaryRelease = Omit<CanaryInfo, 'at'> & { at: Date };

export type DeploymentAction = DeploymentChangeInfo['action'];

/** One change of which release is live, kept with who made it, when and why. */
export type DeploymentChange = Omit<DeploymentChangeInfo, 'at'> & { at: Date };

/**
 * Which release of one remote is live: one document per remote, `_id` = its federation name, read and
 * changed by `_id` only. `rev` grows with every change, and a
 * change is saved only if `rev` is still what was read, so two admins acting at once never lose one.
 */
export interface DeploymentRecord {
  _id: string;
  live: DeployedRelease | null;
  /** Releases that were live before, newest first: where a rollback goes. */
  previous: DeployedRelease[];
  canary: CanaryRelease | null;
  /** The change log, newest first (the newest MAX_CHANGES; every change is also in the audit log). */
  changes: DeploymentChange[];
  rev: number;
}

const released = { version: { type: String, required: true }, at: { type: Date, required: true }, by: { type: String, required: true } };
const releaseSchema = new Schema<DeployedRelease>(released, { _id: false });
const canarySchema = new Schema<CanaryRelease>(
  { ...released, percent: { type: Number, required: true }, loads: { type: Number, default: 0 }, failures: { type: Number, default: 0 } },
  { _id: false },
);
const changeSchema = new Schema<DeploymentChange>(
  {
    at: { type: Date, required: true },
    by: { type: String, required: true },
    action: { type: String, required: true },
    version: { type: String, default: null },
    from: { type: String, default: null },
    percent: Number,
    reason: { type: String, required: true },
  },
  { _id: false },
);

const deploymentSchema = new Schema<DeploymentRecord>(
  {
    _id: { type: String, required: true },
    live: { type: releaseSchema, default: null },
    previous: { type: [releaseSchema], default: [] },
    canary: { type: canarySchema, default: null },
    changes: { type: [changeSchema], default: [] },
    rev: { type: Number, required: true, default: 0 },
  },
  { collection: 'deployments', versionKey: false },
);

export const Deployment = model<DeploymentRecord>('Deployment', deploymentSchema);
