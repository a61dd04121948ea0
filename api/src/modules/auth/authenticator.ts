import type { Request, Response } from 'express';
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import { type SignedInUser, type StoredUser, users } from '../../store';
import { verifyCredentials } from './auth.service';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // passport's req.user: the signed-in account, checked on every request (store: users.signedIn).
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SignedInUser {}
  }
}

/** This app's own passport instance (no process-wide singleton state). */
export const authenticator = new passport.Passport();

authenticator.use(
  new LocalStrategy((username, password, done) => {
    verifyCredentials(username, password).then((user) => done(null, user ?? false), done);
  }),
);

// Called by req.logIn between regenerating the session and saving it: the absolute expiry's clock
// goes into that first save, so a request that arrives with the new cookie before the sign-in answer
// has ended never finds a session without it (which would count as expired).
authenticator.serializeUser((req: Request, user: Express.User, done: (error: unknown, id?: number) => void) => {
  req.session.authenticatedAt = Date.now();
  done(null, user.id);
});

// Every request checks the user: a deactivated or deleted account, or one signed out everywhere
// since this session began, is anonymous from its next request on.
authenticator.deserializeUser((req: Request, id: number, done: (error: unknown, user?: Express.User | false) => void) => {
  users.signedIn(id, req.session.authenticatedAt ?? 0).then((user) => done(null, user ?? false), done);
});

/** Checks the body's credentials; resolves to the user or false. */
export function authenticateLocal(req: Request, res: Response): Promise<StoredUser | false> {
  return new Promise((resolve, reject) => {
    const handler = authenticator.authenticate('local', { session: false }, (error: unknown, user: StoredUser | false) =>
      error ? reject(error) : resolve(user),
    );
    handler(req, res, reject);
  });
}

/** Signs the user in on a fresh session id (passport regenerates it; serializeUser starts the absolute expiry clock). */
export async function signIn(req: Request, user: StoredUser): Promise<void> {
  await new Promise<void>((resolve, reject) => req.logIn(user, (error) => (error ? reject(error) : resolve())));
}

export async function endSession(req: Request): Promise<void> {
  if (!req.session) return;
  await new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
}
