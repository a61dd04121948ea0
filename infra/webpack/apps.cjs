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

/** The runtime manifest shape the API answers at /remotes.json. */
const remotesManifest = () =>
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${remoteBasePath(name)}/remoteEntry.js`]));

module.exports = { APPS, REMOTE_NAMES, remoteBasePath, remotesManifest };
