import { MikroORM, RequestContext } from '@mikro-orm/core';
import { CreateApplication } from '../../src/modules/applications/application/create-application';
import { UserAccounts } from '../../src/modules/identity/application/user-accounts';
import { CLOCK, type Clock } from '../../src/shared/domain/clock';
import type { TestApp } from './test-app';
import type { TestClient } from './test-client';

export const MEMBER_PASSWORD = 'writer-pass-2026';

export interface Member {
  client: TestClient;
  userId: number;
  applicationId: number;
}

/** A signed-in member with an application in `quiz_required`, made through the modules' own services. */
export async function memberWithApplication(t: TestApp, name: string): Promise<Member> {
  const email = `${name}@penwright.test`;
  const { userId, applicationId } = await RequestContext.create(t.app.get(MikroORM).em, async () => {
    const user = await t.app
      .get(UserAccounts)
      .createMember(
        { firstName: 'Test', lastName: name, email, username: name, password: MEMBER_PASSWORD },
        { stripeSubscriptionId: null, subscriptionStatus: 'inactive', subscriptionTier: null },
      );
    const application = await t.app.get(CreateApplication).execute({ userId: user.id, answers: null });
    return { userId: user.id, applicationId: application.id };
  });
  return { client: await t.signIn({ email, password: MEMBER_PASSWORD }), userId, applicationId };
}

/** Moves the app's CLOCK (not the session timers, which use the real time). */
export function controlClock(t: TestApp) {
  const clock = t.app.get<Clock>(CLOCK);
  let offsetMs = 0;
  const spy = jest.spyOn(clock, 'now').mockImplementation(() => new Date(Date.now() + offsetMs));
  return {
    advance: (seconds: number) => {
      offsetMs += seconds * 1000;
    },
    restore: () => spy.mockRestore(),
  };
}

/** The shown index of the right option of each question of an attempt, read from the database only. */
export async function answerKey(t: TestApp, attemptId: number): Promise<number[]> {
  const [attempt] = await t.sql<{ items: { questionId: number; optionOrder: number[] }[] }>(
    'SELECT items FROM quiz_attempts WHERE id = ?',
    [attemptId],
  );
  const questions = await t.sql<{ id: number; correct_index: number }>('SELECT id, correct_index FROM quiz_questions');
  const correct = new Map(questions.map((q) => [q.id, q.correct_index]));
  return attempt.items.map((item) => item.optionOrder.indexOf(correct.get(item.questionId) as number));
}

/** Answers with exactly `right` correct ones (the first `right` questions), the rest wrong. */
export function answersWith(key: number[], right: number): number[] {
  return key.map((shown, i) => (i < right ? shown : (shown + 1) % 4));
}

/** One answer per question, none of them given: a score of 0 out of 25. */
export const UNANSWERED_SHEET = Array<number>(25).fill(-1);

/** Starts an attempt and submits it with nothing answered (a failure); answers the attempt's id. */
export async function failAttempt(member: Member): Promise<number> {
  const started = await member.client.post('/api/quiz/start');
  if (started.status !== 200) throw new Error(`start answered ${started.status}: ${started.text}`);
  const attemptId = (started.body as { attemptId: number }).attemptId;
  const submitted = await member.client.post('/api/quiz/submit', {
    answers: UNANSWERED_SHEET,
    applicationId: member.applicationId,
    attemptId,
  });
  if (submitted.status !== 200 || submitted.body.passed !== false) {
    throw new Error(`submit answered ${submitted.status}: ${submitted.text}`);
  }
  return attemptId;
}

/** Moves every stored time of an application's attempts back, as if they had been taken `minutes` earlier. */
export async function rewindAttempts(t: TestApp, applicationId: number, minutes: number): Promise<void> {
  await t.sql(
    `UPDATE quiz_attempts SET started_at = started_at - make_interval(mins => ?), deadline = deadline - make_interval(mins => ?),
       completed_at = completed_at - make_interval(mins => ?) WHERE application_id = ?`,
    [minutes, minutes, minutes, applicationId],
  );
}
