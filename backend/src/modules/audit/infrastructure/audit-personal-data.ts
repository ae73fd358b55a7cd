import { Injectable } from '@nestjs/common';
import { likeContaining } from '../../../platform/database/like-pattern';
import { col, SqlRunner } from '../../../platform/database/sql-runner';
import type { DataSubject, PersonalData } from '../../../shared/application/personal-data';
import { ERASED_TEXT } from '../domain/audit-entry';

/**
 * The audit entries about the member (D19, "Your data"): the changes they made themselves, and those made to their
 * account. On deletion the entries stay, since they record what editors did, but every text in them that names the
 * member (their name, address or username, in the snapshots of the account) reads `[erased]`; the member's own
 * entries lose their actor (ON DELETE SET NULL).
 */
@Injectable()
export class AuditPersonalData implements PersonalData {
  readonly section = 'audit';
  readonly tables = { audit_log: ['actor_id', "entity_type = 'user' AND entity_id"] };

  constructor(private readonly sql: SqlRunner) {}

  async read({ id }: DataSubject): Promise<Record<string, unknown[]>> {
    return {
      audit_log: await this.sql.asStored(
        "SELECT * FROM audit_log WHERE actor_id = ? OR (entity_type = 'user' AND entity_id = ?) ORDER BY id",
        [id, String(id)],
      ),
    };
  }

  async erase(subject: DataSubject): Promise<void> {
    // The names and addresses the account had before (a changed address, an edited username) are in its own entries'
    // snapshots: each is erased wherever it appears, as the current ones are.
    const ownEntries = await this.sql.rows(
      "SELECT before, after FROM audit_log WHERE entity_type = 'user' AND entity_id = ?",
      [String(subject.id)],
      { before: col.json, after: col.json },
    );
    const earlier = ownEntries.flatMap((entry) => [...identifiersIn(entry.before), ...identifiersIn(entry.after)]);
    const identifying = [
      ...new Set([subject.email, subject.username, `${subject.firstName} ${subject.lastName}`, ...earlier]),
    ];
    const mentions = identifying.map(() => '(before::text ILIKE ? OR after::text ILIKE ?)').join(' OR ');
    const entries = await this.sql.rows(
      `SELECT id, before, after FROM audit_log
        WHERE actor_id = ? OR (entity_type = 'user' AND entity_id = ?) OR ${mentions}`,
      [subject.id, String(subject.id), ...identifying.flatMap((text) => [likeContaining(text), likeContaining(text)])],
      { id: col.int, before: col.json, after: col.json },
    );
    const terms = [...identifying, subject.firstName, subject.lastName].map((term) => term.toLowerCase());
    for (const entry of entries) {
      const before = scrub(entry.before, terms);
      const after = scrub(entry.after, terms);
      if (JSON.stringify([before, after]) === JSON.stringify([entry.before, entry.after])) continue;
      await this.sql.run('UPDATE audit_log SET before = ?, after = ? WHERE id = ?', [
        before === null ? null : JSON.stringify(before),
        after === null ? null : JSON.stringify(after),
        entry.id,
      ]);
    }
  }
}

/** The snapshot fields of an account that name its holder. */
const IDENTIFYING_KEYS = ['email', 'pendingEmail', 'newEmail', 'oldEmail', 'username', 'firstName', 'lastName'];

/** The identifying values a snapshot of an account holds (at least 3 characters: shorter ones would erase words). */
function identifiersIn(snapshot: unknown): string[] {
  if (snapshot === null || typeof snapshot !== 'object' || Array.isArray(snapshot)) return [];
  return IDENTIFYING_KEYS.map((key) => (snapshot as Record<string, unknown>)[key]).filter(
    (value): value is string => typeof value === 'string' && value.trim().length >= 3 && value !== ERASED_TEXT,
  );
}

/** `value` with every string that contains one of `terms` (in lower case) replaced by ERASED_TEXT. */
export function scrub(value: unknown, terms: readonly string[]): unknown {
  if (typeof value === 'string') {
    const text = value.toLowerCase();
    return terms.some((term) => term !== '' && text.includes(term)) ? ERASED_TEXT : value;
  }
  if (Array.isArray(value)) return value.map((item) => scrub(item, terms));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrub(item, terms)]));
  }
  return value;
}
