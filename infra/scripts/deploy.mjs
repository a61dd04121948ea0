/**
 * `npm run deploy -- <command>`: which release of each remote is live, through the site's admin API.
 *
 *   status                                     every remote: live, canary, previous, the last changes
 *   activate <remote> <version> "<why>"        make a release live for everyone
 *   canary <remote> <version> <percent> "<why>" serve a release to that share of visitors
 *   rollback <remote> "<why>"                  end the canary, or else go back to the previous release
 *
 * The site is FREIGHT_URL (default http://localhost:8080); the admin signs in with FREIGHT_ADMIN_USER
 * (default Admin) and FREIGHT_ADMIN_PASSWORD (default: DEMO_ADMIN_PASSWORD or the demo password). The
 * change is recorded with that admin's name. The API's gate answers refusals; this prints them.
 */
const site = (process.env.FREIGHT_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const username = process.env.FREIGHT_ADMIN_USER ?? 'Admin';
const password = process.env.FREIGHT_ADMIN_PASSWORD ?? process.env.DEMO_ADMIN_PASSWORD ?? 'FreightAdmin2024!';

function usage(message) {
  if (message) console.error(`deploy: ${message}`);
  console.error('usage: npm run deploy -- status | activate <remote> <version> "<why>" | canary <remote> <version> <percent> "<why>" | rollback <remote> "<why>"');
  process.exit(2);
}

let cookie = '';
async function call(method, path, body) {
  const response = await fetch(`${site}${path}`, {
    method,
    headers: { Origin: site, 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const setCookies = response.headers.getSetCookie?.() ?? [];
  if (setCookies.length) cookie = setCookies.map((c) => c.split(';')[0]).join('; ');
  const text = await response.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    console.error(`deploy: ${response.status} ${json?.message ?? text.slice(0, 200)}`);
    process.exit(1);
  }
  return json;
}

function print(status) {
  for (const r of status.remotes) {
    const live = r.live ? `${r.live.version} (since ${r.live.at} by ${r.live.by})` : 'site build';
    console.log(`${r.remote.padEnd(10)} live: ${live}`);
    if (r.canary) console.log(`${''.padEnd(10)} canary: ${r.canary.version} for ${r.canary.percent}% (${r.canary.failures} failed of ${r.canary.loads} loads)`);
    if (r.previous.length) console.log(`${''.padEnd(10)} previous: ${r.previous.map((p) => p.version).join(', ')}`);
    for (const c of r.changes.slice(0, 3)) console.log(`${''.padEnd(10)} ${c.at} ${c.action} ${c.version ?? 'site build'} (was ${c.from ?? 'site build'}) by ${c.by}: ${c.reason}`);
  }
}

const [command, ...args] = process.argv.slice(2);
if (!command) usage();
await call('POST', '/api/login', { username, password });
if (command === 'status') {
  print(await call('GET', '/api/admin/deployments'));
} else if (command === 'activate') {
  const [remote, version, reason] = args;
  if (!remote || !version || !reason) usage('activate needs a remote, a version and a reason');
  print(await call('POST', `/api/admin/deployments/${encodeURIComponent(remote)}/activate`, { version, reason }));
} else if (command === 'canary') {
  const [remote, version, percent, reason] = args;
  if (!remote || !version || !percent || !reason) usage('canary needs a remote, a version, a percentage and a reason');
  print(await call('POST', `/api/admin/deployments/${encodeURIComponent(remote)}/activate`, { version, reason, percent: Number(percent) }));
} else if (command === 'rollback') {
  const [remote, reason] = args;
  if (!remote || !reason) usage('rollback needs a remote and a reason');
  print(await call('POST', `/api/admin/deployments/${encodeURIComponent(remote)}/rollback`, { reason }));
} else {
  usage(`unknown command "${command}"`);
}
