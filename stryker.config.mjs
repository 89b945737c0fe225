// Mutation testing of the pure rules: modules whose tests need no database and no app. `npm run test:mutation`
// runs it, then scripts/mutation-check.ts prints the score of every module and fails when one is under 85%
// (Stryker's own `thresholds.break` applies to the total only). Add a module here together with its pure test file.
// Each mutant runs only the test files that reached it (per-test coverage; with the tap runner a test is a file),
// so keep those files small and free of database or app set-up.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'tap',
  coverageAnalysis: 'perTest',
  mutate: [
    'src/analysis/coverage/classifier.ts',
    'src/analysis/coverage/engine.ts',
    'src/analysis/kcd.ts',
    'src/analysis/korean-age.ts',
    'src/analysis/medical/checkup.rules.ts',
    'src/analysis/medical/claimables.rules.ts',
    'src/analysis/medical/disclosures.rules.ts',
    'src/files/file-types.ts',
    'src/leads/after-service/after-service.rules.ts',
    'src/leads/core/contact.ts',
    'src/leads/distribution/distribution.rules.ts',
    'src/operators/permissions.ts',
    'src/platform/dates.ts',
    'src/platform/input-guards.ts',
    'src/platform/korea-time.ts',
    'src/platform/logging.ts',
    'src/platform/masking.ts',
    'src/platform/phone.ts',
    'src/platform/pii.ts',
    'src/platform/rate-limit.ts',
    'src/webhooks/ssrf.rules.ts',
  ],
  tap: {
    testFiles: [
      'test/analysis/coverage/classifier.test.ts',
      'test/analysis/coverage/engine.test.ts',
      'test/analysis/kcd.test.ts',
      'test/analysis/korean-age.test.ts',
      'test/analysis/medical/checkup.rules.test.ts',
      'test/analysis/medical/claimables.rules.test.ts',
      'test/analysis/medical/disclosures.rules.test.ts',
      'test/files/file-types.test.ts',
      'test/leads/after-service/review-transitions.test.ts',
      'test/leads/core/contact.test.ts',
      'test/leads/distribution/distribution.rules.test.ts',
      'test/operators/permissions.rules.test.ts',
      'test/platform/database-error-fields.test.ts',
      'test/platform/dates.test.ts',
      'test/platform/input-guards.test.ts',
      'test/platform/korea-time.test.ts',
      'test/platform/logging.test.ts',
      'test/platform/masking.test.ts',
      'test/platform/phone.test.ts',
      'test/platform/pii.test.ts',
      'test/platform/rate-limit.test.ts',
      'test/webhooks/ssrf.rules.test.ts',
    ],
    nodeArgs: ['--import', 'tsx', '--test-reporter=tap', '-r', '{{hookFile}}', '{{testFile}}'],
  },
  // Anchored: an unanchored `coverage` would also drop src/analysis/coverage and its tests from the sandbox.
  ignorePatterns: ['data', 'bench/results', '/coverage', 'dist', 'reports', '.stryker-tmp', '.test-build'],
  reporters: ['clear-text', 'progress-append-only', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false },
  thresholds: { high: 95, low: 85, break: null },
  // Two cores: the CI machine has two, shared with the rest of the run.
  concurrency: 2,
  timeoutMS: 3000,
  tempDirName: '.stryker-tmp',
  // Incremental: the result of the last run (this file, when committed) is reused for every mutant whose code and
  // covering test files did not change, so a run re-tests only what changed (README, "Quick start").
  incremental: true,
  incrementalFile: 'test/mutation/stryker-incremental.json',
};
