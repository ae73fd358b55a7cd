/** Unit and component tests (jest + Testing Library), beside the code: src/**\/*.test.ts(x). */
module.exports = {
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  // jsdom, plus Node's fetch classes that jsdom lacks (see the file for why).
  testEnvironment: '<rootDir>/jest/jsdomWithFetchEnvironment.cjs',
  // Packages' Node builds, not their browser ones: `msw/node` has none for the browser (jsdom's default).
  testEnvironmentOptions: { customExportConditions: [''] },
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    // Images are URLs in the Vite build; in tests their file name is enough.
    '\\.(svg|png|jpe?g|webp)$': '<rootDir>/jest/fileStub.cjs',
    // antd's build-time stylesheet (vite.config.ts): the tests need no antd styles (src/test/antdStyles.tsx).
    '^virtual:antd-styles$': '<rootDir>/jest/fileStub.cjs',
    // @ant-design/icons' CommonJS build requires an ES-module file of @ant-design/colors.
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
    // The app imports antd per component from its ES build; jest runs the CommonJS twin.
    '^antd/es/(.*)$': 'antd/lib/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/jest/setupTests.ts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testTimeout: 20000,
  clearMocks: true,
  restoreMocks: true,
};
