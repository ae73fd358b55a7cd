// `make audit`'s preparation (issue 29): each role's signed-in session, and the ids and states the route table's
// pages need (audit-routes.json: {placeholders} and `prepare`), made or looked up through the API as a person's
// browser would. Used by audit.mjs; each is made once, and only when a page that is audited needs it.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiSession, AUDIT_ADMIN, AUDIT_WRITER, prepareReviewDesk } from './review-desk-audit.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** The demo member of the seed: a paid Writer whose application is not yet approved. */
export const DEMO = { email: 'demo@penwright.local', password: 'audit-demo-writer-2026' };
/** Who each role of the route table signs in as: the approved Writer has paid work; the admin a second factor. */
const ACCOUNTS = { member: DEMO, approved: AUDIT_WRITER, admin: AUDIT_ADMIN };

/**
 * The audit's sessions and prepared ids, each made on first use. The administrator signs in once: a code of its
 * authenticator is accepted only once (D19), so a second sign-in within the same 30 seconds would be refused.
 */
export function preparation(origin) {
  const made = new Map();
  const once = (key, make) => {
    if (!made.has(key)) made.set(key, make());
    return made.get(key);
  };
  const session = (role) => once(`session:${role}`, () => apiSession(origin, ACCOUNTS[role]));

  const preparers = {
    async blogSlug() {
      const posts = await (await fetch(`${origin}/api/blog/posts?limit=1`)).json();
      return posts[0].slug;
    },
    /** The demo member completes Grammar Essentials (every lesson's practice answered right): its certificate. */
    async certificateId() {
      const member = await session('member');
      const require = createRequire(import.meta.url);
      const { PRACTICE_QUESTIONS } = require(
        join(ROOT, 'backend/dist/src/modules/content/domain/courses/practice-questions.js'),
      );
      let progress;
      for (const lesson of Object.keys(PRACTICE_QUESTIONS).filter((id) => id.startsWith('ge-'))) {
        const answers = PRACTICE_QUESTIONS[lesson].map((question) => question.answer);
        ({ progress } = await member.call('POST', `/api/courses/grammar-essentials/lessons/${lesson}/answers`, {
          answers,
        }));
      }
      if (!progress?.certificate?.id) throw new Error('completing Grammar Essentials issued no certificate');
      return progress.certificate.id;
    },
    /** The demo member's id, as the Users tab finds it. */
    async memberId() {
      const admin = await session('admin');
      const page = await admin.call('GET', `/api/admin/users?search=${encodeURIComponent(DEMO.email)}`);
      const user = (page.items ?? page.users ?? page.data ?? []).find((row) => row.email === DEMO.email);
      if (!user) throw new Error(`the Users list has no ${DEMO.email}`);
      return user.id;
    },
    /** The review desk's 5,000-word submission (review-desk-audit.mjs): its assignment is the detail page's too. */
    async assignmentId() {
      return (await reviewDesk()).assignmentId;
    },
  };
  const reviewDesk = () =>
    once('review-desk', async () => {
      const desk = await prepareReviewDesk(origin, {
        editor: await session('admin'),
        writer: await session('approved'),
      });
      console.log(`Review desk: ${desk.words} words, ${desk.findings} grammar findings, ${desk.comments} comments`);
      return desk;
    });
  /** The states a page is measured in, made just before its first run. */
  const states = {
    certificate: () => undefined, // its id is the placeholder's
    'review-desk': reviewDesk,
    /** The demo member begins the quiz: /quiz then resumes the open attempt, with its clock, on load. */
    'quiz-started': () => once('quiz-started', async () => (await session('member')).call('POST', '/api/quiz/start')),
  };

  return {
    /** The Cookie header of the role's browser; none for a visitor. */
    async cookie(role) {
      return role === 'visitor' ? undefined : (await session(role)).cookie();
    },
    /** The value of a page's {placeholder}. */
    id: (key) => {
      if (!preparers[key]) throw new Error(`the audit cannot prepare {${key}}`);
      return once(`id:${key}`, preparers[key]);
    },
    async state(name) {
      if (!states[name]) throw new Error(`the audit cannot prepare the state ${name}`);
      await states[name]();
    },
  };
}
