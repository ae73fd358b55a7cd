/**
 * The layer rules of docs/architecture.md, checked on every `make test`:
 * domain code is plain TypeScript, and modules meet only through each other's public surface.
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-plain-typescript',
      comment: 'domain/ must not depend on Nest, MikroORM, Express, SDKs or other layers.',
      severity: 'error',
      from: { path: '(^|/)(domain)/' },
      to: {
        // packages/text is plain TypeScript too: the word count and readability both sides share.
        pathNot: ['(^|/)domain/', '^backend/src/shared/domain/', '(^|/)packages/text/'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'domain-no-frameworks',
      severity: 'error',
      from: { path: '(^|/)domain/' },
      to: { path: 'node_modules/(@nestjs|@mikro-orm|express|stripe|pg|passport)' },
    },
    {
      name: 'application-no-adapters',
      comment: 'Use cases depend on ports, never on infrastructure or HTTP.',
      severity: 'error',
      from: { path: '^backend/src/modules/[^/]+/application/' },
      to: { path: '^backend/src/modules/[^/]+/(infrastructure|http)/' },
    },
    {
      name: 'application-no-orm',
      comment: 'Use cases ask for a transaction through the UnitOfWork port, never through MikroORM.',
      severity: 'error',
      from: { path: '^backend/src/modules/[^/]+/application/' },
      to: { path: 'node_modules/@mikro-orm' },
    },
    {
      name: 'no-reaching-into-other-modules',
      comment:
        "A module may use another module's application services and domain types, never its infrastructure or http.",
      severity: 'error',
      from: { path: '^backend/src/modules/([^/]+)/' },
      to: {
        path: '^backend/src/modules/([^/]+)/(infrastructure|http)/',
        pathNot: '^backend/src/modules/$1/',
      },
    },
    {
      name: 'platform-knows-no-module',
      comment:
        'The platform and the shared kernel are the layers below every module: they never import a module, nor the ' +
        "composition root in src/ (app, app.module, config, main, migrations, seeds) that lists them. A module's " +
        'settings, seeds, migrations and page needs are handed down by that root (docs/architecture.md).',
      severity: 'error',
      from: { path: '^backend/src/(platform|shared)/' },
      to: { path: '^backend/src/(modules/|[^/]+$)' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'backend/tsconfig.json' },
    tsPreCompilationDeps: true,
    exclude: { path: '\\.spec\\.ts$' },
  },
};
