import type { FetchJson, MemberAnswer, MemberPrefetch } from './page-renderer';

/**
 * The answers a member's page starts from (issue 17): the session user and, on the dashboard, its first view's
 * answers, asked in parallel over the loopback with the member's own cookie, so they are exactly what the browser
 * would have been told, under the same access rules. The page then paints without a round of API calls. An answer
 * that fails (a 401 when the session has ended, a 5xx, a timeout) is left out, and the browser asks for it itself;
 * a refusal whose code the endpoint reads as `null` (the session check's UNAUTHENTICATED) is the answer `null`.
 * The first prefetch is the session check (frontend routeData.ts).
 */
export async function memberAnswers(
  prefetches: readonly MemberPrefetch[],
  fetchJson: FetchJson,
): Promise<MemberAnswer[]> {
  const answers = await Promise.all(
    prefetches.map(async (prefetch): Promise<MemberAnswer | null> => {
      const answer = await fetchJson(prefetch.url).catch(() => null);
      if (answer?.status === 200) return { endpointName: prefetch.endpointName, arg: prefetch.arg, value: answer.body };
      if (prefetch.nullWhen !== undefined && codeOf(answer?.body) === prefetch.nullWhen) {
        return { endpointName: prefetch.endpointName, arg: prefetch.arg, value: null };
      }
      return null;
    }),
  );
  // The first is the session check: when the session has ended, the page goes to sign in, and needs nothing else.
  if (answers[0] && answers[0].value === null) return [answers[0]];
  return answers.filter((answer): answer is MemberAnswer => answer !== null);
}

/** The stable code of an error answer (`{statusCode, code, message}`), if the body is one. */
const codeOf = (body: unknown): unknown =>
  typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
