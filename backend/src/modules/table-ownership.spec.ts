import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Each table belongs to the one module whose migrations create it (or to the platform); no other module's
 * code names it. The one exception is a declared read-side query: a `*.read-query.ts` file under
 * `infrastructure/read-side/` that exports `TABLES_READ`, the other modules' tables it reads for one screen,
 * and never writes them. Everything else reaches another module's data through that module's exported services.
 *
 * A reference is a `tableName: '...'` in a schema, or a table after FROM, JOIN, INTO, UPDATE or TRUNCATE in SQL
 * text (SQL keywords are written in capitals here, which keeps prose like "read from users" out of it).
 */

const SRC = join(__dirname, '..');
const MODULES = join(SRC, 'modules');
const PLATFORM_MIGRATIONS = join(SRC, 'platform', 'database', 'migrations');

const IDENTIFIER = String.raw`(?:public\.)?"?([a-z_][a-z0-9_]*)"?`;
const CREATE_TABLE = new RegExp(String.raw`CREATE TABLE (?:IF NOT EXISTS )?${IDENTIFIER}`, 'gi');
const SQL_REFERENCE = new RegExp(String.raw`\b(FROM|JOIN|INTO|UPDATE|TRUNCATE)\s+(?:ONLY\s+)?${IDENTIFIER}`, 'g');
const DELETE_FROM = new RegExp(String.raw`\bDELETE\s+FROM\s+${IDENTIFIER}`, 'g');
const SCHEMA_REFERENCE = /tableName:\s*['"`]([a-z_][a-z0-9_]*)['"`]/g;
const TABLES_READ = /export const TABLES_READ = \[([^\]]*)\]/;
const READ_QUERY = /\.read-query\.ts$/;

