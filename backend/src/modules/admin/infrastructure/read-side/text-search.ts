import { likeContaining } from '../../../../platform/database/like-pattern';

/**
 * The editors' searches (applications, payouts): a text found anywhere in any of some columns, case-insensitively
 * and literally. Shared by the admin read-side queries so they escape the same way.
 */

/** What a member is found by: "first last", e-mail and username, of the `users` row aliased `alias`. */
export const memberSearchColumns = (alias: string): string[] => [
  `(${alias}.first_name || ' ' || ${alias}.last_name)`,
  `${alias}.email`,
  `${alias}.username`,
];

/** `(c1 ILIKE ? ESCAPE '\' OR c2 ILIKE ? ...)` with one parameter per column: `text` in any of `columns`. */
export function anyColumnContains(columns: readonly string[], text: string): { sql: string; params: string[] } {
  const pattern = likeContaining(text);
  return {
    sql: `(${columns.map((column) => `${column} ILIKE ? ESCAPE '\\'`).join(' OR ')})`,
    params: columns.map(() => pattern),
  };
}
