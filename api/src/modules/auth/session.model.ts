import { model, Schema } from 'mongoose';

/**
 * The sessions collection as connect-mongo writes it (`stringify: false`, so the session's fields
 * are queryable), declared here for the queries the API makes besides connect-mongo's own `_id`
 * lookups and writes, and for their indexes on MongoDB.
 */
interface SessionRecord {
  _id: string;
  expires?: Date;
  lastModified?: Date;
  session: { passport?: { user?: number } } & Record<string, unknown>;
}

const sessionSchema = new Schema<SessionRecord>(
  { _id: String, expires: Date, lastModified: Date, session: Schema.Types.Mixed },
  { versionKey: false, collection: 'sessions' },
);
// The sweep of expired sessions, and "sign this account out everywhere".
sessionSchema.index({ expires: 1 });
sessionSchema.index({ 'session.passport.user': 1 });

export const Session = model<SessionRecord>('Session', sessionSchema);

/** Removes sessions past their expiry (FerretDB has no TTL indexes). */
export const sweepExpiredSessions = () => Session.deleteMany({ expires: { $lt: new Date() } });
