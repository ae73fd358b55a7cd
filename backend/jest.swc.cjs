// One SWC transform for every backend jest config: TypeScript with Nest's decorator metadata, and TSX (the mail
// templates) with React's automatic runtime. Two parsers: TSX syntax would misread `.ts` files' `<T>` generics.
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx },
      transform: { legacyDecorator: true, decoratorMetadata: true, ...(tsx && { react: { runtime: 'automatic' } }) },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/**
 * `@react-email/render`'s CommonJS build loads react-dom/server with `import()`, which Jest's module sandbox refuses
 * without --experimental-vm-modules (Node itself runs it). SWC rewrites that file's `import()` into `require`.
 */
const dynamicImports = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs', ignoreDynamic: false } },
];

module.exports = {
  transform: {
    '^.+\\.ts$': swc(false),
    '^.+\\.tsx$': swc(true),
    '/node_modules/@react-email/render/.+\\.cjs$': dynamicImports,
  },
  transformIgnorePatterns: ['/node_modules/(?!@react-email/render/)'],
};
