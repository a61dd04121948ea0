import type { Store } from 'express-rate-limit';
import { dataAccess } from '../data-access';
import { MongoRateLimitStore } from '../queries/rate-limit-store';
import { SequenceRateLimitStore } from '../views/rate-limit-store';

/** A rate-limit store whose counts every API process shares (`prefix` names the limiter). */
export const rateLimitStore = (prefix: string): Store =>
  dataAccess() === 'queries' ? new MongoRateLimitStore(prefix) : new SequenceRateLimitStore(prefix);
