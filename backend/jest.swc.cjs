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

/**
 * otplib 13 (identity's authenticator codes) loads @scure/base and @noble/hashes, which ship only as ES modules;
 * Node requires them, Jest's CommonJS sandbox cannot: SWC turns them into CommonJS.
 */
const esModules = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
];
const ES_MODULE_PACKAGES = ['@scure/base', '@otplib/plugin-crypto-noble/node_modules/@noble/hashes', '@noble/hashes'];

module.exports = {
  transform: {
    '^.+\\.ts$': swc(false),
    '^.+\\.tsx$': swc(true),
    '/node_modules/@react-email/render/.+\\.cjs$': dynamicImports,
    '/node_modules/(@scure/base|@noble/hashes)/.+\\.js$': esModules,
  },
  transformIgnorePatterns: [`/node_modules/(?!(@react-email/render|${ES_MODULE_PACKAGES.join('|')})/)`],
};
