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
// Expired sessions are removed by the TTL index (the one connect-mongo's autoRemove 'native' creates).
sessionSchema.index({ expires: 1 }, { expireAfterSeconds: 0 });
// "Sign this account out everywhere".
sessionSchema.index({ 'session.passport.user': 1 });

export const Session = model<SessionRecord>('Session', sessionSchema);
