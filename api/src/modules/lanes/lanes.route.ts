import { Router } from 'express';
import { laneQuerySchema } from '@freight/domain/schemas';
import { createRateLimiter } from '../../core/rate-limit/rate-limiter';
import { validate } from '../../core/validate';
import * as controller from './lanes.controller';

// Anyone may ask (the calculator does), counted per address (RATE_LIMIT_LANE_IP an hour).
const laneLookupsPerIp = createRateLimiter({ name: 'lane-ip', rule: (config) => config.rateLimits.laneIp });

export const lanesRouter = Router();

lanesRouter.get('/lanes', laneLookupsPerIp, validate({ query: laneQuerySchema }), controller.show);
