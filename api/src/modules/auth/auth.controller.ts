import type { Request, Response } from 'express';
import { AUTH_RESPONSES } from '@freight/domain';
import { getConfig } from '../../config/config';
import { companySummary } from '../companies/companies.service';
import { registerUser } from './auth.service';
import { authenticateLocal, endSession, signIn } from './authenticator';
import { rememberDevice } from './login-throttle';
import { SESSION_COOKIE, sessionCookieOptions } from './session';

export async function register(req: Request, res: Response): Promise<void> {
  const user = await registerUser(req.body, getConfig(req));
  // Customers and carriers go straight to their own area (a carrier to its onboarding checklist); shippers are sent to sign in.
  if (user.accountType === 'customer' || user.accountType === 'carrier') {
    await signIn(req, user);
    res.status(201).json({ success: true, message: AUTH_RESPONSES.registeredSignedIn, user });
    return;
  }
  res.status(201).json({ success: true, message: AUTH_RESPONSES.registeredSignIn, user });
}

export async function login(req: Request, res: Response): Promise<void> {
  const user = await authenticateLocal(req, res);
  if (!user) {
    // The message also belongs beside the password field, where the visitor will retype.
    res.status(401).json({ success: false, message: AUTH_RESPONSES.loginFailed, errors: { password: AUTH_RESPONSES.loginFailed } });
    return;
  }
  await signIn(req, user);
  rememberDevice(req, res, user.username);
  res.json({ success: true, message: AUTH_RESPONSES.loginOk, user: { ...user, company: await companySummary(user) } });
}

export async function logout(req: Request, res: Response): Promise<void> {
  await endSession(req);
  res.clearCookie(SESSION_COOKIE, sessionCookieOptions(getConfig(req)));
  res.json({ success: true, message: AUTH_RESPONSES.loggedOut });
}

export async function currentUser(req: Request, res: Response): Promise<void> {
  if (!req.user) {
    res.status(401).json({ message: AUTH_RESPONSES.notAuthenticated });
    return;
  }
  res.json({ ...req.user, company: await companySummary(req.user) });
}
