import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './paths.mjs';

const require = createRequire(import.meta.url);

/**
 * The demo admin the scripts sign in as: the API's own default (from its build) unless
 * DEMO_ADMIN_PASSWORD says otherwise, as the API itself reads it.
 */
export function demoAdmin() {
  const { DEFAULT_DEMO_ADMIN_PASSWORD } = require(path.join(ROOT, 'api/dist/config/config.js'));
  return { username: 'Admin', password: process.env.DEMO_ADMIN_PASSWORD ?? DEFAULT_DEMO_ADMIN_PASSWORD };
}
