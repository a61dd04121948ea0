/**
 * Measuring tools that are not part of the product, installed on first use into
 * node_modules/.cache/bench-tools/<name> (each in its own prefix, so installing one never prunes another).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { step } from './log.mjs';
import { ROOT } from './paths.mjs';

/** The tool's install, made on first use: `require` resolves from it (the tool and what it depends on). */
export function benchToolInstall(name, version) {
  const prefix = path.join(ROOT, 'node_modules/.cache/bench-tools', name);
  const require = createRequire(path.join(prefix, 'package.json'));
  if (!existsSync(path.join(prefix, 'node_modules', name, 'package.json')) || require(`${name}/package.json`).version !== version) {
    step(`Installing ${name} ${version} for the benchmark (node_modules/.cache/bench-tools/${name})...`);
    mkdirSync(prefix, { recursive: true });
    execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', prefix, `${name}@${version}`], { stdio: 'inherit' });
  }
  return { prefix, require };
}

/** A CommonJS tool, installed on first use. */
export const benchTool = (name, version) => benchToolInstall(name, version).require(name);
