/** `npm run build`: production builds of the domain package, the API and every front-end app. */
import { checkNode, ensureBuilt, ensureDependencies } from './lib/setup.mjs';

checkNode();
await ensureDependencies();
await ensureBuilt({ force: process.argv.includes('--force') });
