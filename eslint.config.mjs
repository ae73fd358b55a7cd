import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      'audit-results/**',
      '**/node_modules/**',
      '**/coverage/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    files: ['backend/**/*.{ts,mjs,js,cjs}', 'packages/**/*.{ts,mjs,js,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      // Nest resolves constructor parameters from emitted decorator metadata: type-only imports would erase them.
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.jest } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // An effect's arrow with an expression body returns that expression, and React calls whatever an effect returns
      // when it cleans up. Browser calls that answered undefined now answer promises (Chromium's scrollIntoView), which
      // threw 'destroy is not a function' as the payment step unmounted and left a blank page (issue 23). Effects
      // have block bodies, or an expression body that is the cleanup arrow itself.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.name=/^use(Layout|Insertion)?Effect$/] > ArrowFunctionExpression.arguments:first-child[expression=true]:not([body.type="ArrowFunctionExpression"])',
          message: 'Give the effect a block body: an expression body is returned to React as its cleanup.',
        },
      ],
    },
  },
  {
    files: [
      'frontend/*.{js,cjs,ts}',
      'frontend/e2e/**',
      'frontend/jest/**',
      'frontend/tooling/**',
      '*.{js,mjs,cjs}',
      'ops/**/*.{js,mjs,cjs}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Every journey fails on an error thrown in its pages (e2e/fixtures.ts): no journey takes Playwright's bare test.
    files: ['frontend/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: "Import test and expect from './fixtures'." }] },
      ],
    },
  },
  {
    files: ['**/*.cjs', '**/*.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
