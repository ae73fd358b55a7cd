/**
 * The package's unit tests, beside the code. They run the sources, so the ES-module-only dependencies are
 * compiled to CommonJS for jest like the sources (the builds bundle them instead).
 */
module.exports = {
  displayName: 'text',
  rootDir: 'src',
  testMatch: ['**/*.spec.ts'],
  transform: { '^.+\\.(t|j)s$': require('../../backend/jest.swc.cjs') },
  transformIgnorePatterns: ['/node_modules/(?!(syllable|flesch|flesch-kincaid)/)'],
  testEnvironment: 'node',
};
