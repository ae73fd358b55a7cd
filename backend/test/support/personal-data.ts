import { anAssignmentIn } from './assignment-helpers';
import { person, registerWithSandbox, type Person } from './billing';
import { aPayout, aPayoutAccount } from './payout-helpers';
import type { TestApp } from './test-app';
import type { TestClient } from './test-client';

/** A member with rows in every table that can hold something about them, and what identifies them. */
export interface MemberWithData {
  id: number;
  who: Person;
  client: TestClient;
  /** What a scan for the member's personal data looks for. */
  identifiers: string[];
}

/**
 * A member registered through the sandbox (account, application with its answers, subscription, welcome mail,
 * address check, session), then given, through SQL, a row in every other table with a user column: a quiz attempt,
 * an assignment in progress with a draft, completed work with two submitted versions, a review, a completed payout
 * and an originality report, course progress, a certificate, a wait list place, prompts seen, a draft, writing days,
 * a newsletter subscription, a mail preference, a one-to-one session request, and audit entries about the account that name them.
 * `tag` makes the names unique (letters only), so a scan for them finds no one else.
 */
export async function aMemberWithDataEverywhere(t: TestApp, tag: string): Promise<MemberWithData> {
  const client = await t.client();
  const who = person({
    firstName: `Ottoline${tag}`,
    lastName: `Quarrender${tag}`,
    username: `oq_${tag.toLowerCase()}`,
    email: `ottoline.${tag.toLowerCase()}@penwright.test`,
  });
  const { response } = await registerWithSandbox(client, 'writer', who);
  if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${response.text}`);
  const id = response.body.id as number;
  await t.sql(
    `UPDATE applications SET status = 'approved', decided_at = now(),
       answers = jsonb_build_object('whyJoin', 'I write about tidal ecology.')
     WHERE user_id = ?`,
    [id],
  );
  const [application] = await t.sql<{ id: number }>('SELECT id FROM applications WHERE user_id = ?', [id]);
  await t.sql(
    `INSERT INTO quiz_attempts (user_id, application_id, started_at, deadline, items, answers)
     VALUES (?, ?, now(), now() + interval '30 minutes', '[{"key": "grammar-1"}]', '[-1]')`,
    [id, application.id],
  );

  await t.sql("UPDATE assignments SET draft_content = 'My half-written draft' WHERE id = ?", [
    await anAssignmentIn(t, 'in_progress', id, { title: `Estuary birds ${tag}` }),
  ]);
  const completed = await anAssignmentIn(t, 'completed', id, { title: `Salt marsh ${tag}` });
  await t.sql(
    `INSERT INTO assignment_submissions (assignment_id, user_id, content, word_count)
     VALUES (?, ?, 'The first version.', 3), (?, ?, 'A finished draft.', 3)`,
    [completed, id, completed, id],
  );
  await t.sql(`INSERT INTO assignment_reviews (assignment_id, user_id, decision, notes) VALUES (?, ?, 'revise', ?)`, [
    completed,
    id,
    `Tighten the middle, ${who.firstName}.`,
  ]);
  await t.sql('UPDATE assignments SET review_notes = ? WHERE id = ?', [`Lovely work, ${who.firstName}.`, completed]);
  const [submission] = await t.sql<{ id: number }>(
    'SELECT id FROM assignment_submissions WHERE assignment_id = ? ORDER BY id DESC LIMIT 1',
    [completed],
  );
  await t.sql(
    `INSERT INTO originality_documents (kind, source_key, title, content_hash, word_count, submission_id,
       assignment_id, user_id)
     VALUES ('submission', ?, 'Salt marsh', 'hash', 3, ?, ?, ?)`,
    [`submission:${submission.id}`, submission.id, completed, id],
  );
  await t.sql(
    `INSERT INTO originality_reports (submission_id, assignment_id, user_id, originality_score, total_sources, words,
       matches)
     VALUES (?, ?, ?, 100, 0, 3, '[]')`,
    [submission.id, completed, id],
  );
  // D22: an editor's comment on the version, which the member answered and resolved.
  const [comment] = await t.sql<{ id: number }>(
    `INSERT INTO review_comments (assignment_id, submission_id, position_start, position_end, quote_exact, quote_prefix,
       quote_suffix, body, sent_at, resolved_at, resolved_by_id)
     VALUES (?, ?, 2, 8, 'finish', 'A ', 'ed draft.', 'Say which draft.', now(), now(), ?) RETURNING id`,
    [completed, submission.id, id],
  );
  await t.sql(`INSERT INTO review_comment_replies (comment_id, author_id, body) VALUES (?, ?, 'The second one.')`, [
    comment.id,
    id,
  ]);
  await aPayout(t, id, { status: 'completed', title: `Salt marsh ${tag}` });
  await aPayoutAccount(t, id);

  await t.sql(
    "INSERT INTO course_lesson_completions (user_id, course_id, lesson_id) VALUES (?, 'writing-basics', 'wb-1')",
    [id],
  );
  await t.sql("INSERT INTO course_certificates (user_id, course_id, member_name) VALUES (?, 'writing-basics', ?)", [
    id,
    `${who.firstName} ${who.lastName}`,
  ]);
  await t.sql("INSERT INTO course_waitlist (user_id, course_id) VALUES (?, 'editorial-fundamentals')", [id]);
  await t.sql(
    'INSERT INTO writing_prompt_views (user_id, prompt_id, seen_at) SELECT ?, id, now() FROM writing_prompts LIMIT 1',
    [id],
  );
  await t.sql(
    `INSERT INTO writing_drafts (user_id, title, format, content, word_count, created_at, updated_at)
     VALUES (?, 'Letters from the lighthouse', 'essay', 'Dear reader, the lamp is lit.', 6, now(), now())`,
    [id],
  );
  await t.sql('INSERT INTO writing_days (user_id, day) VALUES (?, current_date)', [id]);
  await t.sql("INSERT INTO newsletter_subscriptions (email, state, confirmed_at) VALUES (?, 'confirmed', now())", [
    who.email,
  ]);
  await t.sql("INSERT INTO mail_preference (user_id, topic, enabled) VALUES (?, 'payouts', false)", [id]);
  await t.sql(
    `INSERT INTO one_to_one_requests (user_id, tier, topic, preferred_time_1, preferred_time_2, preferred_time_3,
       state, decline_note, answered_at)
     VALUES (?, 'editorial_partner', ?, now() + interval '2 days', now() + interval '3 days', now() + interval '4 days',
       'declined', ?, now())`,
    [id, `Pitching my estuary series, says ${who.firstName}`, `Sorry, ${who.firstName}: fully booked.`],
  );
  // An authenticator app being set up (not yet confirmed, so deleting needs no code) and a recovery code; the sealed
  // secret and the hash are opaque to the test.
  await t.sql(`INSERT INTO totp_credentials (user_id, sealed_secret) VALUES (?, 'v1.sealed')`, [id]);
  await t.sql('INSERT INTO recovery_codes (user_id, code_hash) VALUES (?, md5(?) || md5(?))', [
    id,
    who.email,
    who.email,
  ]);
  // A passkey named after the member's own laptop, and a challenge handed out to add another.
  await t.sql(
    `INSERT INTO passkeys (user_id, credential_id, public_key, name)
     VALUES (?, ?, '\\x00', ?)`,
    [id, `credential-of-${who.username}`, `${who.firstName}'s laptop`],
  );
  await t.sql(
    `INSERT INTO passkey_challenges (handle_hash, ceremony, user_id, challenge, expires_at)
     VALUES (md5(?) || md5(?), 'registration', ?, 'challenge', now() + interval '5 minutes')`,
    [who.email, who.username, id],
  );
  // An editor's change of the account, as admin's EditUser writes it: snapshots that name the member.
  const snapshot = { firstName: who.firstName, lastName: who.lastName, email: who.email, username: who.username };
  await t.sql(
    `INSERT INTO audit_log (actor_id, action, entity_type, entity_id, before, after)
     SELECT id, 'user.update', 'user', ?, ?, ? FROM users WHERE is_admin LIMIT 1`,
    [String(id), JSON.stringify({ ...snapshot, isActive: true }), JSON.stringify({ ...snapshot, isActive: false })],
  );
  await t.sql(
    `INSERT INTO audit_log (actor_id, action, entity_type, entity_id, before, after)
     VALUES (?, 'user.password_reset', 'user', ?, NULL, ?)`,
    [id, String(id), JSON.stringify({ note: `reset by ${who.email}` })],
  );
  return {
    id,
    who,
    client,
    identifiers: [who.email, who.username, who.firstName, who.lastName],
  };
}

