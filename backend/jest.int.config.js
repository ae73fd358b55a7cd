/** Integration tests: the real HTTP app on a real PostgreSQL (see test/support/global-setup.mjs). */
module.exports = {
  displayName: 'backend integration',
  rootDir: '.',
  testMatch: ['<rootDir>/test/**/*.int-spec.ts'],
  ...require('./jest.swc.cjs'),
  testEnvironment: 'node',
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  testTimeout: 30000,
};
