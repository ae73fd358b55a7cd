// `make audit`'s route list (issue 29): the router's route patterns, read from frontend/src/app/router.tsx, and the
// table of what is audited at each (audit-routes.json). The audit refuses to run when the two disagree, so a new
// page cannot be left out silently; make test checks the same against the router's objects
// (src/app/routing/auditRoutes.test.ts).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const HERE = dirname(fileURLToPath(import.meta.url));
export const ROUTER_FILE = join(HERE, '../src/app/router.tsx');
export const ROUTE_TABLE = JSON.parse(readFileSync(join(HERE, 'audit-routes.json'), 'utf8')).routes;

/** The roles in the order they are audited: the visitors' pages first, then each signed-in role. */
export const ROLES = ['visitor', 'member', 'approved', 'admin'];

/**
 * Every `path` of the route objects in router.tsx's `appRoutes`, nested ones included, read with TypeScript's
 * parser (the audit runs in plain Node, which cannot import the .tsx): the string value of each `path` property
 * anywhere inside the array literal.
 */
export function routerPatterns(file = ROUTER_FILE) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const patterns = [];
  let found = false;
  const collect = (node) => {
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText(source) === 'path' &&
      ts.isStringLiteralLike(node.initializer)
    ) {
      patterns.push(node.initializer.text);
    }
    ts.forEachChild(node, collect);
  };
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === 'appRoutes' && node.initializer) {
      found = true;
      collect(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!found) throw new Error(`${file}: no appRoutes declaration found`);
  return patterns;
}

/** What disagrees between the router's patterns and the table: each a sentence; none when they match. */
export function tableProblems(patterns, table = ROUTE_TABLE) {
  const inRouter = new Set(patterns);
  const problems = [];
  for (const pattern of inRouter) {
    if (!(pattern in table)) problems.push(`the router's route ${pattern} is not in the audit's table`);
  }
  for (const pattern of Object.keys(table)) {
    if (!inRouter.has(pattern)) problems.push(`the audit's table has ${pattern}, which the router no longer has`);
  }
  return problems;
}

/** The table's pages, each with its pattern, in the order they are audited (by role; prepared states last). */
export function auditedPages(table = ROUTE_TABLE) {
  const pages = Object.entries(table).flatMap(([pattern, entry]) =>
    Array.isArray(entry) ? entry.map((page) => ({ ...page, pattern, path: page.path ?? pattern })) : [],
  );
  const rank = (page) => ROLES.indexOf(page.role) * 2 + (page.prepare === 'quiz-started' ? 1 : 0);
  return pages
    .map((page, index) => ({ page, index }))
    .sort((a, b) => rank(a.page) - rank(b.page) || a.index - b.index)
    .map(({ page }) => page);
}

/** The table's redirect routes: each checked to land on its target, not audited. */
export const redirects = (table = ROUTE_TABLE) =>
  Object.entries(table)
    .filter(([, entry]) => !Array.isArray(entry))
    .map(([pattern, entry]) => ({ name: `${pattern} redirect`, path: pattern, to: entry.redirect }));

/** A page's address with its {placeholders} filled from the ids the audit prepared. */
export function concretePath(path, ids) {
  return path.replace(/\{(\w+)\}/g, (_, key) => {
    if (ids[key] === undefined || ids[key] === null) throw new Error(`no ${key} was prepared for ${path}`);
    return encodeURIComponent(String(ids[key]));
  });
}

/**
 * The paths robots.txt disallows for every crawler (`User-agent: *`), as prefixes: Lighthouse reports such a page
 * "blocked from indexing", so it has no SEO target (a members' page must not be indexed).
 */
export function disallowedPrefixes(robotsTxt) {
  const prefixes = [];
  let forAll = false;
  for (const raw of robotsTxt.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    const [key, ...rest] = line.split(':');
    const value = rest.join(':').trim();
    if (/^user-agent$/i.test(key ?? '')) forAll = value === '*';
    else if (forAll && /^disallow$/i.test(key ?? '') && value) prefixes.push(value);
  }
  return prefixes;
}
