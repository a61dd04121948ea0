/**
 * `npm test`: sets up what the tests need (dependencies, the database engine, Chromium, nginx, builds),
 * then runs type checks, lint, the embedded engine's Go tests, Jest (unit, API integration against
 * the embedded engine, components) and Playwright against the built site. Ends with one
 * "N passed, N failed" line.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkNode, ensureBuilt, ensureDatabaseEngine, ensureHeadlessChromium, ensureDependencies, ensureNginx, ensurePdfText } from './lib/setup.mjs';
import { step, ok, fail } from './lib/log.mjs';
import { run } from './lib/run.mjs';
import { runCaptured } from './lib/lanes.mjs';
import { ROOT } from './lib/paths.mjs';

const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
// Not test-results/: Playwright empties that folder when it starts.
const results = path.join(ROOT, 'test-reports');

checkNode();
await ensureDependencies();
// The engine's Go build, the Debian packages (one apt at a time) and the web builds do not wait on each other.
await Promise.all([
  ensureDatabaseEngine(),
  ensureHeadlessChromium().then(ensureNginx).then(ensurePdfText),
  ensureBuilt(),
]);
mkdirSync(results, { recursive: true });

const failures = [];
step('Type checking every workspace, linting, and vetting and testing the embedded engine (Go), side by side...');
const engineDir = path.join(ROOT, 'infra/ferretdb');
const [typecheck, lint, goVet, goTest] = await Promise.all([
  runCaptured('npm', ['run', '--silent', 'typecheck']),
  runCaptured('npm', ['run', '--silent', 'lint']),
  runCaptured('go', ['vet', './...'], { cwd: engineDir }),
  runCaptured('go', ['test', '-count=1', '-v', './...'], { cwd: engineDir }),
]);
// Each Go test and subtest is a case of its own in the count below; its log is shown when one fails.
const goCases = { passed: (goTest.output.match(/^\s*--- PASS: /gm) ?? []).length, failed: (goTest.output.match(/^\s*--- FAIL: /gm) ?? []).length };
process.stdout.write(typecheck.output + lint.output + goVet.output);
process.stdout.write(goTest.code === 0 ? `go test (infra/ferretdb): ${goCases.passed} passed\n` : goTest.output);
if (typecheck.code !== 0) failures.push('typecheck');
if (lint.code !== 0) failures.push('lint');
if (goVet.code !== 0) failures.push('go vet');
if (goTest.code !== 0) failures.push('go test');

step('Jest: domain rules, API integration (FerretDB), components...');
const jestJson = path.join(results, 'jest.json');
const jestCode = await run(bin('jest'), ['--ci', '--json', `--outputFile=${jestJson}`]);
if (jestCode !== 0) failures.push('jest');

step('Playwright: the built site in Chromium...');
const e2eJson = path.join(results, 'e2e.json');
const e2eCode = await run(bin('playwright'), ['test'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson } });
if (e2eCode !== 0) failures.push('playwright');

let passed = goCases.passed;
let failed = goCases.failed;
if (existsSync(jestJson)) {
  const j = JSON.parse(readFileSync(jestJson, 'utf8'));
  passed += j.numPassedTests;
  failed += j.numFailedTests + (j.numRuntimeErrorTestSuites ?? 0);
}
if (existsSync(e2eJson)) {
  const s = JSON.parse(readFileSync(e2eJson, 'utf8')).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
}
// Checks that are not Jest or Playwright cases still count: a failed type check, lint, go vet or go test fails the run.
failed += failures.filter((f) => ['typecheck', 'lint', 'go vet'].includes(f)).length;
if (goTest.code !== 0 && goCases.failed === 0) failed += 1;

if (failures.length) fail(`Failed: ${failures.join(', ')}`);
else ok('Everything passed');
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failures.length ? 1 : 0);
