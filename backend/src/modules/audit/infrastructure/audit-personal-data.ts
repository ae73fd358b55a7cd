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
    const identifying = [subject.email, subject.username, `${subject.firstName} ${subject.lastName}`];
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
