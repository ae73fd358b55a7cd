import { memberAnswers } from './member-answers';
import type { FetchJson } from './page-renderer';

const answersBy =
  (answers: Record<string, { status: number; body: unknown }>): FetchJson =>
  async (url) =>
    answers[url]!;

describe('memberAnswers', () => {
  const prefetches = [
    { endpointName: 'getUser', arg: undefined, url: '/api/user', nullWhen: 'UNAUTHENTICATED' },
    {
      endpointName: 'getMyApplication',
      arg: undefined,
      url: '/api/applications/me',
      nullWhen: 'APPLICATION_NOT_SUBMITTED',
    },
  ];

  it('reads the error code an endpoint turns into null as the answer null', async () => {
    const answers = await memberAnswers(
      prefetches,
      answersBy({
        '/api/user': { status: 200, body: { id: 4 } },
        '/api/applications/me': {
          status: 404,
          body: { statusCode: 404, code: 'APPLICATION_NOT_SUBMITTED', message: 'No application found.' },
        },
      }),
    );
    expect(answers.map((answer) => answer.value)).toEqual([{ id: 4 }, null]);
  });

  it('leaves out an answer refused with another code, though its status is the same', async () => {
    const answers = await memberAnswers(
      prefetches,
      answersBy({
        '/api/user': { status: 200, body: { id: 4 } },
        '/api/applications/me': { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not Found' } },
      }),
    );
    expect(answers.map((answer) => answer.endpointName)).toEqual(['getUser']);
  });

  it('answers only the session check when the session has ended', async () => {
    const answers = await memberAnswers(
      prefetches,
      answersBy({
        '/api/user': { status: 401, body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Unauthorized' } },
        '/api/applications/me': {
          status: 401,
          body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Unauthorized' },
        },
      }),
    );
    expect(answers).toEqual([{ endpointName: 'getUser', arg: undefined, value: null }]);
  });
});
