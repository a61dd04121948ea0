import type { Request, Response } from 'express';
import { ACCOUNT_MESSAGES } from '@freight/domain';
import { signIn } from '../auth/authenticator';
import { changePassword, requestPasswordReset, resetPassword, updateProfile } from './account.service';

export async function forgotPassword(req: Request, res: Response): Promise<void> {
  await requestPasswordReset(req.body.email);
  res.json({ success: true, message: ACCOUNT_MESSAGES.resetRequested });
}

export async function setPasswordFromLink(req: Request, res: Response): Promise<void> {
  await resetPassword(req.body.token, req.body.password);
  res.json({ success: true, message: ACCOUNT_MESSAGES.resetDone });
}

export async function saveProfile(req: Request, res: Response): Promise<void> {
  const user = await updateProfile(req.user!.id, req.body);
  res.json({ success: true, message: ACCOUNT_MESSAGES.profileSaved, user });
}

export async function savePassword(req: Request, res: Response): Promise<void> {
  const user = await changePassword(req.user!.id, req.body);
  // Every session of the account ended; this one goes on, on a fresh session id.
  await signIn(req, user);
  res.json({ success: true, message: ACCOUNT_MESSAGES.passwordChanged, user });
}
