/** Renders nginx.conf.template for a deployment: where the builds are and which API instances serve. */
const fs = require('node:fs');
const path = require('node:path');

/**
 * @param {{ prefix: string, listen: string, staticRoot: string, apiServers: string[], mimeTypes?: string,
 *   clientTimeoutSeconds?: number, sendTimeoutSeconds?: number }} opts
 * @returns {string} the nginx configuration text
 */
function renderNginxConfig({
  prefix,
  listen,
  staticRoot,
  apiServers,
  mimeTypes = '/etc/nginx/mime.types',
  clientTimeoutSeconds = 10,
  sendTimeoutSeconds = 30,
}) {
  const template = fs.readFileSync(path.join(__dirname, 'nginx.conf.template'), 'utf8');
  const values = {
    PREFIX: prefix,
    LISTEN: listen,
    STATIC_ROOT: staticRoot,
    MIME_TYPES: mimeTypes,
    UPSTREAM_SERVERS: apiServers.map((s) => `    server ${s} max_fails=2 fail_timeout=5s;`).join('\n'),
    CLIENT_TIMEOUT: `${clientTimeoutSeconds}s`,
    SEND_TIMEOUT: `${sendTimeoutSeconds}s`,
  };
  return template.replace(/\$\{([A-Z_]+)\}/g, (match, key) => (key in values ? values[key] : match));
}

module.exports = { renderNginxConfig };

if (require.main === module) {
  const [listen = '80', staticRoot = path.resolve(__dirname, '../..'), ...apiServers] = process.argv.slice(2);
  process.stdout.write(
    renderNginxConfig({ prefix: '/var/lib/freight-nginx', listen, staticRoot, apiServers: apiServers.length ? apiServers : ['127.0.0.1:8080'] }),
  );
}
