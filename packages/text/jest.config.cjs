/**
 * The package's unit tests, beside the code. They run the sources, so the ES-module-only dependencies are
 * compiled to CommonJS for jest like the sources (the builds bundle them instead).
 */
module.exports = {
  displayName: 'text',
  rootDir: 'src',
  testMatch: ['**/*.spec.ts'],
  // The backend's TypeScript transform (its jest.swc.cjs), for the sources and those dependencies alike.
  transform: { '^.+\\.(t|j)s$': require('../../backend/jest.swc.cjs').transform['^.+\\.ts$'] },
  transformIgnorePatterns: ['/node_modules/(?!(syllable|flesch|flesch-kincaid|approx-string-match)/)'],
  testEnvironment: 'node',
};