interface Reference {
  table: string;
  writes: boolean;
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const moduleNames = () =>
  readdirSync(MODULES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const migrationsOf = (module: string) => join(MODULES, module, 'infrastructure', 'migrations');
const isMigration = (file: string) => file.includes(`${join('infrastructure', 'migrations')}/`);

/** Table → owner ('platform' or a module), from the CREATE TABLE statements of each one's migrations. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  const sources: [string, string][] = [
    ['platform', PLATFORM_MIGRATIONS],
    ...moduleNames().map((module): [string, string] => [module, migrationsOf(module)]),
  ];
  for (const [owner, dir] of sources) {
    const files = (() => {
      try {
        return tsFiles(dir);
      } catch {
        return []; // a module without tables
      }
    })();
    for (const file of files) {
      for (const [, table] of readFileSync(file, 'utf8').matchAll(CREATE_TABLE)) {
        const previous = owners.get(table);
        if (previous && previous !== owner) throw new Error(`${table} is created by both ${previous} and ${owner}`);
        owners.set(table, owner);
      }
    }
  }
  return owners;
}

/** The tables a source text names in SQL or in a schema, and whether it writes them. */
function referencesIn(source: string): Reference[] {
  const references: Reference[] = [];
  for (const [, keyword, table] of source.matchAll(SQL_REFERENCE)) {
    references.push({ table, writes: keyword !== 'FROM' && keyword !== 'JOIN' });
  }
  for (const [, table] of source.matchAll(DELETE_FROM)) references.push({ table, writes: true });
  for (const [, table] of source.matchAll(SCHEMA_REFERENCE)) references.push({ table, writes: true });
  return references;
}

/** The tables a read-side query declares, or null when it declares none. */
function declaredReads(source: string): string[] | null {
  const list = TABLES_READ.exec(source)?.[1];
  return list === undefined ? null : [...list.matchAll(/['"]([a-z_][a-z0-9_]*)['"]/g)].map(([, table]) => table);
}

/** What a module's file does wrong with other modules' tables, one line each, naming file and table. */
function violationsOf(module: string, file: string, source: string, owners: ReadonlyMap<string, string>): string[] {
  const foreign = referencesIn(source).filter(({ table }) => owners.has(table) && owners.get(table) !== module);
  const name = (table: string) => `${table} (owned by ${owners.get(table)})`;
  if (!READ_QUERY.test(file)) {
    return [...new Set(foreign.map(({ table }) => `${file} names ${name(table)}`))];
  }
  const problems: string[] = [];
  if (!file.includes('/infrastructure/read-side/')) problems.push(`${file} is a read-side query outside read-side/`);
  const declared = declaredReads(source);
  if (declared === null) return [...problems, `${file} is a read-side query but does not export TABLES_READ`];
  for (const table of declared) {
    if (!owners.has(table)) problems.push(`${file} declares ${table}, which no migration creates`);
    else if (!foreign.some((reference) => reference.table === table) && owners.get(table) !== module) {
      problems.push(`${file} declares ${name(table)} but does not read it`);
    }
  }
  for (const { table, writes } of foreign) {
    if (writes) problems.push(`${file} writes ${name(table)}: a read-side query only reads`);
    else if (!declared.includes(table))
      problems.push(`${file} reads ${name(table)} without declaring it in TABLES_READ`);
  }
  return [...new Set(problems)];
}

describe('table ownership', () => {
  const owners = tableOwners();

  it('finds every table in its owner’s migrations', () => {
    expect(owners.get('users')).toBe('identity');
    expect(owners.get('session')).toBe('identity');
    expect(owners.get('applications')).toBe('applications');
    expect(owners.get('audit_log')).toBe('audit');
    expect(owners.get('rate_limit_buckets')).toBe('platform');
  });

  it("no module's code names another module's table, except declared read-side queries", () => {
    const violations = moduleNames().flatMap((module) =>
      tsFiles(join(MODULES, module))
        .filter((file) => !isMigration(file))
        .flatMap((file) => violationsOf(module, relative(SRC, file), readFileSync(file, 'utf8'), owners)),
    );
    expect(violations).toEqual([]);
  });

  describe('the checker', () => {
    const known = new Map([
      ['users', 'identity'],
      ['applications', 'applications'],
      ['audit_log', 'admin'],
    ]);

    it('names the file and the table of a reference in SQL or in a schema', () => {
      const repository = "sql.rows('SELECT a.id FROM applications a JOIN users u ON u.id = a.user_id', [], shape)";
      expect(violationsOf('applications', 'modules/applications/x.ts', repository, known)).toEqual([
        'modules/applications/x.ts names users (owned by identity)',
      ]);
      expect(violationsOf('billing', 'modules/billing/s.ts', "tableName: 'audit_log'", known)).toEqual([
        'modules/billing/s.ts names audit_log (owned by admin)',
      ]);
      expect(violationsOf('identity', 'f.ts', 'read from users, then UPDATE users SET x = 1', known)).toEqual([]);
    });

    it('lets a read-side query read what it declares, and nothing else, and never write', () => {
      const file = 'modules/admin/infrastructure/read-side/queue.read-query.ts';
      const reads = "export const TABLES_READ = ['applications', 'users'] as const;";
      const query = 'SELECT a.id FROM applications a WHERE EXISTS (SELECT 1 FROM users u)';
      expect(violationsOf('admin', file, `${reads}\n${query}`, known)).toEqual([]);
      expect(violationsOf('admin', file, query, known)).toEqual([
        `${file} is a read-side query but does not export TABLES_READ`,
      ]);
      expect(violationsOf('admin', file, "export const TABLES_READ = ['users'];\n" + query, known)).toEqual([
        `${file} reads applications (owned by applications) without declaring it in TABLES_READ`,
      ]);
      expect(violationsOf('admin', file, `${reads}\n${query}\nUPDATE users SET is_active = false`, known)).toEqual([
        `${file} writes users (owned by identity): a read-side query only reads`,
      ]);
      expect(violationsOf('admin', file, `${reads}\nDELETE FROM applications; SELECT 1 FROM users`, known)).toEqual([
        `${file} writes applications (owned by applications): a read-side query only reads`,
      ]);
    });
  });
});
