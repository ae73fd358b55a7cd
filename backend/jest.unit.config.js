/** Unit tests: domain and use cases, beside the code, no database. */
module.exports = {
  displayName: 'backend unit',
  rootDir: 'src',
  testMatch: ['**/*.spec.ts'],
  ...require('./jest.swc.cjs'),
  testEnvironment: 'node',
};
