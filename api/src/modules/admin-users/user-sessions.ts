import mongoose from 'mongoose';

/** The session store's collection (modules/auth/session.ts, connect-mongo with stringify: false). */
const SESSIONS_COLLECTION = 'sessions';

/**
 * Signs a user out everywhere by deleting their stored sessions. The core also reloads the user on
 * every request, so an inactive user is anonymous anyway; this also frees the stored sessions at once.
 */
export async function endSessionsOf(userId: number): Promise<void> {
  await mongoose.connection.collection(SESSIONS_COLLECTION).deleteMany({ 'session.passport.user': userId });
}
