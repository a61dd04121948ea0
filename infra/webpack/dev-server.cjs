const { APPS, REMOTE_NAMES, remoteBasePath, remotesManifest } = require('./apps.cjs');

const apiTarget = () => `http://localhost:${process.env.API_PORT || 8080}`;

/**
 * webpack-dev-server settings. The shell's dev server answers /remotes.json like the API does and
 * proxies /mfe/<name>/ to each remote's own dev server, so remote URLs stay same-origin data.
 */
function createDevServer({ name, port }) {
  const isShell = name === 'shell';
  const proxy = [{ context: ['/api'], target: apiTarget(), changeOrigin: false }];
  if (isShell) {
    for (const remote of REMOTE_NAMES) {
      proxy.push({
        context: [remoteBasePath(remote)],
        target: `http://localhost:${APPS[remote].port}`,
        pathRewrite: { [`^${remoteBasePath(remote)}`]: '' },
      });
    }
  }
  return {
    port,
    host: process.env.DEV_HOST || 'localhost',
    historyApiFallback: true,
    hot: true,
    compress: true,
    headers: isShell ? undefined : { 'Access-Control-Allow-Origin': '*' },
    // A remote's client must reach its own server even when its code runs inside the shell's page.
    client: {
      overlay: { errors: true, warnings: false },
      webSocketURL: isShell ? undefined : `ws://localhost:${port}/ws`,
    },
    proxy,
    setupMiddlewares(middlewares, devServer) {
      if (isShell) {
        devServer.app.get('/remotes.json', (_req, res) => {
          res.set('Cache-Control', 'no-cache').json(remotesManifest());
        });
      }
      return middlewares;
    },
  };
}

module.exports = { createDevServer };
