const path = require('node:path');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { APPS } = require('./apps.cjs');
const { SUBSET_ALIASES } = require('./shared.cjs');
const { SharedFactsPlugin, SharedVersionGuardPlugin } = require('./shared-version-guard.cjs');
const { createDevServer } = require('./dev-server.cjs');
const { bootScript, startupScripts } = require('./boot-script.cjs');
const { htmlTemplate } = require('./html-template.cjs');
const { RemoteRoutesPlugin } = require('./remote-routes.cjs');
const { siteFacts } = require('./site-facts.cjs');
const { isOnDemand } = require('./on-demand.cjs');

/**
 * Gives every styled component an id from its file's content and position, not from the order modules
 * happen to load in: the browser build and the prerender build then agree on every class name, so a
 * prerendered page hydrates with its server CSS (README: Architecture).
 */
const styledComponentsPlugin = (isProd) => [
  require.resolve('@swc/plugin-styled-components'),
  { displayName: !isProd, ssr: true, fileName: false, pure: true },
];

const swcRule = (isProd) => ({
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2020',
        transform: { react: { runtime: 'automatic', development: !isProd } },
        experimental: {
          plugins: [styledComponentsPlugin(isProd)],
          cacheRoot: path.join(__dirname, '../../node_modules/.cache/swc'),
        },
      },
      sourceMaps: true,
    },
  },
});

const compressionPlugins = () => {
  const test = /\.(js|css|html|svg|json|txt)$/;
  return [
    new CompressionPlugin({ test, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024 }),
    new CompressionPlugin({
      test,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      threshold: 1024,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
};

/**
 * The share config the browser runtime gets: without version ranges, except for our own @freight/*
 * packages (a handful of ranges; the manifest then records what each remote requires of them). Every app's versions come from
 * the one lockfile and are checked when it builds (SharedVersionGuardPlugin); checking
 * them again in the browser only parses semver ranges on every page load (tens of milliseconds on a
 * phone, before anything is interactive) to print a warning for a singleton it would share anyway.
 */
const runtimeShared = (shared) =>
  Object.fromEntries(
    Object.entries(shared).map(([key, config]) => [key, key.startsWith('@freight/') ? config : { ...config, requiredVersion: false }]),
  );

/**
 * The app's federation options as its own webpack.config.js states them (name, exposes, shared), with
 * what every app has in common: async shared modules, no snapshot code, and the manifest of a remote.
 */
const federation = ({ name, filename = 'remoteEntry.js', exposes, shared }) => {
  const common = {
    name,
    shared: runtimeShared(shared),
    dts: false,
    shareStrategy: 'loaded-first',
    // Remotes are registered by entry URL (remoteEntry.js), never by manifest snapshot, so the runtime's
    // snapshot code is dead weight; remotes never consume other remotes. Both are compiled out.
    experiments: { optimization: { disableSnapshot: true, disableRemote: name !== 'shell', target: 'web' } },
  };
  // The shell lists no remotes: it reads /remotes.json at start-up and registers them at run time.
  if (name === 'shell') return { ...common, remotes: {}, manifest: false };
  return {
    ...common,
    filename,
    exposes,
    // mf-manifest.json: the build's version, what it exposes and shares; a release is checked against it.
    manifest: { fileName: 'mf-manifest.json' },
  };
};

/**
 * The webpack config every front-end app uses. Each app's webpack.config.js states its federation
 * itself: `createConfig({ dir: __dirname, federation: { name, exposes, shared } })`, where `shared` is
 * the map of `shareSingletons(pkg, [...names])` (infra/webpack/shared.cjs); extra `alias` entries are optional.
 */
function createConfig({ dir, federation: options, alias = {} }) {
  const { name, shared } = options;
  const app = APPS[name];
  if (!app) throw new Error(`Unknown app "${name}"; add it to infra/webpack/apps.cjs`);
  const isShell = name === 'shell';
  if (!isShell && !options.exposes?.['./pages']) throw new Error(`${name}: a remote exposes './pages' (path → page), which the shell routes to`);

  return (_env = {}, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const isProd = mode === 'production';
    const hashed = isProd ? '[name].[contenthash:10].js' : '[name].js';
    const { title, description } = siteFacts(isShell ? undefined : `${name} (standalone)`);

    return {
      name,
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(dir, 'dist'),
        filename: hashed,
        chunkFilename: hashed,
        assetModuleFilename: isProd ? 'assets/[name].[contenthash:10][ext]' : 'assets/[name][ext]',
        publicPath: isShell ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // `source` points @freight/* packages at their TypeScript sources.
        conditionNames: ['source', '...'],
        alias: { ...SUBSET_ALIASES, ...alias },
      },
      module: {
        rules: [swcRule(isProd), { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: 'asset' }],
      },
      plugins: [
        new ModuleFederationPlugin(federation(options)),
        new SharedVersionGuardPlugin({ shared, context: dir }),
        new SharedFactsPlugin({ shared, context: dir, provides: isShell }),
        ...(isShell ? [] : [new RemoteRoutesPlugin({ dir })]),
        new HtmlWebpackPlugin({
          // The shell's page loads its scripts itself (boot-script.cjs); a remote's standalone page has tags.
          templateContent: isShell
            ? ({ htmlWebpackPlugin, compilation }) =>
                htmlTemplate({ title, description, boot: bootScript(htmlWebpackPlugin.files.js, startupScripts(compilation, 'bootstrap')) })
            : htmlTemplate({ title, description }),
          inject: !isShell,
          chunks: ['main'],
          // Standalone remote pages are served at / in development and below /mfe/<name>/ in production.
          publicPath: isShell || !isProd ? '/' : 'auto',
        }),
        ...(isProd ? compressionPlugins() : []),
      ],
      optimization: {
        // Shared modules load as separate async chunks; a library they have in common (reselect in
        // the three Redux Toolkit entries) must be its own chunk, not a copy inside each of them.
        // The shell provides every shared singleton, and every page needs all of them: in one chunk they
        // arrive in one request instead of twenty (each request queues on a phone's few connections,
        // and each script the runtime inserts costs main-thread time).
        splitChunks: isShell
          ? {
              minSize: 10_000,
              cacheGroups: {
                framework: {
                  // Not what pages load on demand: the form schemas, the widgets, the toaster and Radix.
                  test: (module) => /[\\/](node_modules|packages)[\\/]/.test(module.resource ?? '') && !isOnDemand(module.resource),
                  name: 'framework',
                  chunks: 'all',
                  enforce: true,
                  priority: 20,
                },
              },
            }
          : { minSize: 10_000 },
      },
      performance: { hints: isProd ? 'warning' : false, maxAssetSize: 480_000, maxEntrypointSize: 400_000 },
      stats: isProd ? 'normal' : 'errors-warnings',
      devServer: createDevServer({ name, port: app.port }),
    };
  };
}

module.exports = { createConfig, swcRule };
