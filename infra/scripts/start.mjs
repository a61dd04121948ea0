/**
 * `npm start`: installs what is missing, builds what is out of date, then serves the whole site
 * (shell, remotes, /remotes.json and the API) on one port with the embedded database and demo data.
 * Demo mode is asked for here (the API never assumes it); `DEMO_MODE=false npm start` runs without it.
 */
import { checkNode, ensureBuilt, ensureDatabaseEngine, ensureDependencies } from './lib/setup.mjs';
import { step } from './lib/log.mjs';
import { serveBuiltSite } from './lib/serve.mjs';

checkNode();
await ensureDependencies();
await ensureBuilt();
if (!process.env.MONGODB_URI) await ensureDatabaseEngine();
step(`Starting the site on http://localhost:${process.env.PORT ?? 8080} (Ctrl-C to stop)...`);
process.exit(await serveBuiltSite({ DEMO_MODE: process.env.DEMO_MODE ?? 'true' }));
