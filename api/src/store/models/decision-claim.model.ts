import { model, Schema } from 'mongoose';

/**
 * One per decided quote, keyed by the quote's id: inserting it is how a decision is taken. An
 * insert of an existing `_id` fails atomically on every engine, whereas the embedded engine
 * (FerretDB) does not make a conditional update atomic against a concurrent one. So of an accept
 * and a decline sent at once, from two tabs or two API processes, exactly one gets the claim.
 */
export interface DecisionClaimRecord {
  _id: string;
  at: Date;
}

const decisionClaimSchema = new Schema<DecisionClaimRecord>(
  { _id: { type: String, required: true }, at: { type: Date, required: true } },
  { versionKey: false, collection: 'quote_decision_claims' },
);

export const DecisionClaim = model<DecisionClaimRecord>('DecisionClaim', decisionClaimSchema);
