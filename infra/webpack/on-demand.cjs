const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '../..');

/** The workspace packages whose Radix primitives load on demand (README: Architecture). */
const RADIX_USERS = ['packages/ui', 'packages/platform'];

/** The installed package.json of `name`, found from `fromDir` the way Node looks for it. */
function findPackage(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) return { dir: path.dirname(file), pkg: JSON.parse(fs.readFileSync(file, 'utf8')) };
    if (path.dirname(dir) === dir) throw new Error(`on-demand.cjs: ${name} is not installed (from ${fromDir})`);
  }
}

/** The Radix packages the workspace depends on and everything they depend on (not React: a peer). */
function radixPackages() {
  const names = new Set();
  const visit = (name, fromDir) => {
    if (names.has(name)) return;
    names.add(name);
    const { dir, pkg } = findPackage(name, fromDir);
    for (const dep of Object.keys(pkg.dependencies ?? {})) visit(dep, dir);
  };
  for (const user of RADIX_USERS) {
    const dir = path.join(ROOT, user);
    const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    for (const name of Object.keys(dependencies).filter((n) => n.startsWith('@radix-ui/'))) visit(name, dir);
  }
  return [...names].sort();
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const inPackages = (names) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.map(escape).join('|')})[\\\\/]`);

/**
 * Code that pages fetch when they need it, kept out of the shell's framework chunk, which every
 * page downloads: the Joi schemas (when a form is used), the design system's widgets entry
 * (@freight/ui/widgets: the admin area and the dashboard), the toaster (with the first toast),
 * and the Radix packages those two are built on.
 */
const ON_DEMAND = [
  /[\\/](joi|@hapi|@sideway)[\\/]|[\\/]domain[\\/]src[\\/]schemas/,
  /[\\/]packages[\\/]ui[\\/]src[\\/]widgets[\\/]/,
  /[\\/]packages[\\/]platform[\\/]src[\\/]toast[\\/](toaster|toast-styles)\./,
  inPackages(radixPackages()),
];

const isOnDemand = (resource = '') => ON_DEMAND.some((pattern) => pattern.test(resource));

module.exports = { isOnDemand, radixPackages };
