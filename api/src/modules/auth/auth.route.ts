import { Router } from 'express';
import { validate } from '../../core/validate';
import { createRateLimiter } from '../../core/rate-limit/rate-limiter';
import * as auth from './auth.controller';
import { loginBody, registerBody } from './auth.validation';
import { loginPerIp, loginPerPair, loginPerUsername } from './login-throttle';

const registerPerIp = createRateLimiter({ name: 'register-ip', rule: (c) => c.rateLimits.registerIp });

const router = Router();

router.post('/register', registerPerIp, validate({ body: registerBody }), auth.register);
// Wrong passwords count per address, per username and address, and per username (see login-throttle).
router.post('/login', loginPerIp, validate({ body: loginBody }), loginPerPair, loginPerUsername, auth.login);
router.post('/logout', auth.logout);
router.get('/user', auth.currentUser);

export default router;
