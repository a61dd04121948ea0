import { Router } from 'express';
import { validate } from '../../core/validate';
import { createRateLimiter } from '../../core/rate-limit/rate-limiter';
import { usernameKeyOf } from '../users/user.model';
import * as auth from './auth.controller';
import { loginBody, registerBody } from './auth.validation';

// Wrong passwords count per address and per account; successful sign-ins do not count.
const loginPerIp = createRateLimiter({ name: 'login-ip', rule: (c) => c.rateLimits.loginIp, failuresOnly: true });
const loginPerUsername = createRateLimiter({
  name: 'login-user',
  rule: (c) => c.rateLimits.loginUsername,
  key: (req) => (typeof req.body?.username === 'string' ? usernameKeyOf(req.body.username) : undefined),
  failuresOnly: true,
});
const registerPerIp = createRateLimiter({ name: 'register-ip', rule: (c) => c.rateLimits.registerIp });

const router = Router();

router.post('/register', registerPerIp, validate({ body: registerBody }), auth.register);
router.post('/login', loginPerIp, validate({ body: loginBody }), loginPerUsername, auth.login);
router.post('/logout', auth.logout);
router.get('/user', auth.currentUser);

export default router;
