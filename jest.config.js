/** One Jest run, three worlds: pure domain rules, the API against a real database, and React in jsdom. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const workspaceSources = {
  '^@freight/domain/schemas$': '<rootDir>/packages/domain/src/schemas/index.ts',
  '^@freight/domain/zip-centroids$': '<rootDir>/packages/domain/src/zip-centroids.ts',
  '^@freight/domain/billing$': '<rootDir>/packages/domain/src/billing/index.ts',
  '^@freight/platform/testing$': '<rootDir>/packages/platform/src/testing/index.tsx',
  '^@freight/platform/prerender$': '<rootDir>/packages/platform/src/prerender/render-page.tsx',
  '^@freight/ui/widgets$': '<rootDir>/packages/ui/src/widgets/index.ts',
  '^@freight/(domain|platform|ui)$': '<rootDir>/packages/$1/src/index.ts',
};

const base = {
  transform: { '^.+\\.(t|j)sx?$': swc, '/node_modules/.+\\.mjs$': swc },
  // d3-geo (the lane map's projection) and what it imports ship only as ES modules: compiled like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(d3-geo|d3-array|internmap)/)'],
  moduleNameMapper: workspaceSources,
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
};

// Jest's default is one worker fewer than the cores: one worker on a two-core machine. The API
// tests spend most of their time waiting on the database (another process), so one more worker than
// cores keeps the CPUs busy: a third faster on two cores (api/src/modules/quotes, 10 files: 69 s → 43 s).
const cores = require('node:os').availableParallelism?.() ?? require('node:os').cpus().length;

module.exports = {
  // Global options (Jest ignores them inside a project): the API tests wait on a real database and SMTP peer.
  testTimeout: 30000,
  maxWorkers: cores + 1,
  projects: [
    {
      ...base,
      displayName: 'domain',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/packages/domain/**/*.test.ts'],
    },
    // The API against a real database: the embedded FerretDB with its index front, started once per run.
    {
      ...base,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/api/src/**/*.test.ts', '<rootDir>/infra/**/*.test.ts'],
      globalSetup: '<rootDir>/api/src/test/global-setup.ts',
      globalTeardown: '<rootDir>/api/src/test/global-teardown.ts',
    },
    {
      ...base,
      // The lint configuration's own rules, checked as `npm run lint` applies them.
      displayName: 'lint',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/eslint.config.test.ts'],
    },
    {
      ...base,
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: [
        '<rootDir>/packages/{platform,ui}/**/*.test.{ts,tsx}',
        '<rootDir>/{shell,mfe-marketing,mfe-portal,mfe-admin,mfe-tools}/src/**/*.test.{ts,tsx}',
      ],
      setupFiles: ['<rootDir>/packages/platform/src/testing/polyfills.ts'],
      setupFilesAfterEnv: ['<rootDir>/packages/platform/src/testing/setup-after-env.ts'],
    },
  ],
};
