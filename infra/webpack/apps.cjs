const path = require('node:path');

/**
 * Every front-end app of the platform: its federation name, folder and dev-server port.
 * The shell's development /remotes.json and every dev server are derived from this table.
 */
const APPS = {
  shell: { dir: 'shell', port: 3000 },
  marketing: { dir: 'mfe-marketing', port: 3001 },
  portal: { dir: 'mfe-portal', port: 3002 },
  admin: { dir: 'mfe-admin', port: 3003 },
  tools: { dir: 'mfe-tools', port: 3004 },
};

const REMOTE_NAMES = Object.keys(APPS).filter((name) => name !== 'shell');

/** Where the API serves each remote's build (and where the shell dev server proxies it). */
const remoteBasePath = (name) => `/mfe/${name}`;

/**
 * The route registry as the API answers it at /remotes.json (packages/domain/src/remote-registry.ts),
 * for the shell's dev server: each remote's pages read from its sources, so a page added in development
 * is routed on the next reload. A remote whose routes cannot be read is listed without pages.
 */
const remotesManifest = () => {
  const { readRemoteRoutes } = require('./remote-routes.cjs');
  const remotes = {};
  for (const name of REMOTE_NAMES) {
    let routes = [];
    try {
      routes = readRemoteRoutes(path.join(__dirname, '../..', APPS[name].dir));
    } catch (error) {
      console.error(`[shell dev server] ${name}: ${error.message}`);
    }
    remotes[name] = { entry: `${remoteBasePath(name)}/remoteEntry.js`, routes };
  }
  return { remotes };
};

module.exports = { APPS, REMOTE_NAMES, remoteBasePath, remotesManifest };