/** Every text, character and JSON column of every table of the app's schema. */
export async function textColumns(t: TestApp): Promise<{ table: string; column: string }[]> {
  return t.sql<{ table: string; column: string }>(
    `SELECT c.table_name AS "table", c.column_name AS "column"
       FROM information_schema.columns c
       JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
      WHERE c.table_schema = 'public' AND tb.table_type = 'BASE TABLE'
        AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
      ORDER BY 1, 2`,
  );
}

/** Where `needles` still appear (case-insensitively) in the app's tables, as `table.column: needle`. */
export async function whereMentioned(t: TestApp, needles: string[], skipTables: string[] = []): Promise<string[]> {
  const found: string[] = [];
  for (const { table, column } of await textColumns(t)) {
    if (skipTables.includes(table)) continue;
    for (const needle of needles) {
      const [row] = await t.sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM "${table}" WHERE strpos(lower("${column}"::text), lower(?)) > 0`,
        [needle],
      );
      if (row.n > 0) found.push(`${table}.${column}: ${needle}`);
    }
  }
  return found;
}

/** Every column of the database that references `users`, as `table.column`. */
export async function userReferences(t: TestApp): Promise<string[]> {
  const rows = await t.sql<{ ref: string }>(
    `SELECT DISTINCT kcu.table_name || '.' || kcu.column_name AS ref
       FROM information_schema.table_constraints tc
       JOIN information_schema.key_column_usage kcu
         ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
       JOIN information_schema.constraint_column_usage ccu
         ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
      WHERE tc.constraint_type = 'FOREIGN KEY' AND ccu.table_name = 'users' AND tc.table_schema = 'public'
      ORDER BY 1`,
  );
  return rows.map(({ ref }) => ref);
}
