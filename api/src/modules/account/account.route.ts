import { Router } from 'express';
import { requireAuth } from '../../core/auth';
import { createRateLimiter } from '../../core/rate-limit/rate-limiter';
import { validate } from '../../core/validate';
import * as account from './account.controller';
import { changePasswordBody, forgotPasswordBody, profileBody, resetPasswordBody } from './account.validation';

const resetPerIp = createRateLimiter({ name: 'password-reset-ip', rule: (c) => c.rateLimits.passwordResetIp });
// Counted per address asked about, whether or not it has an account, so the limit says nothing either.
const resetPerEmail = createRateLimiter({
  name: 'password-reset-email',
  rule: (c) => c.rateLimits.passwordResetEmail,
  key: (req) => (typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : undefined),
});
// Links are guessed nowhere near (32 random bytes), but a flood of tries still costs a password hash each.
const setPerIp = createRateLimiter({ name: 'password-reset-set-ip', rule: (c) => c.rateLimits.loginIp, failuresOnly: true });
// Wrong current passwords count like wrong sign-ins, per account.
const changePerAccount = createRateLimiter({ name: 'password-change', rule: (c) => c.rateLimits.loginPair, key: (req) => (req.user ? String(req.user.id) : undefined), failuresOnly: true });

export const accountRouter = Router();

accountRouter.post('/password-reset/request', resetPerIp, validate({ body: forgotPasswordBody }), resetPerEmail, account.forgotPassword);
accountRouter.post('/password-reset', setPerIp, validate({ body: resetPasswordBody }), account.setPasswordFromLink);
accountRouter.put('/user/profile', requireAuth, validate({ body: profileBody }), account.saveProfile);
accountRouter.put('/user/password', requireAuth, changePerAccount, validate({ body: changePasswordBody }), account.savePassword);
