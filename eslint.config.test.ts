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

/** Made-up imports that break the API's house, each with the rule that must refuse it. */
const apiBreaches: (Sample & { rule: string })[] = [
  { filePath: 'api/src/store/models/sample.model.ts', code: "import { a } from '../../modules/quotes/quotes.service';\nexport { a };\n", rule: 'no-restricted-imports' },
  { filePath: 'api/src/store/index-extra.ts', code: "export * from '../modules/billing';\n", rule: 'no-restricted-imports' },
  { filePath: 'api/src/core/money.ts', code: "import { quotes } from '../store';\nexport { quotes };\n", rule: 'no-restricted-imports' },
  { filePath: 'api/src/core/money.ts', code: "import { a } from '../modules/quotes/quotes.service';\nexport { a };\n", rule: 'no-restricted-imports' },
  { filePath: 'api/src/modules/billing/billing.service.ts', code: "import { Quote } from '../../store/models/quote.model';\nexport { Quote };\n", rule: 'no-restricted-imports' },
  { filePath: 'api/src/modules/billing/billing.service.ts', code: "import { quoteView } from '../../store/views/quote-view';\nexport { quoteView };\n", rule: 'no-restricted-imports' },
  { filePath: 'api/src/seed/billing-seed.ts', code: "import { appendChange } from '../store/views/change-log';\nexport { appendChange };\n", rule: 'no-restricted-imports' },
  { filePath: 'api/src/modules/billing/billing.test.ts', code: "import { ids } from '../../store/ids';\nexport { ids };\n", rule: 'no-restricted-imports' },
  // A circle through real files: quotes.service imports mail-outbox, which would import it back.
  {
    filePath: 'api/src/modules/mail/mail-outbox.ts',
    code: "import { insertQuote } from '../quotes/quotes.service';\nexport { insertQuote };\n",
    rule: 'import-x/no-cycle',
  },
  { filePath: 'api/src/store/errors.ts', code: "import { connectDatabase } from './connection';\nexport { connectDatabase };\n", rule: 'import-x/no-cycle' },
];

const apiAllowed: Sample[] = [
  { filePath: 'api/src/modules/billing/billing.service.ts', code: "import { quotes } from '../../store';\nimport { ApiError } from '../../core/api-error';\nexport { quotes, ApiError };\n" },
  { filePath: 'api/src/modules/billing/billing.test.ts', code: "import { Quote } from '../../store/testing';\nexport { Quote };\n" },
  { filePath: 'api/src/store/repositories/samples.ts', code: "import { ApiError } from '../../core/api-error';\nimport { Quote } from '../models/quote.model';\nexport { ApiError, Quote };\n" },
];

describe('eslint.config.mjs', () => {
  let results: string[][];
  let api: string[][];
  beforeAll(() => {
    results = lint([...crossings, ...allowed]);
    api = lint([...apiBreaches, ...apiAllowed]);
  }, 60_000);

  it("refuses every import that breaks the API's house: store and core never import modules, core never the store, modules never the store's insides, and no circles", () => {
    const found = apiBreaches.map((sample, i) => ({ file: sample.filePath, rules: api[i] }));
    expect(found).toEqual(apiBreaches.map((sample) => ({ file: sample.filePath, rules: [sample.rule] })));
  });

  it("lets modules use the store's door and core, tests open store/testing, and the store use core", () => {
    expect(api.slice(apiBreaches.length)).toEqual(apiAllowed.map(() => []));
  });

  it('fails a feature that imports another feature, in every front-end app', () => {
    const failed = crossings.map((sample, i) => ({ file: sample.filePath, rules: results[i] }));
    expect(failed).toEqual(crossings.map((sample) => ({ file: sample.filePath, rules: ['no-restricted-imports'] })));
  });

  it("lets a feature import its own files, the app's shared code and packages, and the app import its features", () => {
    expect(results.slice(crossings.length)).toEqual(allowed.map(() => []));
  });
});
