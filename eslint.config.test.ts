import { execFileSync } from 'node:child_process';

interface Sample {
  filePath: string;
  code: string;
}

/**
 * The rules `npm run lint` breaks in each sample, linted as the file at its path with this
 * repository's eslint.config.mjs. In a child process: ESLint loads its config with import(), which
 * Jest's module system does not run.
 */
function lint(samples: Sample[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint();
    const rules = [];
    for (const { code, filePath } of JSON.parse(process.argv[1])) {
      const [result] = await eslint.lintText(code, { filePath });
      rules.push(result.messages.map((message) => message.ruleId ?? message.message));
    }
    process.stdout.write(JSON.stringify(rules));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(samples)], { cwd: __dirname, encoding: 'utf8' });
  return JSON.parse(output);
}

const FRONT_END_APPS = ['shell', 'mfe-marketing', 'mfe-portal', 'mfe-admin', 'mfe-tools'];

// Made-up features, so the rule is shown to hold for any feature, not only today's.
const crossings = FRONT_END_APPS.flatMap((app): Sample[] => [
  { filePath: `${app}/src/features/orders/components/order-list.tsx`, code: "import { a } from '../../billing/api/billing-api';\nexport { a };\n" },
  { filePath: `${app}/src/features/orders/index.ts`, code: "export * from '../billing';\n" },
  { filePath: `${app}/src/features/orders/hooks/polling/use-poll.ts`, code: "import { a } from '../../../../features/billing/hooks/use-total';\nexport { a };\n" },
]);

const allowed: Sample[] = [
  {
    filePath: 'mfe-admin/src/features/users/components/users-tab.tsx',
    code: [
      "import { a } from './user-actions';",
      "import { b } from '../api/admin-users-api';",
      "import { c } from '../../../components/delete-confirm';",
      "import { d } from '@freight/domain';",
      'export { a, b, c, d };',
      '',
    ].join('\n'),
  },
  { filePath: 'mfe-marketing/src/features/landing/index.ts', code: "export * from './components/hero-section';\n" },
  { filePath: 'mfe-admin/src/app/pages.tsx', code: "import { a } from '../features/users/components/users-tab';\nexport { a };\n" },
];

describe('eslint.config.mjs', () => {
  let results: string[][];
  beforeAll(() => {
    results = lint([...crossings, ...allowed]);
  }, 60_000);

  it('fails a feature that imports another feature, in every front-end app', () => {
    const failed = crossings.map((sample, i) => ({ file: sample.filePath, rules: results[i] }));
    expect(failed).toEqual(crossings.map((sample) => ({ file: sample.filePath, rules: ['no-restricted-imports'] })));
  });

  it("lets a feature import its own files, the app's shared code and packages, and the app import its features", () => {
    expect(results.slice(crossings.length)).toEqual(allowed.map(() => []));
  });
});
