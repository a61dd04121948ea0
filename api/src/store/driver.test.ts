import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Mongoose, connect-mongo (sessions) and the store's own imports talk to the database through one
 * MongoDB driver. Two copies (connect-mongo's peer resolved to a newer release than Mongoose's pin)
 * are both loaded at start and cost the API process about 5 MB of resident memory for nothing.
 */
test('mongoose, connect-mongo and the API resolve the same MongoDB driver', () => {
  const driverFrom = (pkg: string) => createRequire(require.resolve(`${pkg}/package.json`)).resolve('mongodb');
  const own = require.resolve('mongodb');
  expect(path.normalize(driverFrom('mongoose'))).toBe(path.normalize(own));
  expect(path.normalize(driverFrom('connect-mongo'))).toBe(path.normalize(own));
});
