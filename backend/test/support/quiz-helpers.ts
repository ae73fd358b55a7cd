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
