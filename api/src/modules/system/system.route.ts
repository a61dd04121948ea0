import { Router } from 'express';
import * as system from './system.controller';

/** Mounted before sessions: probes and public facts need no session (nor a working session store). */
const router = Router();

router.get('/health', system.health);
router.get('/app-info', system.appInfo);

export default router;
