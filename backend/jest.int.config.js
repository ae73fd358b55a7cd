/** Integration tests: the real HTTP app on a real PostgreSQL (see test/support/global-setup.mjs). */
module.exports = {
  displayName: 'backend integration',
  rootDir: '.',
  testMatch: ['<rootDir>/test/**/*.int-spec.ts'],
  ...require('./jest.swc.cjs'),
  testEnvironment: 'node',
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  setupFiles: ['<rootDir>/test/support/worker-database.cjs'],
  // Two files at a time, each on its own database: the suite waits on PostgreSQL, timers and sockets more than on
  // a CPU. INT_WORKERS=1 (or --runInBand) runs one at a time.
  maxWorkers: Number(process.env.INT_WORKERS ?? 2),
  testSequencer: '<rootDir>/test/support/slowest-first.cjs',
  testTimeout: 30000,
};
