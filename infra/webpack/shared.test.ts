import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(__filename);
const { createShared, SOURCE_IMPORTS, SUBSET_IMPORTS, SUBSET_ALIASES } = require('./shared.cjs') as {
  createShared: (pkg: { name: string; dependencies: Record<string, string> }) => Record<string, Record<string, unknown>>;
  SOURCE_IMPORTS: Record<string, string>;
  SUBSET_IMPORTS: Record<string, string>;
  SUBSET_ALIASES: Record<string, string>;
};

const ROOT = path.resolve(__dirname, '../..');
const APP_SOURCE_DIRS = ['shell/src', 'mfe-marketing/src', 'mfe-portal/src', 'mfe-admin/src', 'mfe-tools/src', 'packages'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Value names (not `type` imports) that `code` imports from `specifier`, by their exported name. */
function importedNames(code: string, specifier: string): string[] {
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${escape(specifier)}['"]`, 'g');
  const names: string[] = [];
  for (const [, typeOnly, list] of code.matchAll(pattern)) {
    if (typeOnly) continue;
    for (const part of list.split(',').map((p) => p.trim()).filter(Boolean)) {
      if (part.startsWith('type ')) continue;
      names.push(part.split(/\s+as\s+/)[0].trim());
    }
  }
  return names;
}

/** The names a subset file re-exports. */
function exportedNames(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const block = /export\s*\{([^}]*)\}\s*from/.exec(code);
  if (!block) throw new Error(`${file} has no export { ... } from`);
  return block[1]
    .split(',')
    .map((p) => p.replace(/\/\/.*$/gm, '').trim())
    .filter(Boolean)
    .map((p) => p.split(/\s+as\s+/).pop()!.trim());
}

// Not the subsets themselves, nor the prerender entries: those run in Node, outside federation.
const appSources = APP_SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).filter(
  (file) => !/[\\/](shared-subsets|prerender)[\\/]/.test(file),
);
const namesUsedByApps = (specifier: string) =>
  new Set(appSources.flatMap((file) => importedNames(fs.readFileSync(file, 'utf8'), specifier)));

const rtkBuild = (alias: string) => fs.readFileSync(SUBSET_ALIASES[`@freight/vendor/${alias}$`], 'utf8');

describe('shared singletons', () => {
  const pkg = {
    name: 'test-app',
    dependencies: Object.fromEntries(
      ['react', 'react-dom', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', 'styled-components', '@freight/domain', '@freight/platform', '@freight/ui'].map(
        (name) => [name, '*'],
      ),
    ),
  };

  it('shares every subset under the package name and the installed package version', () => {
    const shared = createShared(pkg);
    for (const [key, file] of Object.entries(SUBSET_IMPORTS)) {
      expect(fs.existsSync(file)).toBe(true);
      const packageName = key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : key.split('/')[0];
      expect(shared[key]).toMatchObject({
        singleton: true,
        import: file,
        version: require(`${packageName}/package.json`).version,
      });
    }
  });

  it('shares the widgets entry by its source file, so the shell provides it without importing it', () => {
    const shared = createShared(pkg);
    expect(fs.existsSync(SOURCE_IMPORTS['@freight/ui/widgets'])).toBe(true);
    expect(shared['@freight/ui/widgets']).toMatchObject({
      singleton: true,
      import: SOURCE_IMPORTS['@freight/ui/widgets'],
      version: require('@freight/ui/package.json').version,
    });
  });

  it('refuses an app that does not depend on a shared singleton', () => {
    const { 'styled-components': _omitted, ...dependencies } = pkg.dependencies;
    expect(() => createShared({ ...pkg, dependencies })).toThrow(/must depend on shared singleton "styled-components"/);
  });
});

describe('shared subsets export everything that is imported from them', () => {
  const subset = (key: string) => new Set(exportedNames(SUBSET_IMPORTS[key]));

  it.each(Object.keys(SUBSET_IMPORTS))('%s covers every name the apps import', (key) => {
    const missing = [...namesUsedByApps(key)].filter((name) => !subset(key).has(name));
    expect(missing).toEqual([]);
  });

  it('@reduxjs/toolkit covers what RTK Query imports from it', () => {
    const used = [...importedNames(rtkBuild('rtk-query'), '@reduxjs/toolkit'), ...importedNames(rtkBuild('rtk-query-react'), '@reduxjs/toolkit')];
    expect(used.length).toBeGreaterThan(5);
    expect(used.filter((name) => !subset('@reduxjs/toolkit').has(name))).toEqual([]);
  });

  it('@reduxjs/toolkit/query covers what the RTK Query React build imports from it', () => {
    const used = importedNames(rtkBuild('rtk-query-react'), '@reduxjs/toolkit/query');
    expect(used).toContain('buildCreateApi');
    expect(used.filter((name) => !subset('@reduxjs/toolkit/query').has(name))).toEqual([]);
  });

  it.each([
    ['react-router-dom', 'react-router-dom'],
    ['@reduxjs/toolkit', '@reduxjs/toolkit'],
    ['@reduxjs/toolkit/query', '@reduxjs/toolkit/query'],
    ['@reduxjs/toolkit/query/react', '@reduxjs/toolkit/query/react'],
  ])('every name %s exports exists in the real package', (key, real) => {
    const actual = require(real) as Record<string, unknown>;
    const absent = [...subset(key)].filter((name) => actual[name] === undefined);
    expect(absent).toEqual([]);
  });

  it('finds the imports it checks (the scan is not vacuous)', () => {
    expect(namesUsedByApps('react-router-dom')).toEqual(expect.objectContaining({ size: expect.any(Number) }));
    expect([...namesUsedByApps('react-router-dom')]).toEqual(expect.arrayContaining(['Link', 'useNavigate', 'BrowserRouter']));
    expect([...namesUsedByApps('@reduxjs/toolkit/query/react')]).toEqual(expect.arrayContaining(['createApi', 'fetchBaseQuery']));
  });
});
