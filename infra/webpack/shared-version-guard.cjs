const fs = require('node:fs');
const path = require('node:path');
const { parseRange, satisfy } = require('webpack/lib/util/semver');

const PLUGIN = 'SharedVersionGuardPlugin';

/** Federation warnings that mean two apps could end up with different copies of a singleton. */
const FATAL_WARNINGS = [
  /unsatisfied version/i,
  /does not satisfy/i,
  /no (required )?version specified/i,
  /"singleton: true" is used together with/i,
];

const isSubpath = (name) => name.split('/').length > (name.startsWith('@') ? 2 : 1);

function findInstalledVersion(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * Fails the build when a shared singleton's installed version does not satisfy the app's
 * requiredVersion, or when Module Federation reports a version warning.
 */
class SharedVersionGuardPlugin {
  constructor({ shared, context }) {
    this.shared = shared;
    this.context = context;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      const { WebpackError } = compiler.webpack;
      for (const [name, { requiredVersion }] of Object.entries(this.shared)) {
        if (isSubpath(name)) continue;
        const installed = findInstalledVersion(name, this.context);
        if (!installed || !satisfy(parseRange(requiredVersion), installed)) {
          compilation.errors.push(
            new WebpackError(
              `Unsatisfied version ${installed ?? '(not installed)'} of shared singleton "${name}" (required ${requiredVersion})`,
            ),
          );
        }
      }
    });

    compiler.hooks.afterCompile.tap(PLUGIN, (compilation) => {
      for (let i = compilation.warnings.length - 1; i >= 0; i -= 1) {
        const warning = compilation.warnings[i];
        if (!FATAL_WARNINGS.some((re) => re.test(warning.message))) continue;
        compilation.warnings.splice(i, 1);
        warning.message = `[shared singletons] ${warning.message}`;
        compilation.errors.push(warning);
      }
    });
  }
}

/**
 * Writes what the build knows of its shared singletons beside its files: the shell's build the versions
 * it provides (`shared-versions.json`, read by the release gate), a remote's build the ranges it requires
 * (`shared-requirements.json`, which `npm run release` copies into the release's release.json).
 */
class SharedFactsPlugin {
  constructor({ shared, context, provides }) {
    this.shared = shared;
    this.context = context;
    this.provides = provides;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const facts = {};
        for (const [name, { requiredVersion }] of Object.entries(this.shared)) {
          if (isSubpath(name)) continue;
          facts[name] = this.provides ? findInstalledVersion(name, this.context) : requiredVersion;
        }
        const file = this.provides ? 'shared-versions.json' : 'shared-requirements.json';
        compilation.emitAsset(file, new sources.RawSource(`${JSON.stringify({ shared: facts }, null, 2)}\n`));
      });
    });
  }
}

module.exports = { SharedFactsPlugin, SharedVersionGuardPlugin, FATAL_WARNINGS, findInstalledVersion };
